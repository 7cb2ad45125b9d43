// Kept: a .tsx module that is no component, in kebab-case.
export const renderPage = () => null;

// Kept: a component file in PascalCase.
export const ProjectsTable = () => null;

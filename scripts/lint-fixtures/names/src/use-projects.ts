// Kept: a hook module in kebab-case.
export const useProjects = () => [];

// Broken: a hook module in camelCase.
export const useProjects = () => [];

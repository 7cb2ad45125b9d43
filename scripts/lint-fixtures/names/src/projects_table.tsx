// Broken: snake_case.
export const ProjectsTable = () => null;

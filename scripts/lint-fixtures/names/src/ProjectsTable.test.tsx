// Kept: a test follows its subject.
export const rendered = 'ProjectsTable';

// Broken: its folder is camelCase.
export const part = 1;

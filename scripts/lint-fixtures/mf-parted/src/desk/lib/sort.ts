export const oldestFirst = (values: string[]) => [...values].sort();

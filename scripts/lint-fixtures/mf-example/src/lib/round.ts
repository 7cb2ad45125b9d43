export const round = (value: number) => Math.round(value);

export const money = (cents: number) => (cents / 100).toFixed(2);

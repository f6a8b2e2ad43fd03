// Triplo Seis readings: dice read high to low as a number (6-4-4 reads 644), compared with calls
// (three digits high to low) as numbers.

export const reading = (dice: readonly number[]): number =>
  Number([...dice].sort((a, b) => b - a).join('') || 0);

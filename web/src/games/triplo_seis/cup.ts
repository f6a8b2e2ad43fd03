// Triplo Seis readings and calls: dice read high to low as a number (6-4-4 reads 644), calls are
// three digits high to low, compared as numbers.

export const diceOf = (text: string | null | undefined): number[] =>
  text && /^[1-6](-[1-6])*$/.test(text) ? text.split('-').map(Number) : [];

export const reading = (dice: number[]): number =>
  Number([...dice].sort((a, b) => b - a).join('') || 0);

/** The calls among the legal actions, ascending ("call 532" -> 532). */
export const legalCalls = (legal: string[]): number[] =>
  legal.filter((a) => /^call [1-6]{3}$/.test(a)).map((a) => Number(a.slice(5))).sort((a, b) => a - b);

/** The keep action for the held dice ("keep 4-4", "keep none"). */
export function keepAction(dice: number[], held: Set<number>): string {
  const kept = dice.filter((_, i) => held.has(i)).sort((a, b) => a - b);
  return kept.length ? `keep ${kept.join('-')}` : 'keep none';
}

// The browser's dealer by position against RULES.md §5's worked example, read from the document
// (the engine's test reads the same block): the first six values of each position listed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { positionDice, positionValues } from './dealer';

const rules = readFileSync(new URL('../../../docs/RULES.md', import.meta.url), 'utf8');
const example = rules.split('```duplicate-dice\n')[1]?.split('```')[0] ?? '';

describe('dice by position', () => {
  it('deals the values of the worked example in RULES.md', () => {
    const seed = BigInt(example.match(/^seed (\d+)$/m)![1]);
    const lines = [...example.matchAll(/^round (\d+) throw (\d+): ([1-6 ]+)$/gm)];
    expect(lines.length).toBe(4);
    for (const [, round, t, values] of lines)
      expect(positionValues(seed, Number(round), Number(t), 6)).toEqual(values.trim().split(' ').map(Number));
  });

  it('shows the first k values, sorted, for a throw of k dice', () => {
    const six = positionValues(2026n, 1, 2, 6);
    for (let k = 1; k <= 6; k++) expect(positionDice(2026n, 1, 2, k)).toEqual(six.slice(0, k).sort((a, b) => a - b));
  });
});

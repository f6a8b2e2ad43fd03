// The server names every action with a stable grammar (the games' parse_action reads the same
// text): "throw 2-3-5-6-6", "keep 5-5", "keep none", "score full", Farkle's
// "throw 1-2-3-4-4-5 (farkle)", "keep 1-5", "bank", "roll". The log shows them in the chosen
// language; an action this file does not know is shown as the server wrote it.
import { categoryName, fmt, type Catalogue } from './index';

export type ParsedEvent =
  | { kind: 'throw'; dice: number[]; farkle: boolean }
  | { kind: 'keep'; dice: number[] }
  | { kind: 'score'; category: string }
  | { kind: 'bank' }
  | { kind: 'roll' }
  | { kind: 'other'; text: string };

const diceOf = (text: string): number[] | null =>
  /^[1-6](-[1-6])*$/.test(text) ? text.split('-').map(Number) : null;

export function parseEvent(text: string): ParsedEvent {
  const words = text.trim().split(/\s+/);
  const [verb, arg = '', extra] = words;
  if (verb === 'throw') {
    const dice = diceOf(arg);
    if (dice && (extra === undefined || extra === '(farkle)') && words.length <= 3)
      return { kind: 'throw', dice, farkle: extra === '(farkle)' };
  }
  if (verb === 'keep' && words.length === 2) {
    if (arg === 'none') return { kind: 'keep', dice: [] };
    const dice = diceOf(arg);
    if (dice) return { kind: 'keep', dice };
  }
  if (verb === 'score' && words.length === 2) return { kind: 'score', category: arg };
  if (text === 'bank') return { kind: 'bank' };
  if (text === 'roll') return { kind: 'roll' };
  return { kind: 'other', text };
}

const spaced = (dice: number[]) => dice.join(' ');

/** One log line: who did what, in the chosen language. `family` tells keep from set-aside. */
export function describeEvent(m: Catalogue, game: string, family: 'category' | 'farkle' | 'other',
  text: string, who: string): string {
  const e = parseEvent(text);
  switch (e.kind) {
    case 'throw':
      return fmt(e.farkle ? m.events.threwFarkle : m.events.threw, { who, dice: spaced(e.dice) });
    case 'keep':
      if (family === 'farkle') return fmt(m.events.setAside, { who, dice: spaced(e.dice) });
      return e.dice.length === 0 ? fmt(m.events.keptNone, { who }) : fmt(m.events.kept, { who, dice: spaced(e.dice) });
    case 'score':
      return fmt(m.events.wrote, { who, category: categoryName(m, game, e.category) });
    case 'bank':
      return fmt(m.events.banked, { who });
    case 'roll':
      return fmt(m.events.rolledOn, { who });
    case 'other':
      return `${who}: ${e.text}`;
  }
}

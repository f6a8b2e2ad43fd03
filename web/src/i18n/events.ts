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

/** A choice as a button or a hint names it: "Keep 3 3", "Write Full", "Bank". */
export function actionLabel(m: Catalogue, game: string, family: 'category' | 'farkle' | 'other', text: string): string {
  const e = parseEvent(text);
  switch (e.kind) {
    case 'keep':
      if (family === 'farkle') return fmt(m.actions.setAside, { dice: spaced(e.dice) });
      return e.dice.length === 0 ? m.actions.keepNone : fmt(m.actions.keep, { dice: spaced(e.dice) });
    case 'score':
      return fmt(m.actions.write, { category: categoryName(m, game, e.category) });
    case 'bank':
      return m.actions.bank;
    case 'roll':
      return m.actions.roll;
    default:
      return text;
  }
}

/**
 * Where a decision was taken, as the engine's report says it in English ("round  3, dice
 * 3-3-4-5-6, 2 throws left"; Farkle "turn total 300, throw 1-2-5" or "turn total 300, 4 dice to
 * throw"), told in the chosen language; text of another shape is shown as it came.
 */
export function situationText(m: Catalogue, text: string, throwsLeft: (n: number) => string): string {
  const cat = text.match(/^round\s+(\d+), dice ([1-6](?:-[1-6])*), (\d+) throws? left$/);
  if (cat) return fmt(m.where.category, { round: cat[1], dice: cat[2].split('-').join(' '), left: throwsLeft(Number(cat[3])) });
  const sel = text.match(/^turn total (\d+), throw ([1-6](?:-[1-6])*)$/);
  if (sel) return fmt(m.where.farkleSelect, { total: sel[1], dice: sel[2].split('-').join(' ') });
  const bank = text.match(/^turn total (\d+), (\d+) dice to throw$/);
  if (bank) return fmt(m.where.farkleBank, { total: bank[1], n: bank[2] });
  return text;
}

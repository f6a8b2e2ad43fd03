// The server names every action with a stable grammar (each game's parse_action reads the same
// text back): dice "throw 2-3-5-6-6", "keep 5-5", "score full", Farkle's "(farkle)", "bank",
// "roll"; Buck Dice's "point 4"; Matterhorn's "cross 2 11 row2 1"; Multiplicação's "accept" and
// "refuse"; Flores Amarradas' "bet 6", "stake 30", "cover 9"; Triplo Seis' "believe", "doubt",
// "call 654" and, for those who may not see the dice, "throws 3 dice under the cup" and
// "rethrows 2 dice"; Damma's "d2-c3", "b3xd3xd5", "huff c3", "resign", "offer draw",
// "accept draw". The log tells them in the chosen language; anything else is shown as it came.
import { categoryName, fmt, plural, type Catalogue } from './index';

export type ParsedEvent =
  | { kind: 'throw'; dice: number[]; farkle: boolean }
  | { kind: 'point'; die: number }
  | { kind: 'keep'; dice: number[] | 'all' }
  | { kind: 'score'; category: string }
  | { kind: 'bank' }
  | { kind: 'roll' }
  | { kind: 'cross'; row1: number[]; row2: number[] }
  | { kind: 'accept' }
  | { kind: 'refuse' }
  | { kind: 'amount'; verb: 'bet' | 'stake' | 'cover'; chips: number }
  | { kind: 'believe' }
  | { kind: 'doubt' }
  | { kind: 'call'; call: number }
  | { kind: 'cup-throw'; dice: number }
  | { kind: 'cup-rethrow'; dice: number }
  | { kind: 'move'; from: string; path: string[]; capture: boolean }
  | { kind: 'huff'; square: string }
  | { kind: 'resign' }
  | { kind: 'offer-draw' }
  | { kind: 'accept-draw' }
  | { kind: 'other'; text: string };

const diceOf = (text: string): number[] | null =>
  /^[1-6](-[1-6])*$/.test(text) ? text.split('-').map(Number) : null;

const SQUARE = '[a-e][1-5]';
const countOf = (word: string) => (word === 'nothing' ? 0 : Number(word));

export function parseEvent(text: string): ParsedEvent {
  const t = text.trim();
  const words = t.split(/\s+/);
  const [verb, arg = '', extra] = words;
  if (verb === 'throw') {
    const dice = diceOf(arg);
    if (dice && (extra === undefined || extra === '(farkle)') && words.length <= 3)
      return { kind: 'throw', dice, farkle: extra === '(farkle)' };
  }
  if (verb === 'point' && words.length === 2 && /^[1-6]$/.test(arg)) return { kind: 'point', die: Number(arg) };
  if (verb === 'keep' && words.length === 2) {
    if (arg === 'none') return { kind: 'keep', dice: [] };
    if (arg === 'all') return { kind: 'keep', dice: 'all' };
    const dice = diceOf(arg);
    if (dice) return { kind: 'keep', dice };
  }
  if (verb === 'score' && words.length === 2) return { kind: 'score', category: arg };
  if (verb === 'cross' && words.length > 1) {
    const rows: number[][] = [[], []];
    let row = 0;
    for (const w of words.slice(1)) {
      if (w === 'row2') row = 1;
      else if (/^([1-9]|1[0-2])$/.test(w)) rows[row].push(Number(w));
      else return { kind: 'other', text: t };
    }
    return { kind: 'cross', row1: rows[0], row2: rows[1] };
  }
  if ((verb === 'bet' || verb === 'stake' || verb === 'cover') && words.length === 2 && /^\d+$/.test(arg))
    return { kind: 'amount', verb, chips: Number(arg) };
  if (verb === 'call' && words.length === 2 && /^[1-6]{3}$/.test(arg)) return { kind: 'call', call: Number(arg) };
  let m = t.match(/^throws (\d) dic?e under the cup$/);
  if (m) return { kind: 'cup-throw', dice: Number(m[1]) };
  m = t.match(/^rethrows (nothing|\d) ?(?:dice|die)?$/);
  if (m) return { kind: 'cup-rethrow', dice: countOf(m[1]) };
  m = t.match(new RegExp(`^(${SQUARE})-(${SQUARE})$`));
  if (m) return { kind: 'move', from: m[1], path: [m[2]], capture: false };
  if (new RegExp(`^${SQUARE}(x${SQUARE})+$`).test(t)) {
    const [from, ...path] = t.split('x');
    return { kind: 'move', from, path, capture: true };
  }
  m = t.match(new RegExp(`^huff (${SQUARE})$`));
  if (m) return { kind: 'huff', square: m[1] };
  switch (t) {
    case 'bank': return { kind: 'bank' };
    case 'roll': return { kind: 'roll' };
    case 'accept': return { kind: 'accept' };
    case 'refuse': return { kind: 'refuse' };
    case 'believe': return { kind: 'believe' };
    case 'doubt': return { kind: 'doubt' };
    case 'resign': return { kind: 'resign' };
    case 'offer draw': return { kind: 'offer-draw' };
    case 'accept draw': return { kind: 'accept-draw' };
  }
  return { kind: 'other', text: t };
}

const spaced = (dice: number[]) => dice.join(' ');

/** Damma notation with real dashes and crosses: "d2–c3", "b3×d3×d5". */
export const moveText = (e: { from: string; path: string[]; capture: boolean }) =>
  e.capture ? [e.from, ...e.path].join('×') : `${e.from}–${e.path[0]}`;

function crossText(m: Catalogue, row1: number[], row2: number[]): string {
  if (row2.length === 0) return row1.join(' ');
  return fmt(row1.length ? m.events.crossBothRows : m.events.crossRow2, { row1: row1.join(' '), row2: row2.join(' ') });
}

/** One log line: who did what, in the chosen language. */
export function describeEvent(m: Catalogue, game: string, text: string, who: string): string {
  const e = parseEvent(text);
  switch (e.kind) {
    case 'throw':
      if (e.farkle) return fmt(m.events.threwFarkle, { who, dice: spaced(e.dice) });
      return fmt(game === 'triplo_seis' ? m.events.threwUnderCup : m.events.threw, { who, dice: spaced(e.dice) });
    case 'point':
      return fmt(m.events.threwPoint, { who, die: e.die });
    case 'keep':
      if (e.dice === 'all') return fmt(m.events.keptAll, { who });
      if (game === 'farkle') return fmt(m.events.setAside, { who, dice: spaced(e.dice) });
      return e.dice.length === 0 ? fmt(m.events.keptNone, { who }) : fmt(m.events.kept, { who, dice: spaced(e.dice) });
    case 'score':
      return fmt(m.events.wrote, { who, category: categoryName(m, game, e.category) });
    case 'bank':
      return fmt(m.events.banked, { who });
    case 'roll':
      return fmt(m.events.rolledOn, { who });
    case 'cross':
      return fmt(m.events.crossed, { who, numbers: crossText(m, e.row1, e.row2) });
    case 'accept':
      return fmt(m.events.accepted, { who });
    case 'refuse':
      return fmt(m.events.refused, { who });
    case 'amount':
      return fmt(m.events[e.verb === 'bet' ? 'bet' : e.verb === 'stake' ? 'staked' : 'covered'], { who, n: e.chips });
    case 'believe':
      return fmt(m.events.believed, { who });
    case 'doubt':
      return fmt(m.events.doubted, { who });
    case 'call':
      return fmt(m.events.called, { who, call: e.call });
    case 'cup-throw':
      return plural(m.events.threwHidden, e.dice, { who });
    case 'cup-rethrow':
      return e.dice === 0 ? fmt(m.events.rethrewNothing, { who }) : plural(m.events.rethrew, e.dice, { who });
    case 'move':
      return `${who}: ${moveText(e)}`;
    case 'huff':
      return fmt(m.events.huffed, { who, square: e.square });
    case 'resign':
      return fmt(m.events.resigned, { who });
    case 'offer-draw':
      return fmt(m.events.offeredDraw, { who });
    case 'accept-draw':
      return fmt(m.events.acceptedDraw, { who });
    case 'other':
      return `${who}: ${e.text}`;
  }
}

/** A choice as a button or a hint names it: "Keep 3 3", "Write Full", "Cross 2 11", "d2–c3". */
export function actionLabel(m: Catalogue, game: string, text: string): string {
  const e = parseEvent(text);
  switch (e.kind) {
    case 'keep':
      if (e.dice === 'all') return m.actions.keepAll;
      if (game === 'farkle') return fmt(m.actions.setAside, { dice: spaced(e.dice) });
      return e.dice.length === 0 ? m.actions.keepNone : fmt(m.actions.keep, { dice: spaced(e.dice) });
    case 'score':
      return fmt(m.actions.write, { category: categoryName(m, game, e.category) });
    case 'bank':
      return m.actions.bank;
    case 'roll':
      return m.actions.roll;
    case 'cross':
      return fmt(m.actions.cross, { numbers: crossText(m, e.row1, e.row2) });
    case 'accept':
      return m.actions.accept;
    case 'refuse':
      return m.actions.refuse;
    case 'move':
      return moveText(e);
    case 'huff':
      return fmt(m.actions.huff, { square: e.square });
    default:
      return text;
  }
}

/**
 * Where a decision was taken, as the engine's report says it in English ("round  3, dice
 * 3-3-4-5-6, 2 throws left"; Farkle "turn total 300, throw 1-2-5" or "turn total 300, 4 dice to
 * throw"; Triplo Seis "round 2, P3 holds the cup against 532"), told in the chosen language; text
 * of another shape is shown as it came.
 */
export function situationText(m: Catalogue, text: string, throwsLeft: (n: number) => string,
  nameOf: (seat: number) => string = (s) => `${s + 1}`): string {
  const cat = text.match(/^round\s+(\d+), dice ([1-6](?:-[1-6])*), (\d+) throws? left$/);
  if (cat) return fmt(m.where.category, { round: cat[1], dice: cat[2].split('-').join(' '), left: throwsLeft(Number(cat[3])) });
  const sel = text.match(/^turn total (\d+), throw ([1-6](?:-[1-6])*)$/);
  if (sel) return fmt(m.where.farkleSelect, { total: sel[1], dice: sel[2].split('-').join(' ') });
  const bank = text.match(/^turn total (\d+), (\d+) dice to throw$/);
  if (bank) return fmt(m.where.farkleBank, { total: bank[1], n: bank[2] });
  const cup = text.match(/^round (\d+), P(\d+) holds the cup against (\d+)$/);
  if (cup) return fmt(m.where.cup, { round: cup[1], name: nameOf(Number(cup[2]) - 1), call: cup[3] });
  const dice = text.match(/^(?:round (\d+), )?(?:set aside ([1-6](?:,[1-6])?), )?dice ([1-6](?:-[1-6])*)$/);
  if (dice) return fmt(dice[2] ? m.where.setAside : m.where.dice, { dice: dice[3].split('-').join(' '), kept: (dice[2] ?? '').replace(',', ' ') });
  const move = text.match(/^move (\d+) \((White|Black)\)$/);
  if (move) return fmt(m.where.move, { n: move[1], side: move[2] === 'White' ? m.damma.white : m.damma.black });
  return text === 'decision' ? m.where.decision : text;
}

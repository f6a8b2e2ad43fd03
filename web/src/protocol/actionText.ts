// The server names every action with a stable grammar (each game's parse_action reads the same
// text back): dice "throw 2-3-5-6-6", "keep 5-5", "score full", Farkle's "(farkle)", "bank",
// "roll"; Buck Dice's "point 4"; Matterhorn's "cross 2 11 row2 1"; Multiplicação's "accept" and
// "refuse"; Flores Amarradas' "bet 6", "stake 30", "cover 9"; Triplo Seis' "believe", "doubt",
// "call 654" and, for those who may not see the dice, "throws 3 dice under the cup" and
// "rethrows 2 dice"; Damma's "d2-c3", "b3xd3xd5", "huff c3", "resign", "offer draw",
// "accept draw". This reads that text back into a value; a text of another shape is `other`.
// The state messages' structured moves (`moves`, issue 27 item 4) will replace this reading: each
// game's wording (games/<game>/wording.ts) reads the log and the choices through it, and a few
// readings of the log (games/shared/log.ts, the category and Farkle logic, Damma's line) use it.

export type ParsedAction =
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

export function parseAction(text: string): ParsedAction {
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

export type ActionKind = ParsedAction['kind'];

/** An action of one of the given kinds, or `other`: what a game's wording reads from a text. */
export type ActionOf<K extends ActionKind> = Extract<ParsedAction, { kind: K | 'other' }>;

/** Reads an action and keeps it only if it is of one of a game's kinds (else it is `other`). */
export function actionOf<K extends ActionKind>(text: string, kinds: readonly K[]): ActionOf<K> {
  const a = parseAction(text);
  return ((kinds as readonly ActionKind[]).includes(a.kind) ? a : { kind: 'other', text: text.trim() }) as ActionOf<K>;
}

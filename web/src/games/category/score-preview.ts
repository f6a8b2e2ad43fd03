// What the dice would score in each category right now, for the player's card: the numbers the
// table shows next to every open category on the player's turn (and the zero that asks for a
// confirmation). Mirrors the engine's Scorer (plain score, served bonus, Double Generala, the
// Yahtzee joker and bonus); score-preview.test.ts holds it to `cubilete score`.
import type { CategoryDef, CategoryRules } from './categories';
import { diceKey } from './categories';

export type Card = Record<string, number | null>;

export interface Preview {
  points: number;
  bonus: number;
  fits: boolean;
}

const countsOf = (dice: number[]) => {
  const c = [0, 0, 0, 0, 0, 0];
  for (const d of dice) c[d - 1]++;
  return c;
};
const highestWith = (c: number[], n: number) => {
  for (let f = 6; f >= 1; f--) if (c[f - 1] >= n) return f;
  return 0;
};
const hasRun = (c: number[], length: number) => {
  let run = 0;
  for (const x of c) {
    run = x > 0 ? run + 1 : 0;
    if (run >= length) return true;
  }
  return false;
};

/** The score of the dice in one category on an empty card: whether they fit and the points. */
export function plainScore(rules: CategoryRules, def: CategoryDef, dice: number[]): { fits: boolean; points: number } {
  const c = countsOf(dice);
  const sum = dice.reduce((a, b) => a + b, 0);
  const most = Math.max(...c);
  const n = dice.length;
  const pointsFor = (face: number) =>
    def.points === 'fixed' ? def.value : def.points === 'sum' ? sum : face * def.value;
  const yes = (face = 0) => ({ fits: true, points: pointsFor(face) });
  const no = { fits: false, points: 0 };
  switch (def.pattern) {
    case 'number': {
      const count = c[def.param - 1];
      return { fits: count > 0 || rules.numberFitsWithoutDie, points: def.param * count };
    }
    case 'sum': return yes();
    case 'of_a_kind': {
      const face = highestWith(c, def.param);
      if (!face) return no;
      if (def.param === 4 && most === 5 && n === 5 && !rules.fiveKindIsFour) return no;
      return yes(face);
    }
    case 'full_house': {
      const fullHouse = c.includes(3) && c.includes(2);
      return fullHouse || (most === n && rules.fiveKindIsFull) ? yes() : no;
    }
    case 'five_of_a_kind':
    case 'double_five': return most === n ? yes() : no;
    case 'exact_set': return def.sets.includes(diceKey(dice)) ? yes() : no;
    case 'run': return hasRun(c, def.param) ? yes() : no;
    case 'pair': {
      const face = highestWith(c, 2);
      return face ? yes(face) : no;
    }
    case 'two_pairs': {
      let pairs = 0;
      let total = 0;
      for (let f = 6; f >= 1 && pairs < 2; f--) if (c[f - 1] >= 2) { pairs++; total += 2 * f; }
      return pairs === 2 ? { fits: true, points: total } : no;
    }
    case 'crag': return sum === 13 && most >= 2 ? yes() : no;
    case 'thirteen': return sum === 13 ? yes() : no;
  }
}

const used = (card: Card, key: string | null) => key !== null && card[key] !== null && card[key] !== undefined;

/** What writing the dice into `def` now would give (points, Yahtzee bonus) for this card. */
export function scoreNow(rules: CategoryRules, card: Card, def: CategoryDef, dice: number[], served: boolean): Preview {
  const plain = plainScore(rules, def, dice);
  let points = plain.points + (served && def.served && plain.fits ? rules.servedBonus : 0);
  const fiveKind = dice.length === rules.dice && new Set(dice).size === 1;
  const generalaHolds = used(card, rules.fiveKindKey) && (card[rules.fiveKindKey!] ?? 0) > 0;
  if (def.pattern === 'double_five' && !generalaHolds) points = 0;
  const joker = rules.joker !== 'none' && fiveKind && used(card, rules.fiveKindKey);
  if (joker) {
    const ownFilled = used(card, String(dice[0]));
    if ((rules.joker === 'forced' || ownFilled) && (def.pattern === 'full_house' || def.pattern === 'run'))
      points = def.value;
  }
  const bonus = rules.yahtzeeBonus > 0 && fiveKind && generalaHolds ? rules.yahtzeeBonus : 0;
  return { points, bonus, fits: plain.fits };
}

/** Every open category's preview for the player's card and dice. */
export function previewAll(rules: CategoryRules, card: Card, dice: number[], served: boolean): Map<string, Preview> {
  const out = new Map<string, Preview>();
  for (const def of rules.categories)
    if (!used(card, def.key)) out.set(def.key, scoreNow(rules, card, def, dice, served));
  return out;
}

// The categories of each category game, in card order, with how each one scores: the browser
// needs the order (the view's card is a JSON object, whose keys arrive sorted) and shows on the
// player's turn what the dice would score in every open category. The definitions follow
// src/games/category/category_rules.cpp; score-preview.test.ts checks every hand against
// `cubilete score`.

export type Pattern =
  | 'number' | 'sum' | 'of_a_kind' | 'full_house' | 'five_of_a_kind' | 'double_five'
  | 'exact_set' | 'run' | 'pair' | 'two_pairs' | 'crag' | 'thirteen';
export type Points = 'fixed' | 'sum' | 'face_times';

export interface CategoryDef {
  key: string;
  pattern: Pattern;
  param: number;
  points: Points;
  value: number;
  served: boolean;
  sets: string[];
  upper: boolean;
}

export interface CategoryRules {
  game: string;
  dice: number;
  throws: number;
  categories: CategoryDef[];
  servedBonus: number;
  fiveKindIsFour: boolean;
  fiveKindIsFull: boolean;
  numberFitsWithoutDie: boolean;
  upperBonus: number;
  upperThreshold: number;
  yahtzeeBonus: number;
  joker: 'forced' | 'free' | 'none';
  scratchAny: boolean;
  fiveKindKey: string | null;
  doubleKey: string | null;
}

export const CATEGORY_GAMES = ['general', 'generala', 'crag', 'yahtzee', 'yatzy'] as const;

export function isCategoryGame(game: string): boolean {
  return (CATEGORY_GAMES as readonly string[]).includes(game);
}

const cat = (key: string, pattern: Pattern, param: number, points: Points, value: number,
  extra: Partial<CategoryDef> = {}): CategoryDef =>
  ({ key, pattern, param, points, value, served: false, sets: [], upper: false, ...extra });

const numbers = (order: number[]) =>
  order.map((f) => cat(String(f), 'number', f, 'face_times', 1, { upper: true }));

/** A multiset of dice as the engine names it: sorted values joined by "-". */
export const diceKey = (values: number[]) => [...values].sort((a, b) => a - b).join('-');

const opt = (rules: Record<string, string>, key: string, fallback: string) => rules[key] ?? fallback;
const bool = (rules: Record<string, string>, key: string, fallback: boolean) =>
  opt(rules, key, String(fallback)) === 'true';
const int = (rules: Record<string, string>, key: string, fallback: number) =>
  Number(opt(rules, key, String(fallback)));

/** The resolved rules of a category game from the room's rule options (strings, as the server sends them). */
export function categoryRules(game: string, rules: Record<string, string>): CategoryRules {
  const base: CategoryRules = {
    game, dice: 5, throws: 3, categories: [], servedBonus: 0, fiveKindIsFour: true,
    fiveKindIsFull: false, numberFitsWithoutDie: true, upperBonus: 0, upperThreshold: 0,
    yahtzeeBonus: 0, joker: 'none', scratchAny: opt(rules, 'scratch', 'when_nothing_fits') === 'any',
    fiveKindKey: null, doubleKey: null,
  };
  const variants = {
    servedBonus: int(rules, 'served_bonus', 5),
    fiveKindIsFour: bool(rules, 'five_kind_is_four', true),
    fiveKindIsFull: bool(rules, 'five_kind_is_full', false),
  };
  switch (game) {
    case 'general':
      return {
        ...base, ...variants, fiveKindKey: 'G',
        categories: [
          ...numbers([1, 2, 3, 4, 5, 6]),
          cat('S', 'exact_set', 0, 'fixed', 20, { served: true, sets: ['1-2-3-4-5', '2-3-4-5-6'] }),
          cat('F', 'full_house', 0, 'fixed', 30, { served: true }),
          cat('Q', 'of_a_kind', 4, 'fixed', 40, { served: true }),
          cat('G', 'five_of_a_kind', 0, 'fixed', 50),
          cat('X', 'sum', 0, 'sum', 0),
        ],
      };
    case 'generala': {
      const sets = ['1-2-3-4-5', '2-3-4-5-6'];
      if (bool(rules, 'straight_wraps', false)) sets.push('1-3-4-5-6', '1-2-4-5-6', '1-2-3-5-6', '1-2-3-4-6');
      if (bool(rules, 'straight_one_as_two', false)) sets.push('1-1-3-4-5', '1-3-4-5-6');
      const double = int(rules, 'double_generala', 0);
      return {
        ...base, ...variants, scratchAny: opt(rules, 'scratch', 'any') === 'any',
        fiveKindKey: 'generala', doubleKey: double > 0 ? 'double' : null,
        categories: [
          ...numbers([1, 2, 3, 4, 5, 6]),
          cat('escalera', 'exact_set', 0, 'fixed', 20, { served: true, sets }),
          cat('full', 'full_house', 0, 'fixed', 30, { served: true }),
          cat('poker', 'of_a_kind', 4, 'fixed', 40, { served: true }),
          cat('generala', 'five_of_a_kind', 0, 'fixed', int(rules, 'generala_points', 60)),
          ...(double > 0 ? [cat('double', 'double_five', 0, 'fixed', double)] : []),
        ],
      };
    }
    case 'crag':
      return {
        ...base, dice: 3, throws: 2, numberFitsWithoutDie: false,
        categories: [
          cat('crag', 'crag', 0, 'fixed', 50),
          cat('thirteen', 'thirteen', 0, 'fixed', 26),
          cat('high_straight', 'exact_set', 0, 'fixed', 20, { sets: ['4-5-6'] }),
          cat('low_straight', 'exact_set', 0, 'fixed', 20, { sets: ['1-2-3'] }),
          cat('even_straight', 'exact_set', 0, 'fixed', 20, { sets: ['2-4-6'] }),
          cat('odd_straight', 'exact_set', 0, 'fixed', 20, { sets: ['1-3-5'] }),
          cat('three_kind', 'of_a_kind', 3, 'fixed', 25),
          ...numbers([6, 5, 4, 3, 2, 1]),
        ],
      };
    case 'yahtzee': {
      const joker = opt(rules, 'joker', 'forced');
      return {
        ...base, upperBonus: 35, upperThreshold: 63, yahtzeeBonus: int(rules, 'yahtzee_bonus', 100),
        joker: joker === 'free' || joker === 'none' ? joker : 'forced', fiveKindKey: 'yahtzee',
        categories: [
          ...numbers([1, 2, 3, 4, 5, 6]),
          cat('three_kind', 'of_a_kind', 3, 'sum', 0),
          cat('four_kind', 'of_a_kind', 4, 'sum', 0),
          cat('full_house', 'full_house', 0, 'fixed', 25),
          cat('small_straight', 'run', 4, 'fixed', 30),
          cat('large_straight', 'run', 5, 'fixed', 40),
          cat('yahtzee', 'five_of_a_kind', 0, 'fixed', 50),
          cat('chance', 'sum', 0, 'sum', 0),
        ],
      };
    }
    case 'yatzy':
      return {
        ...base, upperBonus: 50, upperThreshold: 63, fiveKindKey: 'yatzy',
        categories: [
          ...numbers([1, 2, 3, 4, 5, 6]),
          cat('pair', 'pair', 0, 'face_times', 2),
          cat('two_pairs', 'two_pairs', 0, 'sum', 0),
          cat('three_kind', 'of_a_kind', 3, 'face_times', 3),
          cat('four_kind', 'of_a_kind', 4, 'face_times', 4),
          cat('small_straight', 'exact_set', 0, 'fixed', 15, { sets: ['1-2-3-4-5'] }),
          cat('large_straight', 'exact_set', 0, 'fixed', 20, { sets: ['2-3-4-5-6'] }),
          cat('full_house', 'full_house', 0, 'sum', 0),
          cat('chance', 'sum', 0, 'sum', 0),
          cat('yatzy', 'five_of_a_kind', 0, 'fixed', 50),
        ],
      };
    default:
      throw new Error(`not a category game: ${game}`);
  }
}

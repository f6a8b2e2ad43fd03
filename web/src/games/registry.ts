// Which table draws which game, and the few facts about a game the room page needs before its
// table is drawn (whether a hint makes sense now). Every game of `cubilete games` has a table.
import { isCategoryGame } from './category/categories';

export type Family =
  | 'category' | 'farkle' | 'race' | 'multiplicacao' | 'buck_dice' | 'ataque_yankee' | 'flores' | 'triplo' | 'damma';

const FAMILY_OF: Record<string, Family> = {
  farkle: 'farkle',
  centenario: 'race',
  matterhorn: 'race',
  multiplicacao: 'multiplicacao',
  buck_dice: 'buck_dice',
  ataque_yankee: 'ataque_yankee',
  flores_amarradas: 'flores',
  triplo_seis: 'triplo',
  damma: 'damma',
};

export function familyOf(game: string): Family | null {
  if (isCategoryGame(game)) return 'category';
  return FAMILY_OF[game] ?? null;
}

export const playableInBrowser = (game: string) => familyOf(game) !== null;

/**
 * Whether asking the advisor makes sense for the seat to move now: not before a throw the person
 * makes by hand, Triplo Seis only while choosing what to keep under the cup (the exact chances),
 * and the Damma engine only in games against bots (the server refuses it between people).
 */
export function hintMakesSense(game: string, view: unknown, legal: string[], hasBot: boolean): boolean {
  if (legal.length === 0 || (legal.length === 1 && legal[0] === 'throw')) return false;
  const v = view as { phase?: string } | null;
  if (game === 'triplo_seis') return v?.phase === 'keep';
  if (game === 'damma') return hasBot;
  return true;
}

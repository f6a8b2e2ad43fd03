// Which table draws which game. Part 1 draws the category games and Farkle; each further family
// (the three-dice games, Flores Amarradas, Triplo Seis, Damma) adds its folder and one line here
// and in tables.ts.
import { isCategoryGame } from './category/categories';

export type Family = 'category' | 'farkle' | 'other';

export function familyOf(game: string): Family {
  if (isCategoryGame(game)) return 'category';
  if (game === 'farkle') return 'farkle';
  return 'other';
}

export const PLAYABLE_FAMILIES: ReadonlySet<Family> = new Set<Family>(['category', 'farkle']);

export const playableInBrowser = (game: string) => PLAYABLE_FAMILIES.has(familyOf(game));

// The category games' cards by game id: each game's names of its boxes in every language, as the
// engine writes them (src/games/category/category_rules.cpp, generated into words.json). Each
// language names the boxes in its own words, so a Brazilian playing the Argentine Generala, or
// anyone in English, reads what each box is; only a game's own name stays (General, Generala,
// Yahtzee, Yatzy, Crag).
import type { Lang } from '../../i18n';
import { GAME_WORDS, type InEveryLang } from '../about';

export type CardNames = Record<string, InEveryLang>;

/** The card of every game that has one. */
export const CARDS: Readonly<Record<string, CardNames>> = Object.assign(
  Object.create(null),
  Object.fromEntries(Object.entries(GAME_WORDS).flatMap(([game, w]) => (w.words?.card ? [[game, w.words.card]] : []))),
);

/** A category by its card's name in the language; a key the card does not name, as it is. */
export const categoryName = (card: CardNames | undefined, lang: Lang, key: string): string => card?.[key]?.[lang] ?? key;

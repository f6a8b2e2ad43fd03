// The category games' cards by game id: each game's names of its categories in every language
// (general.ts, generala.ts, crag.ts, yahtzee.ts, yatzy.ts). Decided on purpose:
// each language names the boxes of the card in its own words, so a Brazilian playing the Argentine
// Generala, or anyone in English, reads what each box is; only the game's own name stays (the
// "General" and "Generala" boxes, as Yahtzee keeps "Yahtzee"):
// - pt-BR: General as Brazilians play it (Jogada do 1 … Jogada aleatória); Generala in the same
//   Brazilian words (Sequência, Full-hand, Quadra) and "Generala", "Generala dupla".
// - es-AR: Generala as Argentines play it (Uno … Seis, Escalera, Full, Póker, Generala, Doble
//   Generala); General in the same Argentine words, and "General".
// - en: the English words of Yahtzee (Ones, Straight, Full house, Four of a kind), "General",
//   "Generala", "Double Generala", and "Chance" for General's free box.
// The translated rules of both games use the same names as the card.
import type { Lang, Translations } from '../../i18n';
import { CRAG_CARD } from './crag';
import { GENERAL_CARD } from './general';
import { GENERALA_CARD } from './generala';
import { YAHTZEE_CARD } from './yahtzee';
import { YATZY_CARD } from './yatzy';

export type CardNames = Translations<Record<string, string>>;

export const CARDS: Record<string, CardNames> = {
  general: GENERAL_CARD, generala: GENERALA_CARD, crag: CRAG_CARD, yahtzee: YAHTZEE_CARD, yatzy: YATZY_CARD,
};

/** A category by its card's name in the language; a key the card does not name, as it is. */
export const categoryName = (card: CardNames | undefined, lang: Lang, key: string): string => card?.[lang][key] ?? key;

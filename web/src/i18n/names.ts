// The category names of the two national games, by interface language (decided on purpose, issue
// 26 item 9). Each language names the boxes of the card in its own words, so a Brazilian playing
// the Argentine Generala, or anyone in English, reads what each box is; only the game's own name
// stays (the "General" and "Generala" boxes, as Yahtzee keeps "Yahtzee"):
// - pt-BR: General as Brazilians play it (Jogada do 1 … Jogada aleatória); Generala in the same
//   Brazilian words (Sequência, Full-hand, Quadra) and "Generala", "Generala dupla".
// - es-AR: Generala as Argentines play it (Uno … Seis, Escalera, Full, Póker, Generala, Doble
//   Generala); General in the same Argentine words, and "General".
// - en: the English words of Yahtzee (Ones, Straight, Full house, Four of a kind), "General",
//   "Generala", "Double Generala", and "Chance" for General's free box.
// The rules texts of both games (games.general/generala.rules in en.ts, pt.ts, es.ts) use the same
// names as the card.
export const GENERAL_CATEGORIES: Record<string, string> = {
  '1': 'Jogada do 1', '2': 'Jogada do 2', '3': 'Jogada do 3', '4': 'Jogada do 4', '5': 'Jogada do 5',
  '6': 'Jogada do 6', S: 'Sequência', F: 'Full-hand', Q: 'Quadra', G: 'General', X: 'Jogada aleatória',
};

export const GENERALA_CATEGORIES: Record<string, string> = {
  '1': 'Uno', '2': 'Dos', '3': 'Tres', '4': 'Cuatro', '5': 'Cinco', '6': 'Seis',
  escalera: 'Escalera', full: 'Full', poker: 'Póker', generala: 'Generala', double: 'Doble Generala',
};

/** General in Argentine words (es-AR). */
export const GENERAL_CATEGORIES_ES: Record<string, string> = {
  '1': 'Uno', '2': 'Dos', '3': 'Tres', '4': 'Cuatro', '5': 'Cinco', '6': 'Seis',
  S: 'Escalera', F: 'Full', Q: 'Póker', G: 'General', X: 'Chance',
};

/** Generala in Brazilian words (pt-BR). */
export const GENERALA_CATEGORIES_PT: Record<string, string> = {
  '1': 'Jogada do 1', '2': 'Jogada do 2', '3': 'Jogada do 3', '4': 'Jogada do 4', '5': 'Jogada do 5',
  '6': 'Jogada do 6', escalera: 'Sequência', full: 'Full-hand', poker: 'Quadra', generala: 'Generala',
  double: 'Generala dupla',
};

/** General in English. */
export const GENERAL_CATEGORIES_EN: Record<string, string> = {
  '1': 'Ones', '2': 'Twos', '3': 'Threes', '4': 'Fours', '5': 'Fives', '6': 'Sixes',
  S: 'Straight', F: 'Full house', Q: 'Four of a kind', G: 'General', X: 'Chance',
};

/** Generala in English. */
export const GENERALA_CATEGORIES_EN: Record<string, string> = {
  '1': 'Ones', '2': 'Twos', '3': 'Threes', '4': 'Fours', '5': 'Fives', '6': 'Sixes',
  escalera: 'Straight', full: 'Full house', poker: 'Four of a kind', generala: 'Generala', double: 'Double Generala',
};

/** Names of languages, each in its own language (the switch shows them so). */
export const LANGUAGE_NAMES = { 'pt-BR': 'Português (Brasil)', 'es-AR': 'Español (Argentina)', en: 'English' } as const;
export type Lang = keyof typeof LANGUAGE_NAMES;
export const LANGS = Object.keys(LANGUAGE_NAMES) as Lang[];

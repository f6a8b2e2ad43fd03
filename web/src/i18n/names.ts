// Category names that stay in their country's words whatever the interface language: General is
// played with Portuguese names, Generala with Argentine ones (the players call them so).
export const GENERAL_CATEGORIES: Record<string, string> = {
  '1': 'Jogada do 1', '2': 'Jogada do 2', '3': 'Jogada do 3', '4': 'Jogada do 4', '5': 'Jogada do 5',
  '6': 'Jogada do 6', S: 'Sequência', F: 'Full-hand', Q: 'Quadra', G: 'General', X: 'Jogada aleatória',
};

export const GENERALA_CATEGORIES: Record<string, string> = {
  '1': 'Uno', '2': 'Dos', '3': 'Tres', '4': 'Cuatro', '5': 'Cinco', '6': 'Seis',
  escalera: 'Escalera', full: 'Full', poker: 'Póker', generala: 'Generala', double: 'Doble Generala',
};

/** Names of languages, each in its own language (the switch shows them so). */
export const LANGUAGE_NAMES = { 'pt-BR': 'Português (Brasil)', 'es-AR': 'Español (Argentina)', en: 'English' } as const;
export type Lang = keyof typeof LANGUAGE_NAMES;
export const LANGS = Object.keys(LANGUAGE_NAMES) as Lang[];

// The app's languages: their tags and their names, each in its own language (the switch shows them so).
export const LANGUAGE_NAMES = { 'pt-BR': 'Português (Brasil)', 'es-AR': 'Español (Argentina)', en: 'English' } as const;
export type Lang = keyof typeof LANGUAGE_NAMES;
export const LANGS = Object.keys(LANGUAGE_NAMES) as Lang[];

// Languages: the catalogues, the choice (the browser's language unless the person switched, and
// the switch is remembered), and the two helpers every component uses: fmt and plural.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { en, type Catalogue } from './en';
import { es } from './es';
import { pt } from './pt';
import { LANGS, type Lang } from './names';

export { LANGS, LANGUAGE_NAMES, type Lang } from './names';
export type { Catalogue } from './en';

export const CATALOGUES: Record<Lang, Catalogue> = { 'pt-BR': pt, 'es-AR': es, en };

const STORAGE_KEY = 'cubilete.lang';

/** The best of our languages for a list of browser languages (navigator.languages). */
export function pickLanguage(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('pt')) return 'pt-BR';
    if (lower.startsWith('es')) return 'es-AR';
    if (lower.startsWith('en')) return 'en';
  }
  return 'en';
}

export function initialLanguage(storage: Pick<Storage, 'getItem'> | null, preferred: readonly string[]): Lang {
  const saved = storage?.getItem(STORAGE_KEY);
  return saved && (LANGS as string[]).includes(saved) ? (saved as Lang) : pickLanguage(preferred);
}

export function rememberLanguage(storage: Pick<Storage, 'setItem'> | null, lang: Lang): void {
  try {
    storage?.setItem(STORAGE_KEY, lang);
  } catch {
    // storage may be full or forbidden (private mode): the switch still works for this visit
  }
}

/** Fills {name} placeholders; a missing parameter stays visible rather than vanishing. */
export function fmt(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole);
}

export type Plural = { one: string; other: string };

export function plural(forms: Plural, n: number, params: Record<string, string | number> = {}): string {
  return fmt(n === 1 ? forms.one : forms.other, { n, ...params });
}

/** Numbers as the language writes them (10.000 in Portuguese and Spanish, 10,000 in English). */
export function number(lang: Lang, n: number, digits = 0): string {
  return n.toLocaleString(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export interface I18n {
  lang: Lang;
  m: Catalogue;
  setLang(lang: Lang): void;
}

export const I18nContext = createContext<I18n>({ lang: 'en', m: en, setLang: () => {} });

export const useI18n = () => useContext(I18nContext);

/** A server error in the person's language: by its stable code, the English text as a detail. */
/** A seat as people see it: its person's name, else "Seat N" or "Bot N"; chance for null. */
// Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their
// presentation forms).
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** A person's text set inside a sentence: a name in a right-to-left script is isolated (U+2068 …
 * U+2069), so it does not reorder the words and brackets around it; other text is left as it is. */
export function isolated(text: string): string {
  return RTL.test(text) ? `\u2068${text}\u2069` : text;
}

export function seatName(m: Catalogue, seats: readonly { name: string | null; bot: string | null }[],
  seat: number | null): string {
  if (seat === null) return m.events.chance;
  const s = seats[seat];
  // a seat nobody named comes as null: named here, in the language
  if (s?.name) return isolated(s.name);
  return fmt(s?.bot ? m.room.botName : m.room.seatName, { n: seat + 1 });
}

export function errorText(m: Catalogue, code: string, message = ''): string {
  const template = m.errors[code] ?? m.errors.unknown;
  return fmt(template, { message });
}

export function gameName(m: Catalogue, id: string, fallback?: string): string {
  return m.games[id]?.name ?? fallback ?? id;
}

export function categoryName(m: Catalogue, game: string, key: string): string {
  return m.categories[game]?.[key] ?? key;
}

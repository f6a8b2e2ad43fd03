// Languages for components: the chosen language and its catalogue in a context, the texts of one
// domain or game in that language, and the helpers every component uses.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { CATALOGUES, type Catalogue } from './catalogue';
import { fmt, isolated } from './format';
import type { Lang } from './langs';
import type { Translations } from './translations';

export { CATALOGUES, type Catalogue } from './catalogue';
export { LANGS, LANGUAGE_NAMES, type Lang } from './langs';
export { initialLanguage, pickLanguage, rememberLanguage } from './choice';
export { fmt, isolated, number, plural, type Plural } from './format';
export type { Translations } from './translations';

export interface I18n {
  lang: Lang;
  m: Catalogue;
  setLang(lang: Lang): void;
}

export const I18nContext = createContext<I18n>({ lang: 'en', m: CATALOGUES.en, setLang: () => {} });

export const useI18n = () => useContext(I18nContext);

/** A game's (or a domain's) own texts in the chosen language. */
export function useStrings<T>(texts: Translations<T>): T {
  return texts[useI18n().lang];
}

/** A seat as people see it: its person's name, else "Player N" or "Bot N"; the dice for null. */
export function seatName(m: Catalogue, seats: readonly { name: string | null; bot?: string | null }[],
  seat: number | null): string {
  if (seat === null) return m.room.theDice;
  const s = seats[seat];
  // a seat nobody named comes as null: named here, in the language
  if (s?.name) return isolated(s.name);
  return fmt(s?.bot ? m.room.botName : m.room.seatName, { n: seat + 1 });
}

/** A bot as people see it: its name and level in the language ("Guloso (bom)"), whatever settings
 * follow its id ("alphabeta:depth=6"); the id itself where this app has no name for it yet. */
export function botLabel(m: Catalogue, bot: string): string {
  const id = bot.split(':')[0];
  return m.lobby.bots[id] ?? (id || m.lobby.seatBot);
}

/** A server error in the person's language: by its stable code, the English text as a detail. */
export function errorText(m: Catalogue, code: string, message = ''): string {
  const template = m.errors[code] ?? m.errors.unknown;
  return fmt(template, { message });
}

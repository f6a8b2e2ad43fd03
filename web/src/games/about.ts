// A game's name, summary and rules. The engine's English is the one source (`cubilete rules GAME`,
// and GET /api/games carries it); each game's folder holds its faithful translations into pt-BR and
// es-AR, with the fingerprint of the English they translate. When the engine's English changes, a
// translation of the old text would tell other rules: the English is shown instead (marked as
// English) until the translation is brought up to date, and the browser tests say which game.
import type { Lang } from '../i18n';
import type { GameInfo } from '../protocol/types';

export interface About {
  name: string;
  summary: string;
  /** Paragraphs separated by "\n". */
  rules: string;
}

export type TranslatedLang = Exclude<Lang, 'en'>;

export type AboutTranslations = {
  /** fingerprint() of the English these are translations of. */
  translates: string;
} & Record<TranslatedLang, About>;

/** A game's texts as shown: `lang` is the language they are in (English where no translation fits). */
export interface ShownAbout extends About {
  lang: Lang;
  /** The fingerprint of the server's English, where a translation fell behind it. */
  untranslated?: string;
}

/** FNV-1a (32 bits) over the three texts: enough to notice that the English moved on. */
export function fingerprint(about: About): string {
  const text = `${about.name}\n${about.summary}\n${about.rules}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/**
 * A game's texts in a language: the server's English (`info`), or its translation if the game has
 * one for the language and it translates that English. Before the server's list has arrived a
 * translation is taken as it is, and English falls back to the id.
 */
export function aboutGame(lang: Lang, id: string, info: GameInfo | undefined, translations: AboutTranslations | undefined): ShownAbout {
  const english: About | undefined = info && { name: info.name, summary: info.summary, rules: info.rules ?? '' };
  if (lang !== 'en' && translations) {
    if (!english) return { ...translations[lang], lang };
    const source = fingerprint(english);
    if (source === translations.translates) return { ...translations[lang], lang };
    return { ...english, lang: 'en', untranslated: source };
  }
  return english ? { ...english, lang: 'en' } : { name: id, summary: '', rules: '', lang: 'en' };
}

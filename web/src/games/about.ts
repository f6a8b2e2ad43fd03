// A game's name, summary and rules in the app's language. They are written once, in every
// language, in the engine's C++ (src/games/<family>/, `cubilete rules GAME --lang LANG`), and
// generated into protocol/generated/words.json, which the app carries; a game this app does not
// know (a newer server) shows the server's English (GET /api/games).
import type { Lang } from '../i18n';
import type { GameInfo } from '../protocol/generated/contract';
import generated from '../protocol/generated/words.json';

export interface About {
  name: string;
  summary: string;
  /** Paragraphs separated by "\n". */
  rules: string;
}

/** A game's texts as shown: `lang` is the language they are in. */
export interface ShownAbout extends About {
  lang: Lang;
}

/** A text in every language. */
export type InEveryLang = Record<Lang, string>;

export interface GameWords {
  name: string;
  summary: InEveryLang;
  rules: InEveryLang;
  /** Word groups by key (a category card's boxes: `words.card.full`). */
  words?: Record<string, Record<string, InEveryLang>>;
}

/** Every game's words as the engine writes them, by game id. */
export const GAME_WORDS: Readonly<Record<string, GameWords>> = Object.assign(Object.create(null), generated.games);

/** What every dice game says of a throw and a keep, and where a decision on the dice was taken, as the engine writes it. */
export const DICE_MOVE_WORDS: Readonly<Record<'threw' | 'kept' | 'keptNone' | 'keep' | 'keepNone' | 'whereDice' | 'whereSetAside', InEveryLang>> =
  generated.dice;

/** A game's texts in a language: the engine's own, else the server's English, else the id. */
export function aboutGame(lang: Lang, id: string, info: GameInfo | undefined): ShownAbout {
  const words = GAME_WORDS[id];
  if (words) return { name: words.name, summary: words.summary[lang], rules: words.rules[lang], lang };
  if (info) return { name: info.name, summary: info.summary, rules: info.rules, lang: 'en' };
  return { name: id, summary: '', rules: '', lang: 'en' };
}

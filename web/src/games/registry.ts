// Every game this app has a table for, by the server's game id (`cubilete games`), and what the
// room page asks of a game before its table is drawn.
import type { Catalogue, Lang } from '../i18n';
import { pointsMeasure, type Measure } from '../components/measure';
import type { GameInfo } from '../protocol/types';
import { aboutGame, type ShownAbout } from './about';
import type { GameUi } from './game-ui';
import { PLAIN_WORDING, type MoveWording } from './wording';
import { ataque_yankee } from './ataque_yankee';
import { buck_dice } from './buck_dice';
import { crag, general, generala, yahtzee, yatzy } from './category';
import { damma } from './damma';
import { farkle } from './farkle';
import { flores_amarradas } from './flores_amarradas';
import { multiplicacao } from './multiplicacao';
import { centenario, matterhorn } from './race';
import { triplo_seis } from './triplo_seis';

const GAMES: Record<string, GameUi> = {
  general, generala, crag, yahtzee, yatzy, farkle, centenario, matterhorn, multiplicacao, buck_dice, ataque_yankee,
  flores_amarradas, triplo_seis, damma,
};

/** The game's table and words, or null for a game this app does not know (a newer server). */
export const gameUi = (game: string): GameUi | null => GAMES[game] ?? null;

export const playableInBrowser = (game: string) => game in GAMES;

/** Its actions in words; a game this app does not know shows them as they came. */
export const wordingOf = (game: string): MoveWording => GAMES[game]?.wording ?? PLAIN_WORDING;

/** How its advisor measures a choice: expected points unless the game says otherwise. */
export const measureOf = (game: string, m: Catalogue, lang: Lang): Measure =>
  GAMES[game]?.measure?.(m, lang) ?? pointsMeasure(m, lang);

/** Its name, summary and rules in the language (the server's English where no translation fits). */
export const aboutOf = (lang: Lang, game: string, info?: GameInfo): ShownAbout =>
  aboutGame(lang, game, info, GAMES[game]?.about);

/** A rule option's label in the language: the game's own, else the server's English description. */
export const optionLabel = (lang: Lang, game: string, opt: { key: string; description: string }): string =>
  GAMES[game]?.options?.(lang)[opt.key] ?? opt.description;

/** A choice of a rule option in words ("scratch.any"), else the value as it is. */
export const optionChoiceLabel = (lang: Lang, game: string, key: string, value: string): string =>
  GAMES[game]?.options?.(lang)[`${key}.${value}`] ?? value;

/**
 * Whether asking the advisor makes sense for the seat to move now: not before a throw the person
 * makes by hand, only where the game wants it in this view (Triplo Seis while keeping), and where
 * the server refuses advice between people only in games against bots.
 */
export function hintMakesSense(game: string, view: unknown, legal: string[], hasBot: boolean): boolean {
  if (legal.length === 0 || (legal.length === 1 && legal[0] === 'throw')) return false;
  const ui = GAMES[game];
  if (ui?.hintNow && !ui.hintNow(view)) return false;
  if (ui?.adviceAgainstBotsOnly) return hasBot;
  return true;
}

/// <reference types="vite/client" />
// Every game this app has a table for, by the server's game id (`cubilete games`), and what the
// room page asks of a game before its table is drawn.
import type { Catalogue, Lang } from '../i18n';
import { pointsMeasure, type Measure } from '../components/measure';
import type { GameInfo } from '../protocol/generated/contract';
import type { RoomState } from '../state/room';
import { aboutGame, type ShownAbout } from './about';
import type { GameUi } from './game-ui';
import { PLAIN_WORDING, type MoveWording } from './wording';

// Each folder of games says which games it draws (its index.ts's `games`): adding a game is a
// folder of its own, or an entry in its folder's list, and nothing here.
const folders = import.meta.glob<Record<string, GameUi>>('./*/index.ts', { eager: true, import: 'games' });
// No prototype: an id such as "toString" is no game.
const GAMES: Record<string, GameUi> = Object.assign(Object.create(null), ...Object.values(folders));

/** The ids of every game this app draws. */
export const gamesDrawn = (): string[] => Object.keys(GAMES);

/** The game's table and words, or null for a game this app does not know (a newer server). */
export const gameUi = (game: string): GameUi | null => GAMES[game] ?? null;

export const playableInBrowser = (game: string) => game in GAMES;

/** Its actions in words; a game this app does not know shows them as they came. */
export const wordingOf = (game: string): MoveWording => GAMES[game]?.wording ?? PLAIN_WORDING;

/** How its advisor measures a choice: expected points unless the game says otherwise. */
export const measureOf = (game: string, m: Catalogue, lang: Lang): Measure =>
  GAMES[game]?.measure?.(m, lang) ?? pointsMeasure(m, lang);

/** Its name, summary and rules in the language (about.ts). */
export const aboutOf = (lang: Lang, game: string, info?: GameInfo): ShownAbout => aboutGame(lang, game, info);

/** A rule option's label in the language: the game's own, else the server's English description. */
export const optionLabel = (lang: Lang, game: string, opt: { key: string; description: string }): string =>
  GAMES[game]?.options?.(lang)[opt.key] ?? opt.description;

/** A choice of a rule option in words ("scratch.any"), else the value as it is. */
export const optionChoiceLabel = (lang: Lang, game: string, key: string, value: string): string =>
  GAMES[game]?.options?.(lang)[`${key}.${value}`] ?? value;

/**
 * Whether asking the advisor makes sense for the seat to move now, as the game's table policy
 * (GET /api/games) says: a game with an advisor, a decision (not a throw the person makes by
 * hand) of a kind it advises (Triplo Seis: keeps), and where it advises only against bots, a bot
 * at the table. Without the game's information (not loaded yet, or left out), no hint is offered.
 */
export function hintMakesSense(info: GameInfo | undefined, room: Pick<RoomState, 'legalMoves'>, hasBot: boolean): boolean {
  const hints = info?.table.hints;
  if (!hints?.advisor || room.legalMoves.length === 0 || room.legalMoves.some((m) => m.kind === 'hand_throw')) return false;
  if (hints.decisions.length > 0 && !room.legalMoves.some((m) => hints.decisions.includes(m.kind))) return false;
  return !hints.against_bots_only || hasBot;
}

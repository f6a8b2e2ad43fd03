// What the app needs from a game beyond the server's facts (GET /api/games, with the table policy:
// hand throws, when a hint makes sense, whether it throws dice): the table that draws it, its moves
// in words, and how its advisor's numbers read (its name and rules come from the engine: about.ts).
// registry.ts maps each game id to one of these.
import type { ComponentType } from 'preact';
import type { Catalogue, Lang } from '../i18n';
import type { Measure } from '../components/measure';
import type { CheckedHint } from '../protocol/checked';
import type { TableProps } from './table-props';
import type { MoveWording } from './wording';

export interface GameUi {
  /** Draws the game (the games of one family share a table). */
  Table: ComponentType<TableProps>;
  /** Its actions in words: the log, the names of choices, where a decision was taken. */
  wording: MoveWording;
  /** Labels of its rule options and of their choices ("scratch", "scratch.any") in a language;
   * an option without one shows the server's English description. */
  options?(lang: Lang): Record<string, string>;
  /** How its advisor measures a choice; expected points where absent. */
  measure?(m: Catalogue, lang: Lang): Measure;
  /** What its advisor says above the ranking (the Damma engine's evaluation and line). */
  HintSummary?: ComponentType<{ hint: CheckedHint }>;
}

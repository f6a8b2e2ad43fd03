// A game's actions in words, from their structured moves (the state's `moves`, `legal_moves`, a
// hint's choices, the report's items: docs/contract.md). Each game (games/<game>/wording.ts) words
// the moves and situations of its own generated types; this gives every game the same three uses
// and the same fallbacks. An action's text is never read: where no move came (an older server) or
// it is not of the game's kinds, the text is shown as it came.
import { CATALOGUES, type Lang } from '../i18n';
import {
  isMoveOf, isSituationOf, type GameId, type Moves, type Situations,
} from '../protocol/generated/contract';

/** An action as the log, a hint or the report has it: its name, and the same structured. */
export interface Said {
  text: string;
  move?: unknown;
}

export interface MoveWording {
  /** A log line: who did what ("Ana kept 5 5"). */
  line(lang: Lang, action: Said, who: string): string;
  /** A choice as a button, the hint or the end report names it ("Keep 5 5"). */
  label(lang: Lang, action: Said): string;
  /** Where a decision was taken (the report item's `situation`), told in the language; `where`,
   * the engine's English, is shown as it came where the game has no words for it. */
  situation(lang: Lang, situation: unknown, where: string, nameOf: (seat: number) => string): string;
}

export interface GameWords<G extends GameId> {
  line(lang: Lang, move: Moves[G], who: string): string;
  /** Undefined: the action's name as it came (a choice this game has no words for). */
  label?(lang: Lang, move: Moves[G]): string | undefined;
  situation?(lang: Lang, situation: NonNullable<Situations[G]>, nameOf: (seat: number) => string): string;
}

export function moveWording<G extends GameId>(game: G, words: GameWords<G>): MoveWording {
  const read = (a: Said): Moves[G] | null => (a.move !== undefined && isMoveOf(game, a.move) ? a.move : null);
  return {
    line(lang, action, who) {
      const move = read(action);
      return move ? words.line(lang, move, who) : `${who}: ${action.text}`;
    },
    label(lang, action) {
      const move = read(action);
      return (move && words.label?.(lang, move)) || action.text;
    },
    situation(lang, situation, where, nameOf) {
      if (words.situation && isSituationOf(game, situation) && situation !== null) return words.situation(lang, situation, nameOf);
      // the engine's report says "decision" where the game names no situation
      return where === 'decision' ? CATALOGUES[lang].end.aDecision : where;
    },
  };
}

/** Every game this app knows nothing about: the actions as they came. */
export const PLAIN_WORDING: MoveWording = {
  line: (_lang, action, who) => `${who}: ${action.text}`,
  label: (_lang, action) => action.text,
  situation: (lang, _situation, where) => (where === 'decision' ? CATALOGUES[lang].end.aDecision : where),
};

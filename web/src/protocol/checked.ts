// What arrives for a game, checked against the generated contract (./generated: the C++
// declarations of every game's view, moves and situations, docs/contract.md) before the app
// reads it. Nothing is read from an action's text: a part that does not fit is left out and said
// (`problems`), never guessed at; the page shows the problem and the rest of the room goes on.
import type { GameResult, HintMessage, StateMessage } from './generated/contract';
import {
  gameIds, isHintChoiceOf, isLegalMoveOf, isMoveEntryOf, isMoveOf, isSeatReportOf, validateHintChoice, validateLegalMove,
  validateMoveEntry, validateSeatReport, validateView, type GameId, type HintChoice, type LegalMove, type MoveEntry, type Moves,
  type SeatReport,
} from './generated/contract';

/** A move of any game (each kind belongs to one shape, so `kind` tells them apart). */
export type Move = Moves[GameId];
/** A legal move of any game, or a person's own throw by hand. */
export type AnyLegalMove = LegalMove;

/** A hint whose choices fit the game's contract: each with its name, values, move (and line). */
export type CheckedHint = Omit<HintMessage, 'ranking'> & { ranking: HintChoice[] };

/** A result whose report fits the game's contract. */
export type CheckedResult = Omit<GameResult, 'report'> & { report?: SeatReport[] };

/** Whether the generated contract knows the game (a newer server may offer one it does not). */
export const knownGame = (game: string): game is GameId => (gameIds as readonly string[]).includes(game);

/** A move of the game (a replay's action as a viewer knew it), or undefined where it does not fit. */
export const checkedMove = (game: string, x: unknown): Move | undefined =>
  (knownGame(game) && isMoveOf(game, x) ? x : undefined);

/** The parts of a state message that depend on its game, checked. */
export interface CheckedState {
  /** Parallel to `events`: each move with who decided it and in whose turn, or undefined where
   * none came or it did not fit. */
  moves: (MoveEntry | undefined)[];
  /** Parallel to `legal`, or empty where any of them did not fit (no choice is offered half). */
  legalMoves: AnyLegalMove[];
  /** What did not fit, and where. */
  problems: string[];
}

export function checkState(game: string, msg: Pick<StateMessage, 'view' | 'legal' | 'legal_moves' | 'events' | 'moves'>): CheckedState {
  const problems: string[] = [];
  if (!knownGame(game)) return { moves: msg.events.map(() => undefined), legalMoves: [], problems };
  if (msg.view !== null && msg.view !== undefined) {
    const error = validateView(game, msg.view);
    if (error) problems.push(error);
  }
  const moves = msg.events.map((_, i): MoveEntry | undefined => {
    const entry = msg.moves[i];
    if (entry === undefined) return undefined;
    if (isMoveEntryOf(game, entry)) return entry;
    problems.push(`moves[${i}]: ${validateMoveEntry(game, entry)}`);
    return undefined;
  });
  const legal = msg.legal;
  const raw = msg.legal_moves;
  let legalMoves: AnyLegalMove[] = [];
  if (raw.length !== legal.length) {
    problems.push(`legal_moves: ${raw.length} for ${legal.length} legal actions`);
  } else if (raw.every((m): m is AnyLegalMove => isLegalMoveOf(game, m))) {
    legalMoves = raw;
  } else {
    const i = raw.findIndex((m) => !isLegalMoveOf(game, m));
    problems.push(`legal_moves[${i}]: ${validateLegalMove(game, raw[i])}`);
  }
  return { moves, legalMoves, problems };
}

/** A hint's choices, checked: null (with the problem) where one does not fit. */
export function checkHint(game: string, ranking: unknown[]): { ranking: HintChoice[] | null; problem: string | null } {
  if (!knownGame(game)) return { ranking: null, problem: null };
  if (ranking.every((c): c is HintChoice => isHintChoiceOf(game, c))) return { ranking, problem: null };
  const i = ranking.findIndex((c) => !isHintChoiceOf(game, c));
  return { ranking: null, problem: `hint.ranking[${i}]: ${validateHintChoice(game, ranking[i])}` };
}

/** A result's report, checked: absent (with the problem) where a part does not fit. */
export function checkReport(game: string, report: unknown[] | undefined): { report: SeatReport[] | undefined; problem: string | null } {
  if (report === undefined || !knownGame(game)) return { report: undefined, problem: null };
  if (report.every((r): r is SeatReport => isSeatReportOf(game, r))) return { report, problem: null };
  const i = report.findIndex((r) => !isSeatReportOf(game, r));
  return { report: undefined, problem: `result.report[${i}]: ${validateSeatReport(game, report[i])}` };
}

// Puzzles' HTTP calls and answers (docs/PROTOCOL.md v1.2, "Puzzles"): a puzzle to solve, the day's
// puzzle, the verdict on an answer.
import { call, post } from '../protocol/http';

export type PuzzleMode = 'rated' | 'daily' | 'streak' | 'mistakes';

/** A choice as served: its structured move and its name as the room's `legal` writes it. */
export interface ServedChoice {
  move: unknown;
  action: string;
}

/** A puzzle as served: everything but what answers it. */
export interface ServedPuzzle {
  id: string;
  game: string;
  rules: Record<string, unknown>;
  players: 1 | 2;
  seat: number;
  position: unknown;
  view: unknown;
  measure: string;
  choices: ServedChoice[];
  rating: number;
  mode: 'rated' | 'theme' | 'streak' | 'mistakes' | 'daily';
  ticket?: string;
  streak?: { length: number; best?: number };
  date?: string;
}

export interface JudgedChoice extends ServedChoice {
  value: number;
  loss: number;
}

export interface PuzzleVerdict {
  correct: boolean;
  counted: boolean;
  best: unknown[];
  chosen: unknown;
  /** Best first. */
  choices: JudgedChoice[];
  measure: string;
  themes: string[];
  mode: string;
  rating: { before: number; after: number } | null;
  puzzle_rating: { before: number; after: number };
  source: { room: string; seat: number; index: number } | null;
  streak?: { length: number; best: number | null; over: boolean };
  review?: { done: boolean; due: string | null };
}

/** The query of /api/puzzles/next for a mode, a game ("" any), a theme to practise ("" none: rated)
 * and a visitor's streak so far. */
export function nextQuery(mode: PuzzleMode, game: string, visitorStreak: number | null, theme = ''): string {
  const q = new URLSearchParams();
  if (game) q.set('game', game);
  if (theme && mode === 'rated') q.set('theme', theme);
  if (mode !== 'rated') q.set('mode', mode);
  if (mode === 'streak' && visitorStreak !== null) q.set('streak', String(visitorStreak));
  const text = q.toString();
  return text ? `?${text}` : '';
}

export const puzzlesApi = {
  next: (mode: PuzzleMode, game: string, visitorStreak: number | null, theme = '') =>
    call<ServedPuzzle>(mode === 'daily' ? '/api/puzzles/daily' : `/api/puzzles/next${nextQuery(mode, game, visitorStreak, theme)}`),
  answer: (puzzle: ServedPuzzle, move: unknown) =>
    call<PuzzleVerdict>(`/api/puzzles/${encodeURIComponent(puzzle.id)}/answer`,
      post(puzzle.ticket ? { move, ticket: puzzle.ticket } : { move })),
};

/** The page of a mode. */
export const puzzlePath = (mode: PuzzleMode) => (mode === 'rated' ? '/puzzles' : `/puzzles/${mode}`);

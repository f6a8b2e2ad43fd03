// The Damma board for the table: the position as the view writes it ("bbbbb/bbbbb/bb.ww/wwwww/wwwww
// w -": ranks from the top down, w b men, W B Dammas, the side to move, the squares at fault; five
// ranks of five on the small board, nine of nine on the large one, RULES.md 3.1), and the legal
// moves the server lists (each piece move with every landing square, a capture with each stop
// along the way, each huff) turned into what a tap may do next.
import type { HuffMove, PieceMove } from '../../protocol/generated/contract';
import type { Choice } from '../../state/room';

export type Piece = 'w' | 'b' | 'W' | 'B';
const ALL_FILES = 'abcdefghi';
/** The files a to e (5x5) or a to i (9x9), left to right from White's side. */
export const filesOf = (size: number): string[] => [...ALL_FILES.slice(0, size)];
/** The ranks 1 up to the board's size. */
export const ranksOf = (size: number): number[] => Array.from({ length: size }, (_, i) => i + 1);

/** The start of a game on each board when the `start` rule is not set (RULES.md 3 and 3.1). */
export const initialPosition = (size: number): string =>
  size === 9
    ? 'bbbbbbbbb/bbbbbbbbb/bbbbbbbbb/bbbbbbbbb/bbbb.wwww/wwwwwwwww/wwwwwwwww/wwwwwwwww/wwwwwwwww w -'
    : 'bbbbb/bbbbb/bb.ww/wwwww/wwwww w -';

export interface Board {
  /** Squares along a side: 5 or 9 (the position's number of ranks). */
  size: number;
  squares: Map<string, Piece>;
  side: 'w' | 'b';
  /** Pieces (of the side that just moved) the side to move may huff. */
  faults: Set<string>;
}

export function parsePosition(text: string): Board {
  const [ranks = '', side = 'w', faults = '-'] = text.trim().split(' ').filter(Boolean);
  const squares = new Map<string, Piece>();
  const rows = ranks.split('/');
  const size = rows.length > 5 ? 9 : 5;
  const files = filesOf(size);
  rows.forEach((row, i) => {
    const rank = size - i;
    [...row].forEach((c, f) => {
      if (c === 'w' || c === 'b' || c === 'W' || c === 'B') squares.set(`${files[f]}${rank}`, c);
    });
  });
  return { size, squares, side: side === 'b' ? 'b' : 'w', faults: new Set(faults === '-' ? [] : faults.split(',')) };
}

export const colourOf = (p: Piece): 'w' | 'b' => (p === 'w' || p === 'W' ? 'w' : 'b');
export const isKing = (p: Piece) => p === 'W' || p === 'B';

export interface LegalMove {
  /** What is sent to play it. */
  name: string;
  from: string;
  /** Landing squares in order (one for a simple move, none for a huff). */
  path: string[];
  capture: boolean;
  huff: boolean;
}

/** A legal piece move or huff as a tap may make it. */
export function boardMove({ action, move }: Choice<PieceMove | HuffMove>): LegalMove {
  return move.kind === 'huff'
    ? { name: action, from: move.square, path: [], capture: false, huff: true }
    : { name: action, from: move.from, path: move.path, capture: move.captures.length > 0, huff: false };
}

/** A piece picked and the landing squares tapped so far. */
export interface Selection {
  from: string;
  path: string[];
}

const startsWith = (path: string[], prefix: string[]) => prefix.every((s, i) => path[i] === s);

/** The moves that go on from the selection (same piece, same landings so far). */
export const movesThrough = (moves: LegalMove[], sel: Selection): LegalMove[] =>
  moves.filter((m) => !m.huff && m.from === sel.from && m.path.length >= sel.path.length && startsWith(m.path, sel.path));

/** Where the next tap may land. */
export function nextSquares(moves: LegalMove[], sel: Selection): string[] {
  const out = new Set<string>();
  for (const m of movesThrough(moves, sel)) if (m.path.length > sel.path.length) out.add(m.path[sel.path.length]);
  return [...out];
}

/** The legal move the selection completes, if any (a capture may stop after any jump). */
export const moveOf = (moves: LegalMove[], sel: Selection): LegalMove | undefined =>
  movesThrough(moves, sel).find((m) => m.path.length === sel.path.length && sel.path.length > 0);

export const huffOf = (moves: LegalMove[], square: string): LegalMove | undefined =>
  moves.find((m) => m.huff && m.from === square);

/** The squares a move touches, for highlighting the last move: origin and every landing (the
 * piece huffed). */
export function squaresOf(move: PieceMove | HuffMove | undefined): string[] {
  if (!move) return [];
  return move.kind === 'huff' ? [move.square] : [move.from, ...move.path];
}

/** Why a tap on the board did nothing, for the person to read (the dice games say why too). */
export type TapRefusal =
  | { kind: 'notYourPiece'; square: string }
  | { kind: 'blocked'; square: string }
  | { kind: 'emptySquare'; square: string }
  | { kind: 'notThere'; from: string; square: string };

/**
 * What a tap on `square` would be refused for, on the person's own turn, with `sel` the piece
 * picked so far (if any); null when the tap does something (picks a piece, lands, huffs).
 */
export function tapRefusal(board: Board, moves: LegalMove[], sel: Selection | null, square: string): TapRefusal | null {
  if (sel && nextSquares(moves, sel).includes(square)) return null;
  if (huffOf(moves, square)) return null;
  const p = board.squares.get(square);
  if (p && colourOf(p) !== board.side) return { kind: 'notYourPiece', square };
  if (p) {
    // one of mine: a piece with a move is picked (or dropped when tapped again)
    if (movesThrough(moves, { from: square, path: [] }).length > 0) return null;
    if (sel && sel.path.length > 0 && sel.path[sel.path.length - 1] === square) return null;
    return { kind: 'blocked', square };
  }
  if (!sel) return { kind: 'emptySquare', square };
  return { kind: 'notThere', from: sel.path.length ? sel.path[sel.path.length - 1] : sel.from, square };
}

// Damma's moves in words: its notation with real dashes and crosses ("d2–c3", "b3×d3×d5"), huffs,
// resigning and draws; and where a decision was taken (move 12, Black to move).
import { fmt } from '../../i18n';
import type { HintChoice, PieceMove } from '../../protocol/generated/contract';
import { moveWording } from '../wording';
import { DAMMA } from './strings';
import { huffLabel, logWord, sideWord, whereWord } from './words';

/** A move in Damma notation: "d2–c3", "b3×d3×d5" (a capture names every landing square). */
export const moveText = (m: Pick<PieceMove, 'from' | 'path'> & { capture: boolean }) =>
  m.capture ? [m.from, ...m.path].join('×') : `${m.from}–${m.path[0]}`;

const pieceMoveText = (m: PieceMove) => moveText({ ...m, capture: m.captures.length > 0 });

export const dammaWording = moveWording('damma', {
  line(lang, move, who) {
    switch (move.kind) {
      case 'move': return `${who}: ${pieceMoveText(move)}`;
      case 'huff': return fmt(logWord(lang, 'huffed'), { who, square: move.square });
      case 'resign': return fmt(logWord(lang, 'resigned'), { who });
      case 'offer_draw': return fmt(logWord(lang, 'offeredDraw'), { who });
      case 'accept_draw': return fmt(logWord(lang, 'acceptedDraw'), { who });
    }
  },
  label(lang, move) {
    const words = DAMMA[lang];
    switch (move.kind) {
      case 'move': return pieceMoveText(move);
      case 'huff': return fmt(huffLabel(lang), { square: move.square });
      case 'resign': return words.resign;
      case 'offer_draw': return words.offerDraw;
      case 'accept_draw': return words.acceptDraw;
    }
  },
  situation: (lang, s) => fmt(whereWord(lang), { n: s.move, side: sideWord(lang, s.side) }),
});

/** The engine's expected line after a choice, move by move ("d2–c3 ⊗b4 …"): a huff marked ⊗,
 * explained beside it. Its names as they came where the moves did not (an older server). */
export function lineText(choice: Pick<HintChoice<'damma'>, 'line' | 'line_moves'>): string {
  if (!choice.line_moves) return (choice.line ?? []).join(' ');
  return choice.line_moves.map((m) => (m.kind === 'move' ? pieceMoveText(m) : m.kind === 'huff' ? `⊗${m.square}` : '')).filter(Boolean).join(' ');
}

/** Whether the engine's line huffs somewhere (the legend ⊗ is then shown). */
export const lineHuffs = (choice: Pick<HintChoice<'damma'>, 'line_moves'>) =>
  (choice.line_moves ?? []).some((m) => m.kind === 'huff');

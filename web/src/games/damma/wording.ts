// Damma's moves in words: its notation with real dashes and crosses ("d2–c3", "b3×d3×d5"), huffs,
// resigning and draws; and where a decision was taken ("move 12 (Black)").
import { fmt } from '../../i18n';
import { actionOf } from '../../protocol/actionText';
import { moveWording } from '../wording';
import { DAMMA } from './strings';

const KINDS = ['move', 'huff', 'resign', 'offer-draw', 'accept-draw'] as const;

/** A move in Damma notation: "d2–c3", "b3×d3×d5". */
export const moveText = (e: { from: string; path: string[]; capture: boolean }) =>
  e.capture ? [e.from, ...e.path].join('×') : `${e.from}–${e.path[0]}`;

export const dammaWording = moveWording({
  read: (a) => actionOf(a.text, KINDS),
  line(lang, a, who) {
    const log = DAMMA[lang].log;
    switch (a.kind) {
      case 'move': return `${who}: ${moveText(a)}`;
      case 'huff': return fmt(log.huffed, { who, square: a.square });
      case 'resign': return fmt(log.resigned, { who });
      case 'offer-draw': return fmt(log.offeredDraw, { who });
      case 'accept-draw': return fmt(log.acceptedDraw, { who });
    }
  },
  label(lang, a) {
    if (a.kind === 'move') return moveText(a);
    if (a.kind === 'huff') return fmt(DAMMA[lang].choices.huff, { square: a.square });
    return undefined;
  },
  situation(lang, where) {
    const move = where.match(/^move (\d+) \((White|Black)\)$/);
    const s = DAMMA[lang];
    return move ? fmt(s.where, { n: move[1], side: move[2] === 'White' ? s.white : s.black }) : undefined;
  },
});

/** The engine's expected line, move by move ("d2–c3 ⊗b4 …"): a huff marked ⊗, explained beside it. */
export function lineText(line: string[]): string {
  return line.map((text) => {
    const a = actionOf(text, KINDS);
    return a.kind === 'move' ? moveText(a) : a.kind === 'huff' ? `⊗${a.square}` : text;
  }).join(' ');
}

export const isHuff = (text: string) => actionOf(text, KINDS).kind === 'huff';

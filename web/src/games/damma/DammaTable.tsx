// Damma: the board with coordinates; tap a piece to see where it may go, then tap the landing
// squares of a capture one jump at a time (stop where the rules allow, or go on); pieces at fault
// marked and huffed by a tap; the last move highlighted; offer or accept a draw, resign. The
// board turns for Black. The engine's evaluation and best line come with the hint (games against
// bots), its best move shown on the board.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { fmt, useI18n, useStrings } from '../../i18n';
import { canAct, choices } from '../../state/room';
import { isDammaView, isMoveOf } from '../../protocol/generated/contract';
import type { TableProps } from '../table-props';
import { latestOf } from '../shared/log';
import { boardMove, huffOf, initialPosition, moveOf, movesThrough, nextSquares, parsePosition, squaresOf, colourOf, tapRefusal, type TapRefusal } from './board';
import { DammaBoard } from './DammaBoard';
import { DAMMA } from './strings';
import { dammaWording, moveText } from './wording';
import { huffLabel, sideWord } from './words';
import './damma.css';

export function DammaTable({ room, rules, act, nameOf }: TableProps) {
  const { m, lang } = useI18n();
  const s = useStrings(DAMMA);
  const view = isDammaView(room.view) ? room.view : null;
  const [from, setFrom] = useState<string | null>(null);
  const [path, setPath] = useState<string[]>([]);
  const [huff, setHuff] = useState<string | null>(null);
  const [confirmResign, setConfirmResign] = useState(false);
  const [turned, setTurned] = useState(false);
  const [refusal, setRefusal] = useState<TapRefusal | null>(null);
  useEffect(() => {
    setRefusal(null);
    setFrom(null);
    setPath([]);
    setHuff(null);
    setConfirmResign(false);
  }, [room.version]);
  const board = useMemo(() => parsePosition(view?.position ?? ''), [view?.position]);
  // the start of the table's game (the `start` rule, else the board's own), for counting the pieces taken since
  const start = useMemo(() => parsePosition(rules.start || initialPosition(board.size)), [rules.start, board.size]);
  if (!view) return null;
  const myTurn = canAct(room);
  // the legal piece moves and huffs (resigning and the draws are not among them: their buttons)
  const moves = myTurn
    ? choices(room).flatMap((c) => (c.move.kind === 'move' || c.move.kind === 'huff' ? [boardMove({ action: c.action, move: c.move })] : []))
    : [];
  const mine = room.seat === 0 ? 'w' : room.seat === 1 ? 'b' : null;
  const flipped = (mine === 'b') !== turned;
  const sel = from ? { from, path } : null;
  const targets = sel ? nextSquares(moves, sel) : [];
  const complete = sel ? moveOf(moves, sel) : undefined;
  const huffable = myTurn ? [...board.faults].filter((sq) => huffOf(moves, sq)) : [];
  // the engine's best move (a hint's first choice), and the latest move or huff, from the log
  const bestChoice = room.hint?.ranking[0]?.move;
  const best = bestChoice && isMoveOf('damma', bestChoice) && (bestChoice.kind === 'move' || bestChoice.kind === 'huff') ? bestChoice : undefined;
  const last = latestOf(room.log, ['move', 'huff']);

  const tap = (sq: string) => {
    if (!myTurn) return;
    // a tap that does nothing says why
    const refused = tapRefusal(board, moves, sel, sq);
    setRefusal(refused);
    if (refused && refused.kind !== 'notYourPiece' && refused.kind !== 'blocked') return;
    if (sel && targets.includes(sq)) {
      const next = { from: sel.from, path: [...sel.path, sq] };
      const move = moveOf(moves, next);
      // The last landing of every sequence through here: send it; otherwise wait for more taps.
      if (move && nextSquares(moves, next).length === 0) {
        act(move.name);
        return;
      }
      setPath(next.path);
      return;
    }
    setHuff(null);
    if (huffable.includes(sq)) {
      setFrom(null);
      setPath([]);
      setHuff(sq);
      return;
    }
    const p = board.squares.get(sq);
    if (p && colourOf(p) === board.side && movesThrough(moves, { from: sq, path: [] }).length > 0 && !(from === sq && path.length === 0)) {
      setFrom(sq);
      setPath([]);
      return;
    }
    setFrom(null);
    setPath([]);
  };

  const offerStands = view.draw_offered_by !== undefined;
  const offeredByOther = offerStands && view.draw_offered_by !== room.seat;
  const lastText = last ? dammaWording.label(lang, { text: last.entry.text, move: last.move }) : '';
  const sideName = (side: 'w' | 'b') => sideWord(lang, side);
  const count = (b: typeof board, c: 'w' | 'b') => [...b.squares.values()].filter((p) => colourOf(p) === c).length;
  // The pieces of colour `c` gone from the board: the other side took them.
  const captured = (c: 'w' | 'b') => count(start, c) - count(board, c);

  return (
    <div class="damma-table two-pane" data-testid="damma-table" data-side={view.side}>
      <p class="table-status">
        {fmt(s.seats, { white: nameOf(0), black: nameOf(1) })}
      </p>
      {!view.terminal && (
        <p class="banner" data-testid="damma-status">
          {fmt(s.toMove, { side: sideName(board.side), name: nameOf(board.side === 'w' ? 0 : 1) })}
          {board.faults.size > 0 && <> · {fmt(s.faults, { squares: [...board.faults].join(', ') })}</>}
        </p>
      )}
      {view.end && (
        <p class="banner win" data-testid="damma-end">
          {fmt(s.ends[view.end.reason] ?? view.end.reason, { winner: view.end.winner >= 0 ? nameOf(view.end.winner) : '', side: view.end.winner >= 0 ? sideName(view.end.winner === 0 ? 'w' : 'b') : '' })}
        </p>
      )}
      {offeredByOther && !view.terminal && (
        <p class="banner good" data-testid="draw-offered">{fmt(s.drawOffered, { name: nameOf(view.draw_offered_by!) })}</p>
      )}
      <DammaBoard board={board} flipped={flipped} selected={from} path={path} targets={targets}
        lastMove={squaresOf(last?.move)} bestMove={squaresOf(best)} huffable={huffable} onTap={myTurn ? tap : undefined} />
      {myTurn && refusal && (
        <p class="why" role="alert" data-testid="tap-reason">
          {refusal.kind === 'notYourPiece'
            ? fmt(s.notYourPiece, { name: nameOf(board.side === 'w' ? 1 : 0), side: sideName(board.side).toLowerCase() })
            : fmt(s[refusal.kind], refusal)}
        </p>
      )}
      <p class="small muted" data-testid="last-move">
        {lastText && <>{fmt(s.lastMove, { move: lastText })} · </>}
        {fmt(s.captured, { byWhite: captured('b'), byBlack: captured('w') })}
        {view.draw_plies > 0 && <> · {fmt(s.quiet, { n: view.quiet_plies, limit: view.draw_plies })}</>}
      </p>
      {myTurn && (
        <div class="actions">
          {!sel && !huff && <p class="small muted">{huffable.length ? s.tapHintHuff : s.tapHint}</p>}
          {sel && path.length === 0 && <p class="small muted">{fmt(s.pickLanding, { square: sel.from })}</p>}
          {sel && path.length > 0 && (
            <div class="row wrap" data-testid="capture-steps">
              <span>{moveText({ from: sel.from, path, capture: !!complete?.capture })}</span>
              {complete && (
                <button type="button" class="primary" data-testid="stop-here" onClick={() => act(complete.name)}>{s.stopHere}</button>
              )}
              <button type="button" class="link" onClick={() => setPath(path.slice(0, -1))}>{s.undoJump}</button>
              {targets.length > 0 && <span class="small muted">{s.goOn}</span>}
            </div>
          )}
          {huff && (
            <div class="row wrap">
              <button type="button" class="danger" data-testid="huff" onClick={() => { const h = huffOf(moves, huff); if (h) act(h.name); }}>{fmt(huffLabel(lang), { square: huff })}</button>
              <button type="button" class="link" onClick={() => setHuff(null)}>{m.app.cancel}</button>
            </div>
          )}
          <div class="row wrap damma-buttons">
            {offeredByOther && (
              <button type="button" class="primary" data-testid="accept-draw" onClick={() => act('accept draw')}>{s.acceptDraw}</button>
            )}
            {!offerStands && (
              <button type="button" data-testid="offer-draw" onClick={() => act('offer draw')}>{s.offerDraw}</button>
            )}
            {view.draw_offered_by === room.seat && <span class="small muted" data-testid="draw-pending">{s.offerMade}</span>}
            {!confirmResign ? (
              <button type="button" class="link" data-testid="resign" onClick={() => setConfirmResign(true)}>{s.resign}</button>
            ) : (
              <>
                <button type="button" class="danger" data-testid="resign-yes" onClick={() => act('resign')}>{s.resignYes}</button>
                <button type="button" class="link" onClick={() => setConfirmResign(false)}>{m.app.cancel}</button>
              </>
            )}
          </div>
        </div>
      )}
      <button type="button" class="link small" onClick={() => setTurned(!turned)} data-testid="turn-board">{s.turnBoard}</button>
    </div>
  );
}

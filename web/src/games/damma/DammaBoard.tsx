// The 5x5 or 9x9 board drawn with its coordinates: pieces (a crown on a Damma), pieces at fault marked,
// the last move and the engine's best move highlighted, the selected piece and where it may go.
// Black sees the board from its side (rank 1 at the top).
import { fmt, useI18n, useStrings } from '../../i18n';
import { colourOf, filesOf, ranksOf, isKing, type Board } from './board';
import { DAMMA } from './strings';
import { sideWord } from './words';

interface Props {
  board: Board;
  flipped: boolean;
  selected: string | null;
  path: string[];
  targets: string[];
  lastMove: string[];
  bestMove: string[];
  /** Pieces at fault the person may huff now. */
  huffable: string[];
  onTap?(square: string): void;
}

export function DammaBoard({ board, flipped, selected, path, targets, lastMove, bestMove, huffable, onTap }: Props) {
  const s = useStrings(DAMMA);
  const { lang } = useI18n();
  const ranks = flipped ? ranksOf(board.size) : ranksOf(board.size).reverse();
  const files = flipped ? filesOf(board.size).reverse() : filesOf(board.size);
  const pieceName = (sq: string) => {
    const p = board.squares.get(sq);
    if (!p) return s.empty;
    return fmt(isKing(p) ? s.king : s.man, { colour: sideWord(lang, colourOf(p)) });
  };
  return (
    <div class={`damma-board board-${board.size}${flipped ? ' flipped' : ''}`} data-testid="damma-board" data-flipped={String(flipped)}
      data-size={board.size} style={`--n: ${board.size}`}>
      <div class="board-grid" role="grid" aria-label={s.board}>
        {ranks.map((rank) => (
          <div class="board-rank" role="row">
            <span class="coord rank-coord" aria-hidden="true">{rank}</span>
            {files.map((file) => {
              const sq = `${file}${rank}`;
              const p = board.squares.get(sq);
              const cls = ['sq',
                lastMove.includes(sq) ? 'last' : '', bestMove.includes(sq) ? 'best' : '',
                selected === sq ? 'selected' : '', path.includes(sq) ? 'on-path' : '',
                targets.includes(sq) ? 'target' : '', huffable.includes(sq) ? 'huffable' : ''].filter(Boolean).join(' ');
              const label = `${sq}: ${pieceName(sq)}${board.faults.has(sq) ? `, ${s.atFault}` : ''}${targets.includes(sq) ? `, ${s.canGo}` : ''}`;
              return (
                <button type="button" role="gridcell" class={cls} data-testid={`sq-${sq}`} data-piece={p ?? ''}
                  aria-label={label} disabled={!onTap} onClick={() => onTap?.(sq)}>
                  {p && (
                    <span class={`piece ${colourOf(p) === 'w' ? 'white' : 'black'}${isKing(p) ? ' king' : ''}`} aria-hidden="true">
                      {isKing(p) && <span class="crown">♛</span>}
                    </span>
                  )}
                  {board.faults.has(sq) && <span class="fault" aria-hidden="true">!</span>}
                  {targets.includes(sq) && !p && <span class="dot" aria-hidden="true" />}
                </button>
              );
            })}
          </div>
        ))}
        <div class="board-rank files" aria-hidden="true">
          <span class="coord" />
          {files.map((f) => <span class="coord file-coord">{f}</span>)}
        </div>
      </div>
    </div>
  );
}

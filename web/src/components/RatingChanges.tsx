// The end of a rated game: each rated seat's rating before and after, with the change, the
// viewer's own first and marked, so that nobody has to open their profile to learn what the game
// was worth.
import type { RatingChange, SeatInfo } from '../protocol/generated/contract';
import { useI18n } from '../i18n';
import { accountOf, PersonName } from './PersonName';
import { showChange, viewerFirst } from './ratingChange';

interface Props {
  /** Absent where the server sent none (a result read before its ratings, an older server). */
  changes?: RatingChange[];
  mySeat: number | null;
  seats: readonly SeatInfo[];
  nameOf(seat: number): string;
}

export function RatingChanges({ changes, mySeat, seats, nameOf }: Props) {
  const { m } = useI18n();
  return (
    <section class="rating-changes" aria-labelledby="rating-changes-title" data-testid="rating-changes">
      <h3 id="rating-changes-title">{m.end.ratingsTitle}</h3>
      {!changes || changes.length === 0 ? (
        <p class="small muted">{m.end.ratingsElsewhere}</p>
      ) : (
        <ul>
          {viewerFirst(changes, mySeat).map((c) => {
            const shown = showChange(c);
            const mine = c.seat === mySeat;
            return (
              <li class={mine ? 'mine' : ''} data-testid={`rating-change-${c.seat}`} data-delta={shown.delta}>
                <span class="rc-name"><PersonName name={nameOf(c.seat)} account={accountOf(seats, c.seat)} />{mine && ` (${m.room.you})`}</span>
                {' '}
                <span class="rc-values">
                  {shown.before} → <strong>{shown.after}</strong>
                  {c.provisional && <abbr title={m.account.provisional}>?</abbr>}
                  {' '}<span class={`rc-delta ${shown.direction}`}>({shown.delta})</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

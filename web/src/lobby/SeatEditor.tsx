// The seats of a new table: me first, then open seats for friends or bots with their levels.
import type { GameInfo } from '../protocol/generated/contract';
import { botLabel, fmt, useI18n } from '../i18n';
import { strongestBot, type SeatChoice } from './model';

interface Props {
  game: GameInfo;
  seats: SeatChoice[];
  onChange(seats: SeatChoice[]): void;
}

export function SeatEditor({ game, seats, onChange }: Props) {
  const { m } = useI18n();
  const set = (i: number, seat: SeatChoice) => onChange(seats.map((s, j) => (j === i ? seat : s)));
  return (
    <fieldset class="seats-editor">
      <legend>{m.lobby.seats}</legend>
      <ol>
        {seats.map((s, i) => (
          <li class="row wrap" data-testid={`seat-${i}`}>
            <span class="seat-no">{fmt(m.lobby.seatKind, { n: i + 1 })}</span>
            {s.kind === 'me' ? (
              <strong>{m.lobby.seatYou}</strong>
            ) : (
              <>
                <select aria-label={fmt(m.lobby.seatKind, { n: i + 1 })} value={s.kind} data-testid={`seat-kind-${i}`}
                  onChange={(e) => set(i, (e.target as HTMLSelectElement).value === 'friend'
                    ? { kind: 'friend' } : { kind: 'bot', bot: strongestBot(game) })}>
                  <option value="friend">{m.lobby.seatFriend}</option>
                  <option value="bot">{m.lobby.seatBot}</option>
                </select>
                {s.kind === 'bot' && (
                  <select aria-label={m.lobby.botLevel} value={s.bot} data-testid={`seat-bot-${i}`}
                    onChange={(e) => set(i, { kind: 'bot', bot: (e.target as HTMLSelectElement).value })}>
                    {game.bots.map((b) => <option value={b}>{botLabel(m, b)}</option>)}
                  </select>
                )}
                {seats.length > game.min_players && (
                  <button type="button" class="link" aria-label={fmt(m.lobby.removeSeat, { n: i + 1 })}
                    onClick={() => onChange(seats.filter((_, j) => j !== i))}>✕</button>
                )}
              </>
            )}
          </li>
        ))}
      </ol>
      {seats.length < game.max_players && (
        <button type="button" onClick={() => onChange([...seats, { kind: 'friend' }])} data-testid="add-seat">
          + {m.lobby.addSeat}
        </button>
      )}
    </fieldset>
  );
}

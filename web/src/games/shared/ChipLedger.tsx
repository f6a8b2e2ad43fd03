// The chips of a game played for chips: each player's balance and its change since the start,
// and the settlements (who paid whom, how much, why): the latest round open, every round below.
import { fmt, number, useI18n, useStrings } from '../../i18n';
import type { ChipTransfer, Chips } from '../../protocol/generated/contract';
import { accountName, latestRound, reasonText, signed, type KindName } from './chips';
import { CHIPS } from './strings';

interface Props {
  chips: Chips;
  seats: number;
  nameOf(seat: number): string;
  /** Show the balances (games whose chips move all along); false where only the final settlement counts. */
  balances?: boolean;
  title?: string;
  /** The game's names of the kinds its reasons mention (kinds of throw); the kinds themselves where left out. */
  kindName?: KindName;
}

function TransferList({ transfers, seats, nameOf, kindName }: { transfers: ChipTransfer[]; seats: number; nameOf(seat: number): string; kindName?: KindName }) {
  const { lang } = useI18n();
  const c = useStrings(CHIPS);
  return (
    <ul class="settlements" data-testid="settlements">
      {transfers.map((t) => (
        <li>
          {fmt(c.paid, { from: accountName(c, t.from, seats, nameOf), to: accountName(c, t.to, seats, nameOf), n: number(lang, t.amount) })}
          <span class="muted small"> · {reasonText(c, t, kindName)}</span>
        </li>
      ))}
    </ul>
  );
}

export function ChipLedger({ chips, seats, nameOf, balances = true, title, kindName }: Props) {
  const { lang } = useI18n();
  const c = useStrings(CHIPS);
  const latest = latestRound(chips.transfers);
  // chips that start at zero (settled only at the end): the balance is the change itself
  const fromZero = chips.balances.every((b, i) => b === chips.net[i]);
  const round = latest[0]?.round;
  return (
    <section class="panel chips" aria-label={title ?? c.title} data-testid="chip-ledger">
      <h3>{title ?? c.title}</h3>
      {balances && (
        <ol class={`balances${fromZero ? ' net-only' : ''}`}>
          {Array.from({ length: seats }, (_, seat) => (
            <li data-testid={`balance-${seat}`}>
              <span>{nameOf(seat)}</span>
              {!fromZero && <strong>{number(lang, chips.balances[seat])}</strong>}
              <span class={`net ${chips.net[seat] > 0 ? 'up' : chips.net[seat] < 0 ? 'down' : ''}`}>{signed(chips.net[seat])}</span>
            </li>
          ))}
        </ol>
      )}
      {latest.length > 0 && (
        <>
          <p class="small muted">{round !== undefined ? fmt(c.roundSettlement, { round }) : c.settlement}</p>
          <TransferList transfers={latest} seats={seats} nameOf={nameOf} kindName={kindName} />
        </>
      )}
      {latest.length > 0 && latest.length < chips.transfers.length && (
        <details>
          <summary>{fmt(c.allMoves, { n: chips.transfers.length })}</summary>
          <TransferList transfers={chips.transfers} seats={seats} nameOf={nameOf} kindName={kindName} />
        </details>
      )}
    </section>
  );
}

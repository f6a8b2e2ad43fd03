// Someone left a game between people: the one who stays may wait, or after a stated time claim
// the game (PROTOCOL.md v1.1 `claim`). Shown to present people only.
import type { ClaimInfo } from '../protocol/generated/contract';
import { fmt, useI18n } from '../i18n';
import { clockText, useSecondsUntil } from './countdown';

interface Props {
  claim: ClaimInfo | null;
  mySeat: number | null;
  nameOf(seat: number): string;
  onClaim(): void;
}

export function ClaimBar({ claim, mySeat, nameOf, onClaim }: Props) {
  const { m } = useI18n();
  const left = useSecondsUntil(claim?.from ?? null);
  if (!claim || left === null || mySeat === null || claim.gone.includes(mySeat)) return null;
  return (
    <div class="banner claim-bar row spread wrap" role="status" data-testid="claim-bar">
      <span>
        {fmt(m.room.claimGone, { names: claim.gone.map(nameOf).join(', ') })}{' '}
        {left > 0 ? fmt(m.room.claimWait, { time: clockText(left) }) : m.room.claimNow}
      </span>
      <button type="button" class="primary" onClick={onClaim} disabled={left > 0} data-testid="claim">{m.room.claim}</button>
    </div>
  );
}

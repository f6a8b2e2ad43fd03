// The header's corner: who is signed in (a link to their account), or the way in; and the leaderboards.
import { useI18n } from '../i18n';
import { onLink } from '../app/router';
import { useAccount } from './session';

export function WhoAmI() {
  const { m } = useI18n();
  const account = useAccount();
  return (
    <nav class="who row" aria-label={m.account.account}>
      <a href="/leaderboard" onClick={onLink('/leaderboard')} class="small" title={m.account.leaderboard}>
        <span aria-hidden="true">★</span><span class="who-label"> {m.account.leaderboard}</span>
      </a>
      {account === null && <a href="/signin" onClick={onLink('/signin')} class="small" data-testid="sign-in-link">{m.account.signIn}</a>}
      {account && (
        <a href="/account" onClick={onLink('/account')} class="small who-name" data-testid="who-am-i" title={m.account.account}>
          <bdi>{account.name}</bdi>
        </a>
      )}
    </nav>
  );
}

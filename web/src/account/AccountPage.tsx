// The account page (/account): who is signed in, signing out (here or everywhere), a new
// password, and deleting the account.
import { useState } from 'preact/hooks';
import { errorText, fmt, useI18n } from '../i18n';
import { ApiError } from '../protocol/http';
import { navigate, onLink } from '../app/router';
import { accountApi } from './api';
import { signedIn, useAccount } from './session';
import { ProfileLink } from '../components/PersonName';

function useAction(m: ReturnType<typeof useI18n>['m']) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (err) {
      setFailure(errorText(m, err instanceof ApiError ? err.code : 'unknown', err instanceof Error ? err.message : ''));
    } finally {
      setBusy(false);
    }
  };
  return { failure, busy, run };
}

export function AccountPage() {
  const { m, lang } = useI18n();
  const t = m.account;
  const account = useAccount();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const change = useAction(m);
  const removal = useAction(m);
  const out = useAction(m);
  if (account === undefined) return <main class="narrow"><p>{m.app.loading}</p></main>;
  if (account === null) {
    return (
      <main class="narrow panel">
        <p>{m.errors.not_signed_in}</p>
        <a href="/signin" onClick={onLink('/signin')}>{t.signIn}</a>
      </main>
    );
  }
  const signOut = (everywhere: boolean) => out.run(async () => {
    await accountApi.signOut(everywhere);
    signedIn(null);
    navigate('/');
  });
  return (
    <main class="narrow stack" data-testid="account-page">
      <section class="panel stack">
        <h1>{t.account}</h1>
        <p><strong data-testid="account-name-shown"><bdi>{account.name}</bdi></strong>
          <span class="muted small"> · {fmt(t.since, { date: new Date(account.created).toLocaleDateString(lang) })}</span></p>
        <ProfileLink account={account.name}>{t.profile}</ProfileLink>
        <div class="row wrap">
          <button type="button" onClick={() => signOut(false)} disabled={out.busy} data-testid="sign-out">{t.signOut}</button>
          <button type="button" onClick={() => signOut(true)} disabled={out.busy}>{t.signOutEverywhere}</button>
        </div>
        {out.failure && <p class="error" role="alert">{out.failure}</p>}
      </section>
      <form class="panel stack" onSubmit={(e) => {
        e.preventDefault();
        void change.run(async () => {
          await accountApi.changePassword(oldPassword, newPassword);
          setOld('');
          setNew('');
          setDone(t.changed);
        });
      }}>
        <h2>{t.changePassword}</h2>
        <input type="text" name="username" autocomplete="username" value={account.name} hidden readOnly />
        <label class="stack"><span>{t.oldPassword}</span>
          <input type="password" autocomplete="current-password" value={oldPassword} required
            onInput={(e) => setOld((e.target as HTMLInputElement).value)} /></label>
        <label class="stack"><span>{t.newPassword}</span>
          <input type="password" autocomplete="new-password" value={newPassword} required minLength={8} maxLength={128}
            onInput={(e) => setNew((e.target as HTMLInputElement).value)} /></label>
        <p class="small muted">{t.passwordHelp}</p>
        {change.failure && <p class="error" role="alert">{change.failure}</p>}
        {done && <p class="small" role="status">{done}</p>}
        <button type="submit" disabled={change.busy}>{t.changePassword}</button>
      </form>
      <form class="panel stack" onSubmit={(e) => {
        e.preventDefault();
        void removal.run(async () => {
          await accountApi.remove(confirm);
          signedIn(null);
          navigate('/');
        });
      }}>
        <h2>{t.deleteTitle}</h2>
        <p class="small muted">{t.deleteHelp}</p>
        <label class="stack"><span>{t.password}</span>
          <input type="password" autocomplete="current-password" value={confirm} required data-testid="delete-password"
            onInput={(e) => setConfirm((e.target as HTMLInputElement).value)} /></label>
        {removal.failure && <p class="error" role="alert" data-testid="delete-error">{removal.failure}</p>}
        <button type="submit" class="danger" disabled={removal.busy} data-testid="delete-account">{t.deleteConfirm}</button>
      </form>
    </main>
  );
}

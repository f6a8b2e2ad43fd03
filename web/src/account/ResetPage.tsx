// /reset#TOKEN: a moderator's one-time link (`cubilete admin reset-link`; PROTOCOL.md v1.1,
// Moderation) sets a new password. The token travels in the fragment, which no server or proxy
// logs, and is sent once with POST /api/account/reset.
import { useState } from 'preact/hooks';
import { errorText, useI18n } from '../i18n';
import { ApiError } from '../protocol/http';
import { onLink } from '../app/router';
import { accountApi } from './api';

export function ResetPage() {
  const { m } = useI18n();
  const t = m.reset;
  const [token] = useState(() => location.hash.slice(1));
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(token ? null : t.noToken);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await accountApi.resetPassword(token, password);
      setDone(true);
      history.replaceState(null, '', '/reset');  // the used token leaves the address bar
    } catch (err) {
      setFailure(errorText(m, err instanceof ApiError ? err.code : 'unknown', err instanceof Error ? err.message : ''));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main class="narrow" data-testid="reset-page">
      <form class="panel stack" onSubmit={submit}>
        <h1>{t.title}</h1>
        {done ? (
          <>
            <p role="status" data-testid="reset-done">{t.done}</p>
            <a href="/signin" onClick={onLink('/signin')}>{t.signIn}</a>
          </>
        ) : (
          <>
            <p class="small muted">{t.why}</p>
            <label class="stack">
              <span>{t.password}</span>
              <input type="password" name="password" autocomplete="new-password" value={password} required minLength={8}
                maxLength={128} data-testid="reset-password" onInput={(e) => setPassword((e.target as HTMLInputElement).value)} />
            </label>
            <p class="small muted">{t.help}</p>
            {failure && <p class="error" role="alert" data-testid="reset-error">{failure}</p>}
            <button type="submit" class="primary big" disabled={busy || !token} data-testid="reset-submit">{t.submit}</button>
          </>
        )}
      </form>
    </main>
  );
}

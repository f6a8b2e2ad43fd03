// Sign in (/signin) and sign up (/signup): a name and a password, the server's refusal in words.
// After a sign-up the seats of this browser become the account's.
import { useState } from 'preact/hooks';
import { errorText, fmt, useI18n } from '../i18n';
import { ApiError } from '../protocol/http';
import { navigate, onLink } from '../app/router';
import { accountApi } from './api';
import { keepGuestSeats, signedIn } from './session';
import { profilePath } from '../components/PersonName';

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export function SignPage({ mode }: { mode: 'signin' | 'signup' }) {
  const { m } = useI18n();
  const t = m.account;
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const signup = mode === 'signup';
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      // Composed (NFC), as the server keeps names: "ã" typed as "a" and a combining tilde is "ã".
      const typed = name.trim().normalize('NFC');
      const a = signup ? await accountApi.signUp(typed, password) : await accountApi.signIn(typed, password);
      signedIn(a);
      if (signup) {
        const kept = await keepGuestSeats(storage()).catch(() => 0);
        if (kept > 0) setNote(fmt(t.kept, { n: kept }));
      }
      navigate(profilePath(a.name));
    } catch (err) {
      const code = err instanceof ApiError ? err.code : 'unknown';
      const refused = err instanceof ApiError ? err.params?.character : undefined;
      setFailure(code !== 'bad_name' ? errorText(m, code, err instanceof Error ? err.message : '')
        : typeof refused === 'string' ? fmt(t.refusedCharacter, { character: refused }) : t.nameHelp);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main class="narrow" data-testid={signup ? 'signup-page' : 'signin-page'}>
      <form class="panel stack" onSubmit={submit}>
        <h1>{signup ? t.signUp : t.signIn}</h1>
        {signup && <p class="small muted">{t.why}</p>}
        <label class="stack">
          <span>{t.name}</span>
          <input name="username" autocomplete="username" value={name} required minLength={3} maxLength={20}
            data-testid="account-name" aria-describedby={signup ? 'name-help' : undefined}
            onInput={(e) => setName((e.target as HTMLInputElement).value)} />
        </label>
        {signup && <p id="name-help" class="small muted">{t.nameHelp}</p>}
        <label class="stack">
          <span>{t.password}</span>
          <input type="password" name="password" autocomplete={signup ? 'new-password' : 'current-password'} value={password}
            required minLength={8} maxLength={128} data-testid="account-password"
            onInput={(e) => setPassword((e.target as HTMLInputElement).value)} />
        </label>
        {signup && <p class="small muted">{t.passwordHelp}</p>}
        {failure && <p class="error" role="alert" data-testid="account-error">{failure}</p>}
        {note && <p class="small" role="status">{note}</p>}
        <button type="submit" class="primary big" disabled={busy} data-testid="account-submit">
          {signup ? t.signUp : t.signIn}
        </button>
        <a href={signup ? '/signin' : '/signup'} onClick={onLink(signup ? '/signin' : '/signup')} class="small">
          {signup ? t.haveAccount : t.noAccount}
        </a>
      </form>
    </main>
  );
}

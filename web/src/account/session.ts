// Who is signed in, for every page: asked of the server once (GET /api/account), then changed by
// signing in, up or out. The session itself stays in its HttpOnly cookie.
import { useEffect, useState } from 'preact/hooks';
import { accountApi, type Account } from './api';
import { loadRecent } from '../state/recent';

type Listener = (a: Account | null) => void;
let current: Account | null | undefined; // undefined: not asked yet
const listeners = new Set<Listener>();

function set(a: Account | null) {
  current = a;
  for (const l of listeners) l(a);
}

export function refreshAccount(): Promise<Account | null> {
  return accountApi.me().then((a) => a, () => null).then((a) => {
    set(a);
    return a;
  });
}

export function signedIn(a: Account | null): void {
  set(a);
}

/** The signed-in account (null: a guest; undefined while the server has not said). */
export function useAccount(): Account | null | undefined {
  const [a, setA] = useState(current);
  useEffect(() => {
    listeners.add(setA);
    if (current === undefined) void refreshAccount();
    else setA(current);
    return () => { listeners.delete(setA); };
  }, []);
  return a;
}

/** After a sign-up: the seats this browser holds become the account's (its finished games join the profile). */
export async function keepGuestSeats(storage: Storage | null): Promise<number> {
  const seats = loadRecent(storage).filter((r) => r.token).slice(0, 20).map((r) => ({ room: r.code, token: r.token as string }));
  if (seats.length === 0) return 0;
  const answer = await accountApi.keepSeats(seats);
  return answer.seats.filter((s) => s.kept).length;
}

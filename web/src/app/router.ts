// The routes: the lobby (/), a room (/r/CODE, ?watch to spectate), a finished room's replay
// (/r/CODE/replay) and analysis (/r/CODE/analysis), the record checker (/verify), signing in and up
// (/signin, /signup), the account (/account), a moderator's password reset link (/reset#TOKEN), a player's profile (/@/NAME) and the leaderboards
// (/leaderboard[/GAME]), a daily challenge's board (/daily/GAME/DATE), the puzzles (/puzzles, /puzzles/daily,
// /puzzles/streak, /puzzles/mistakes), the tournaments (/tournaments) and one (/t/ID). Links change the path with the History API;
// the server answers any such path with index.html.
import { useEffect, useState } from 'preact/hooks';

export type Route =
  | { page: 'lobby' }
  | { page: 'room'; code: string; watch: boolean }
  | { page: 'replay'; code: string }
  | { page: 'analysis'; code: string }
  | { page: 'verify' }
  | { page: 'signin' }
  | { page: 'signup' }
  | { page: 'account' }
  | { page: 'reset' }
  | { page: 'profile'; name: string }
  | { page: 'leaderboard'; game: string | null }
  | { page: 'dailyBoard'; game: string; date: string }
  | { page: 'puzzles'; mode: 'rated' | 'daily' | 'streak' | 'mistakes' }
  | { page: 'tournaments' }
  | { page: 'tournament'; id: string };

export function parseRoute(pathname: string, search: string): Route {
  const room = pathname.match(/^\/r\/([A-Za-z0-9]{4,12})\/?$/);
  if (room) return { page: 'room', code: room[1].toUpperCase(), watch: new URLSearchParams(search).has('watch') };
  const replay = pathname.match(/^\/r\/([A-Za-z0-9]{4,12})\/replay\/?$/);
  if (replay) return { page: 'replay', code: replay[1].toUpperCase() };
  const analysis = pathname.match(/^\/r\/([A-Za-z0-9]{4,12})\/analysis\/?$/);
  if (analysis) return { page: 'analysis', code: analysis[1].toUpperCase() };
  if (/^\/verify\/?$/.test(pathname)) return { page: 'verify' };
  if (/^\/signin\/?$/.test(pathname)) return { page: 'signin' };
  if (/^\/signup\/?$/.test(pathname)) return { page: 'signup' };
  if (/^\/account\/?$/.test(pathname)) return { page: 'account' };
  if (/^\/reset\/?$/.test(pathname)) return { page: 'reset' };
  const profile = pathname.match(/^\/@\/([^/]{1,200})\/?$/);  // twenty accented letters escape to 120
  if (profile) {
    try {
      return { page: 'profile', name: decodeURIComponent(profile[1]) };
    } catch {
      return { page: 'profile', name: profile[1] };
    }
  }
  const daily = pathname.match(/^\/daily\/([a-z0-9_]{1,40})\/(\d{4}-\d{2}-\d{2})\/?$/);
  if (daily) return { page: 'dailyBoard', game: daily[1], date: daily[2] };
  const puzzles = pathname.match(/^\/puzzles(?:\/(daily|streak|mistakes))?\/?$/);
  if (puzzles) return { page: 'puzzles', mode: (puzzles[1] as 'daily' | 'streak' | 'mistakes' | undefined) ?? 'rated' };
  if (/^\/tournaments\/?$/.test(pathname)) return { page: 'tournaments' };
  const tournament = pathname.match(/^\/t\/([a-z0-9-]{1,40})\/?$/);
  if (tournament) return { page: 'tournament', id: tournament[1] };
  const board = pathname.match(/^\/leaderboard(?:\/([a-z0-9_]{1,40}))?\/?$/);
  if (board) return { page: 'leaderboard', game: board[1] ?? null };
  return { page: 'lobby' };
}

const CHANGE = 'cubilete:navigate';

export function navigate(path: string, replace = false): void {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  window.dispatchEvent(new Event(CHANGE));
  window.scrollTo(0, 0);
}

export function useRoute(): Route {
  const read = () => parseRoute(location.pathname, location.search);
  const [route, setRoute] = useState(read);
  useEffect(() => {
    const update = () => setRoute(read());
    window.addEventListener('popstate', update);
    window.addEventListener(CHANGE, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(CHANGE, update);
    };
  }, []);
  return route;
}

/** A link that navigates inside the app (and still opens in a new tab when asked to). */
export function onLink(path: string) {
  return (e: MouseEvent) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(path);
  };
}

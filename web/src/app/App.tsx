// The app shell: the language (browser's by default, the switch remembered), the header and the route.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { CATALOGUES, I18nContext, initialLanguage, rememberLanguage, type Lang } from '../i18n';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { SoundToggle } from '../components/SoundToggle';
import { ThemeToggle } from '../components/ThemeToggle';
import { Lobby } from '../lobby/Lobby';
import { RoomPage } from '../room/RoomPage';
import { ReplayPage } from '../replay/ReplayPage';
import { AnalysisPage } from '../analysis/AnalysisPage';
import { VerifyPage } from '../fair/VerifyPage';
import { onLink, useRoute } from './router';
import { useGames } from './useGames';
import { SignPage } from '../account/SignPage';
import { ResetPage } from '../account/ResetPage';
import { AccountPage } from '../account/AccountPage';
import { ProfilePage } from '../account/ProfilePage';
import { LeaderboardPage } from '../account/LeaderboardPage';
import { WhoAmI } from '../account/WhoAmI';
import { DailyBoardPage } from '../daily/DailyBoardPage';
import { PuzzlePage } from '../puzzles/PuzzlePage';
import { TournamentPage } from '../tournaments/TournamentPage';
import { TournamentsPage } from '../tournaments/TournamentsPage';

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export function App() {
  const [lang, setLangState] = useState<Lang>(() => initialLanguage(storage(), navigator.languages ?? [navigator.language]));
  const i18n = useMemo(() => ({
    lang,
    m: CATALOGUES[lang],
    setLang: (l: Lang) => {
      rememberLanguage(storage(), l);
      setLangState(l);
    },
  }), [lang]);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = `${i18n.m.app.title}: ${i18n.m.app.tagline}`;
  }, [lang]);
  const route = useRoute();
  const { games } = useGames();
  return (
    <I18nContext.Provider value={i18n}>
      <header class="app-head">
        <a href="/" class="brand" onClick={onLink('/')} title={i18n.m.app.home}>
          <span aria-hidden="true">⚄</span> {i18n.m.app.title}
        </a>
        <WhoAmI />
        <SoundToggle />
        <ThemeToggle />
        <LanguageSwitch />
      </header>
      <div class="page">
        {route.page === 'lobby' && <Lobby />}
        {route.page === 'room' && <RoomPage key={`${route.code}-${route.watch}`} code={route.code} watch={route.watch} />}
        {route.page === 'replay' && <ReplayPage key={route.code} code={route.code} />}
        {route.page === 'analysis' && <AnalysisPage key={route.code} code={route.code} />}
        {route.page === 'verify' && <VerifyPage />}
        {(route.page === 'signin' || route.page === 'signup') && <SignPage key={route.page} mode={route.page} />}
        {route.page === 'account' && <AccountPage />}
        {route.page === 'reset' && <ResetPage />}
        {route.page === 'profile' && <ProfilePage key={route.name} name={route.name} games={games ?? []} />}
        {route.page === 'leaderboard' && <LeaderboardPage game={route.game} games={games ?? []} />}
        {route.page === 'puzzles' && <PuzzlePage key={route.mode} mode={route.mode} games={games ?? []} />}
        {route.page === 'tournaments' && <TournamentsPage games={games ?? []} />}
        {route.page === 'tournament' && <TournamentPage key={route.id} id={route.id} games={games ?? []} />}
        {route.page === 'dailyBoard' && <DailyBoardPage key={`${route.game}-${route.date}`} game={route.game} date={route.date} games={games ?? []} />}
      </div>
    </I18nContext.Provider>
  );
}

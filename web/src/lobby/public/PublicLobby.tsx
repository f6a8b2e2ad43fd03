// The public lobby on the home page (issue 30): play a stranger now, the open tables, the games
// on now. One lobby socket for the three, open while the page is (lobby/public/useLobby.ts).
import type { GameInfo } from '../../protocol/types';
import { LiveGames } from './LiveGames';
import { OpenTables } from './OpenTables';
import { QuickPlay } from './QuickPlay';
import { useLobby } from './useLobby';

export function PublicLobby({ games }: { games: GameInfo[] }) {
  const lobby = useLobby();
  return (
    <>
      <QuickPlay games={games} lobby={lobby} />
      <OpenTables games={games} tables={lobby.state.tables} />
      <LiveGames games={games} live={lobby.state.live} featured={lobby.state.featured} />
    </>
  );
}

// The public lobby on the home page: play a stranger now at the top of the page, the
// open tables and the games on now beside the rest (below it on phones, with links to them from
// "play now"). One lobby socket for all, open while the page is (lobby/public/useLobby.ts).
import type { GameInfo } from '../../protocol/generated/contract';
import { LiveGames } from './LiveGames';
import { OpenTables } from './OpenTables';
import type { LobbyControls } from './useLobby';

export { QuickPlay } from './QuickPlay';
export { useLobby } from './useLobby';

export function PublicLists({ games, lobby }: { games: GameInfo[]; lobby: LobbyControls }) {
  return (
    <>
      <OpenTables games={games} tables={lobby.state.tables} />
      <LiveGames games={games} live={lobby.state.live} total={lobby.state.liveTotal} featured={lobby.state.featured} />
    </>
  );
}

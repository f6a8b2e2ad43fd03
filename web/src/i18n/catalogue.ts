// The app-wide texts, one domain each (i18n/strings/), gathered as one catalogue per language:
// components read `m.lobby.create`, `m.errors[code]`. Each game's texts live with the game.
import { ACCOUNT } from './strings/account';
import { ANALYSIS } from './strings/analysis';
import { APP } from './strings/app';
import { CHAT } from './strings/chat';
import { DAILY } from './strings/daily';
import { DICE } from './strings/dice';
import { DUPLICATE } from './strings/duplicate';
import { END } from './strings/end';
import { ERRORS } from './strings/errors';
import { FAIR } from './strings/fair';
import { HINT } from './strings/hint';
import { LOBBY } from './strings/lobby';
import { PLAY } from './strings/play';
import { PUZZLES } from './strings/puzzles';
import { REPLAY } from './strings/replay';
import { REPORT } from './strings/report';
import { RESET } from './strings/reset';
import { ROOM } from './strings/room';
import { TOURNAMENTS } from './strings/tournaments';
import { LANGS, type Lang } from './langs';

const DOMAINS = {
  app: APP, account: ACCOUNT, lobby: LOBBY, play: PLAY, room: ROOM, dice: DICE, hint: HINT, end: END, chat: CHAT, errors: ERRORS, fair: FAIR, replay: REPLAY, analysis: ANALYSIS,
  report: REPORT, reset: RESET, daily: DAILY, duplicate: DUPLICATE, puzzles: PUZZLES, tournaments: TOURNAMENTS,
};

type Domains = typeof DOMAINS;
export type Catalogue = { [D in keyof Domains]: Domains[D]['en'] };

function catalogueOf(lang: Lang): Catalogue {
  const entries = Object.entries(DOMAINS).map(([domain, texts]) => [domain, texts[lang]]);
  return Object.fromEntries(entries) as Catalogue;
}

export const CATALOGUES = Object.fromEntries(LANGS.map((lang) => [lang, catalogueOf(lang)])) as Record<Lang, Catalogue>;

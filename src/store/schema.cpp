#include "store/schema.h"

#include <string>

namespace cubilete::store {

namespace {
// A migration both databases take word for word.
constexpr const char* kDuplicateRooms = R"(
ALTER TABLE rooms ADD COLUMN mode TEXT NOT NULL DEFAULT '';
ALTER TABLE rooms ADD COLUMN match_room TEXT NOT NULL DEFAULT '';
ALTER TABLE rooms ADD COLUMN match_seat INTEGER NOT NULL DEFAULT -1;
CREATE INDEX rooms_by_match ON rooms(match_room, match_seat) WHERE match_room <> '';
)";

// The score sheet's rooms (docs/sheet.md), word for word in both: a room whose dice are typed in
// ('entered'), and each action's seat that entered it (-1: none).
constexpr const char* kEnteredDice = R"(
ALTER TABLE rooms ADD COLUMN dice TEXT NOT NULL DEFAULT '';
ALTER TABLE actions ADD COLUMN entered_by INTEGER NOT NULL DEFAULT -1;
)";

// The words of a migration written once for both dialects, replaced by one dialect's.
void replace_all(std::string& text, const std::string& what, const std::string& with) {
  for (size_t at = 0; (at = text.find(what, at)) != std::string::npos; at += with.size())
    text.replace(at, what.size(), with);
}

// Tournaments (store/tournament_records.h), in either dialect (`big`, `real` as for puzzles). An
// entrant has at most one game open in a tournament: the partial unique index refuses a second
// pairing whichever instance makes it. A room names its tournament, so a room brought back after a
// restart is still one of its games; a duplicate tournament's room keeps when its dice become
// everyone's (sealed_until_ms: the tournament's end). The entrants present on each instance (a
// lobby socket watching) are rows every instance reads, each with the hash of a seat token its
// instance holds; one instance at a time pairs an arena (its lease: pairer, pairer_until) and
// writes the room it made into the rows of the two it seated, for their instances to tell them. The final standings are written once, when it is over, for
// the profiles.
std::string tournaments_schema(const char* big, const char* real) {
  std::string text = R"(
ALTER TABLE rooms ADD COLUMN tournament TEXT NOT NULL DEFAULT '';
ALTER TABLE rooms ADD COLUMN sealed_until_ms BIG NOT NULL DEFAULT 0;
CREATE TABLE tournaments(
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  game TEXT NOT NULL,
  rules TEXT NOT NULL,
  starts_ms BIG NOT NULL,
  ends_ms BIG NOT NULL,
  public INTEGER NOT NULL,
  rated INTEGER NOT NULL,
  created_by BIG,
  schedule TEXT,
  address_key TEXT NOT NULL DEFAULT '',
  created_ms BIG NOT NULL,
  cancelled_ms BIG NOT NULL DEFAULT 0,
  cancel_reason TEXT NOT NULL DEFAULT '',
  seed TEXT NOT NULL DEFAULT '',
  commitment TEXT NOT NULL DEFAULT '',
  rounds INTEGER NOT NULL DEFAULT 1,
  finished_ms BIG NOT NULL DEFAULT 0,
  pairer TEXT NOT NULL DEFAULT '',
  pairer_until BIG NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX tournaments_by_schedule ON tournaments(schedule) WHERE schedule IS NOT NULL;
CREATE INDEX tournaments_by_end ON tournaments(ends_ms);
CREATE INDEX tournaments_live ON tournaments(starts_ms) WHERE finished_ms = 0;
CREATE INDEX tournaments_by_creator ON tournaments(created_by, created_ms) WHERE created_by IS NOT NULL;
CREATE INDEX tournaments_by_address ON tournaments(address_key, created_ms) WHERE address_key <> '';
CREATE TABLE tournament_entrants(
  tournament TEXT NOT NULL REFERENCES tournaments(id),
  account BIG NOT NULL,
  joined_ms BIG NOT NULL,
  active INTEGER NOT NULL,
  PRIMARY KEY(tournament, account));
CREATE INDEX tournament_entrants_by_account ON tournament_entrants(account);
CREATE TABLE tournament_games(
  tournament TEXT NOT NULL REFERENCES tournaments(id),
  room TEXT NOT NULL,
  seat INTEGER NOT NULL,
  account BIG NOT NULL,
  opponent BIG NOT NULL,
  round INTEGER NOT NULL,
  started_ms BIG NOT NULL,
  ended_ms BIG NOT NULL DEFAULT 0,
  result TEXT NOT NULL DEFAULT '',
  score REAL,
  PRIMARY KEY(room, seat));
CREATE INDEX tournament_games_by_entrant ON tournament_games(tournament, account, started_ms);
CREATE UNIQUE INDEX tournament_open_game ON tournament_games(tournament, account) WHERE ended_ms = 0;
CREATE TABLE tournament_results(
  tournament TEXT NOT NULL REFERENCES tournaments(id),
  account BIG NOT NULL,
  rank INTEGER NOT NULL,
  score REAL NOT NULL,
  games INTEGER NOT NULL,
  PRIMARY KEY(tournament, account));
CREATE INDEX tournament_results_by_account ON tournament_results(account, tournament);
CREATE TABLE tournament_presence(
  tournament TEXT NOT NULL REFERENCES tournaments(id),
  account BIG NOT NULL,
  instance TEXT NOT NULL,
  address TEXT NOT NULL,
  client_seed TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  seen_ms BIG NOT NULL,
  room TEXT NOT NULL DEFAULT '',
  seat INTEGER NOT NULL DEFAULT -1,
  PRIMARY KEY(tournament, account, instance));
CREATE INDEX tournament_presence_by_instance ON tournament_presence(instance);
)";
  replace_all(text, " REAL", std::string(" ") + real);
  replace_all(text, " BIG", std::string(" ") + big);
  return text;
}

// Puzzles (store/puzzle_records.h), in either dialect: `big` and `real` are SQLite's INTEGER and
// REAL or PostgreSQL's BIGINT and DOUBLE PRECISION, `rowid` closes a SQLite table WITHOUT ROWID.
// A served puzzle is found by a range of one index: its game (or its theme), the band of its rating
// (rating / 50) and a random `pick`, so a serve reads a few dozen rows whatever the pool's size;
// each index holds the puzzle's id, so the range is read from the index alone (a million puzzles'
// rows are gigabytes: 24 of them from random pages of the table made PostgreSQL's p99 20 ms).
std::string puzzles_schema(const char* big, const char* real, const char* rowid) {
  std::string text = R"(
CREATE TABLE puzzles(
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  document TEXT NOT NULL,
  themes TEXT NOT NULL,
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  volatility REAL NOT NULL,
  band INTEGER NOT NULL,
  pick BIG NOT NULL,
  plays BIG NOT NULL DEFAULT 0,
  wins BIG NOT NULL DEFAULT 0,
  pool INTEGER NOT NULL,
  source_room TEXT NOT NULL DEFAULT '',
  created_ms BIG NOT NULL)ROWID;
CREATE INDEX puzzles_by_game ON puzzles(game, band, pick, id) WHERE pool = 1;
CREATE INDEX puzzles_any ON puzzles(band, pick, id) WHERE pool = 1;
CREATE TABLE puzzle_themes(
  theme TEXT NOT NULL,
  game TEXT NOT NULL,
  band INTEGER NOT NULL,
  pick BIG NOT NULL,
  puzzle TEXT NOT NULL REFERENCES puzzles(id),
  PRIMARY KEY(theme, game, band, pick, puzzle))ROWID;
CREATE INDEX puzzle_themes_any ON puzzle_themes(theme, band, pick, puzzle);
CREATE INDEX puzzle_themes_of ON puzzle_themes(puzzle);
CREATE TABLE puzzle_players(
  account BIG PRIMARY KEY REFERENCES accounts(id),
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  volatility REAL NOT NULL,
  last_rated_ms BIG NOT NULL,
  serves BIG NOT NULL,
  streak INTEGER NOT NULL,
  streak_best INTEGER NOT NULL);
CREATE TABLE puzzle_attempts(
  account BIG NOT NULL REFERENCES accounts(id),
  seq BIG NOT NULL,
  puzzle TEXT NOT NULL REFERENCES puzzles(id),
  mode TEXT NOT NULL,
  served_ms BIG NOT NULL,
  answered_ms BIG,
  move TEXT,
  correct INTEGER,
  rates INTEGER NOT NULL,
  rating_before REAL,
  rating_after REAL,
  PRIMARY KEY(account, seq))ROWID;
CREATE INDEX puzzle_attempts_by_puzzle ON puzzle_attempts(account, puzzle, seq);
CREATE INDEX puzzle_attempts_open ON puzzle_attempts(account, mode) WHERE answered_ms IS NULL;
CREATE TABLE puzzle_reviews(
  account BIG NOT NULL REFERENCES accounts(id),
  puzzle TEXT NOT NULL REFERENCES puzzles(id),
  room TEXT NOT NULL,
  due_ms BIG NOT NULL,
  step INTEGER NOT NULL,
  rights INTEGER NOT NULL,
  done INTEGER NOT NULL,
  created_ms BIG NOT NULL,
  PRIMARY KEY(account, puzzle))ROWID;
CREATE INDEX puzzle_reviews_due ON puzzle_reviews(account, due_ms) WHERE done = 0;
CREATE TABLE puzzle_days(
  date TEXT PRIMARY KEY,
  puzzle TEXT NOT NULL REFERENCES puzzles(id));
CREATE TABLE puzzle_tickets(
  ticket_hash TEXT PRIMARY KEY,
  puzzle TEXT NOT NULL REFERENCES puzzles(id),
  mode TEXT NOT NULL,
  streak INTEGER NOT NULL,
  served_ms BIG NOT NULL,
  answered_ms BIG,
  correct INTEGER)ROWID;
CREATE INDEX puzzle_tickets_by_time ON puzzle_tickets(served_ms);
)";
  replace_all(text, " REAL", std::string(" ") + real);
  replace_all(text, " BIG", std::string(" ") + big);
  replace_all(text, ")ROWID;", std::string(")") + rowid + ";");
  return text;
}

}  // namespace

const std::vector<std::string>& sqlite_migrations() {
  static const std::vector<std::string> steps = {
      // 1: rooms, seats (token hashes only), every action in order, chat.
      R"(
CREATE TABLE rooms(
  code TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  name TEXT NOT NULL,
  rules TEXT NOT NULL,
  status TEXT NOT NULL,
  server_seed TEXT NOT NULL,
  commitment TEXT NOT NULL,
  seed INTEGER NOT NULL DEFAULT 0,
  turn_seconds INTEGER NOT NULL DEFAULT 0,
  created_ms INTEGER NOT NULL,
  updated_ms INTEGER NOT NULL,
  rematch TEXT NOT NULL DEFAULT '',
  previous TEXT NOT NULL DEFAULT '');
CREATE INDEX rooms_by_status ON rooms(status);
CREATE TABLE seats(
  room TEXT NOT NULL REFERENCES rooms(code),
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  player TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  client_seed TEXT NOT NULL,
  PRIMARY KEY(room, seat));
CREATE TABLE actions(
  room TEXT NOT NULL REFERENCES rooms(code),
  idx INTEGER NOT NULL,
  action TEXT NOT NULL,
  PRIMARY KEY(room, idx)) WITHOUT ROWID;
CREATE TABLE chat(
  room TEXT NOT NULL REFERENCES rooms(code),
  at_ms INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  text TEXT NOT NULL);
CREATE INDEX chat_by_room ON chat(room);
)",
      // 2: who decided each action (PROTOCOL.md v1.1 `by`); whether the room gives hints; the
      // person seats that left a game someone claimed (seats separated by spaces, '' for none).
      R"(
ALTER TABLE actions ADD COLUMN decided_by TEXT NOT NULL DEFAULT '';
ALTER TABLE rooms ADD COLUMN hints TEXT NOT NULL DEFAULT 'on';
ALTER TABLE rooms ADD COLUMN abandoned_by TEXT NOT NULL DEFAULT '';
)",
      // 3: accounts (PROTOCOL.md v1.1, Accounts). Names are unique as folded (lower
      // case) and as look-alike skeletons (accounts/account_name.h); a deleted account keeps its
      // row (seats point at it) with every personal column NULL, which frees its name. Secrets
      // are kept as hashes: passwords (Argon2id), sessions and reset tokens (SHA-256).
      // The rooms' options of v1.1 and the account of each seat. The end of each game once
      // (finished_games: its row is the marker that the game's ratings and profile rows were
      // written, exactly once), ratings per account and game with each rated game's change (the
      // chart), each account's games (the profile, newest first by account_games_newest) and its
      // counts per game; failed sign-ins per account. Indexes serve the reads of
      // store/sql/*.cpp: the leaderboard walks ratings_leaderboard, a page of games
      // account_games_newest, the rooms where an account still plays seats_in_play_by_account (a
      // seat's in_play follows its room's status: an account with thousands of finished games
      // would otherwise be read seat by seat).
      R"(
CREATE TABLE accounts(
  id INTEGER PRIMARY KEY,
  name TEXT,
  folded TEXT UNIQUE,
  skeleton TEXT UNIQUE,
  password_hash TEXT,
  created_ms INTEGER NOT NULL,
  deleted_ms INTEGER NOT NULL DEFAULT 0,
  CHECK ((deleted_ms = 0) = (name IS NOT NULL AND folded IS NOT NULL AND skeleton IS NOT NULL AND password_hash IS NOT NULL)));
CREATE TABLE sessions(
  token_hash TEXT PRIMARY KEY,
  account INTEGER NOT NULL REFERENCES accounts(id),
  created_ms INTEGER NOT NULL,
  expires_ms INTEGER NOT NULL,
  last_seen_ms INTEGER NOT NULL) WITHOUT ROWID;
CREATE INDEX sessions_by_account ON sessions(account);
CREATE INDEX sessions_by_expiry ON sessions(expires_ms);
CREATE TABLE reset_tokens(
  token_hash TEXT PRIMARY KEY,
  account INTEGER NOT NULL REFERENCES accounts(id),
  created_ms INTEGER NOT NULL,
  expires_ms INTEGER NOT NULL) WITHOUT ROWID;
CREATE INDEX reset_tokens_by_account ON reset_tokens(account);
CREATE TABLE signin_failures(
  account INTEGER PRIMARY KEY REFERENCES accounts(id),
  failures INTEGER NOT NULL,
  window_start_ms INTEGER NOT NULL,
  last_ms INTEGER NOT NULL);
ALTER TABLE rooms ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
ALTER TABLE rooms ADD COLUMN public INTEGER NOT NULL DEFAULT 0;
ALTER TABLE rooms ADD COLUMN language TEXT NOT NULL DEFAULT '';
ALTER TABLE seats ADD COLUMN account INTEGER REFERENCES accounts(id);
ALTER TABLE seats ADD COLUMN in_play INTEGER NOT NULL DEFAULT 1;
UPDATE seats SET in_play = 0 WHERE room IN (SELECT code FROM rooms WHERE status NOT IN ('waiting', 'playing'));
CREATE INDEX seats_by_account ON seats(account) WHERE account IS NOT NULL;
CREATE INDEX seats_in_play_by_account ON seats(account) WHERE account IS NOT NULL AND in_play = 1;
CREATE TABLE finished_games(
  room TEXT PRIMARY KEY REFERENCES rooms(code),
  ended_ms INTEGER NOT NULL,
  rated INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE ratings(
  account INTEGER NOT NULL REFERENCES accounts(id),
  game TEXT NOT NULL,
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  volatility REAL NOT NULL,
  games INTEGER NOT NULL,
  last_rated_ms INTEGER NOT NULL,
  PRIMARY KEY(account, game)) WITHOUT ROWID;
CREATE INDEX ratings_leaderboard ON ratings(game, rating DESC, account, deviation, last_rated_ms);
CREATE TABLE rating_changes(
  account INTEGER NOT NULL REFERENCES accounts(id),
  room TEXT NOT NULL REFERENCES rooms(code),
  seat INTEGER NOT NULL,
  game TEXT NOT NULL,
  at_ms INTEGER NOT NULL,
  rating_before REAL NOT NULL,
  deviation_before REAL NOT NULL,
  volatility_before REAL NOT NULL,
  rating_after REAL NOT NULL,
  deviation_after REAL NOT NULL,
  volatility_after REAL NOT NULL,
  PRIMARY KEY(account, room));
CREATE INDEX rating_changes_by_time ON rating_changes(account, game, at_ms);
CREATE TABLE account_games(
  account INTEGER NOT NULL REFERENCES accounts(id),
  room TEXT NOT NULL REFERENCES rooms(code),
  seat INTEGER NOT NULL,
  game TEXT NOT NULL,
  ended_ms INTEGER NOT NULL,
  result TEXT NOT NULL CHECK (result IN ('win', 'draw', 'loss')),
  place INTEGER NOT NULL,
  players INTEGER NOT NULL,
  score REAL NOT NULL,
  rated INTEGER NOT NULL,
  left_game INTEGER NOT NULL,
  PRIMARY KEY(account, room, seat));
CREATE INDEX account_games_newest ON account_games(account, ended_ms DESC, room DESC);
CREATE TABLE account_stats(
  account INTEGER NOT NULL REFERENCES accounts(id),
  game TEXT NOT NULL,
  played INTEGER NOT NULL,
  won INTEGER NOT NULL,
  drawn INTEGER NOT NULL,
  score_sum REAL NOT NULL,
  PRIMARY KEY(account, game)) WITHOUT ROWID;
)",
      // 4: the analysis of each finished room (docs/analysis.md), computed once and kept:
      // the document GET /api/rooms/CODE/analysis answers, with the version of the analysis that
      // wrote it (a newer analysis computes the document again).
      R"(
CREATE TABLE analyses(
  room TEXT PRIMARY KEY REFERENCES rooms(code),
  version INTEGER NOT NULL,
  document TEXT NOT NULL,
  created_ms INTEGER NOT NULL) WITHOUT ROWID;
)",
      // 5: moderation (docs/operating.md, Moderation). Each chat line gets an id of its
      // room (`line`, PROTOCOL.md v1.1's chat `id`; the old lines take their rowid, which is
      // unique and in order) and a mark once a moderator removed it (its text is then gone).
      // Reports of a chat line or a seat with who sent them; mutes and bans of an account or an
      // address (until_ms 0: until lifted); every admin action (admin_log); and the events the
      // running servers poll for (moderation_events: its highest id is the moderation version).
      R"(
ALTER TABLE chat ADD COLUMN line INTEGER NOT NULL DEFAULT 0;
ALTER TABLE chat ADD COLUMN removed INTEGER NOT NULL DEFAULT 0;
UPDATE chat SET line = rowid;
CREATE UNIQUE INDEX chat_lines ON chat(room, line);
CREATE TABLE reports(
  id INTEGER PRIMARY KEY,
  at_ms INTEGER NOT NULL,
  room TEXT NOT NULL REFERENCES rooms(code),
  reporter_seat INTEGER NOT NULL,
  reporter_account INTEGER REFERENCES accounts(id),
  reporter_address TEXT NOT NULL,
  seat INTEGER NOT NULL,
  account INTEGER REFERENCES accounts(id),
  name TEXT NOT NULL,
  chat_line INTEGER NOT NULL,
  chat_text TEXT NOT NULL,
  reason TEXT NOT NULL,
  text TEXT NOT NULL,
  resolved_ms INTEGER NOT NULL DEFAULT 0);
CREATE INDEX reports_open ON reports(resolved_ms, id);
CREATE TABLE sanctions(
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('mute', 'ban')),
  account INTEGER REFERENCES accounts(id),
  address TEXT,
  created_ms INTEGER NOT NULL,
  until_ms INTEGER NOT NULL,
  lifted_ms INTEGER NOT NULL DEFAULT 0,
  reason TEXT NOT NULL,
  CHECK ((account IS NULL) <> (address IS NULL)));
CREATE INDEX sanctions_live ON sanctions(lifted_ms);
CREATE TABLE admin_log(
  id INTEGER PRIMARY KEY,
  at_ms INTEGER NOT NULL,
  operator TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT NOT NULL,
  reason TEXT NOT NULL,
  detail TEXT NOT NULL);
CREATE TABLE moderation_events(
  id INTEGER PRIMARY KEY,
  at_ms INTEGER NOT NULL,
  kind TEXT NOT NULL,
  room TEXT NOT NULL,
  chat_line INTEGER NOT NULL);
)",
      // 6: each seat's summary of a stored analysis, for profiles: the measure, the
      // accuracy (null without a decision judged), the luck and the decisions, written with the
      // analysis' document, so a profile averages them over the account's games without reading
      // a document. The analyses stored before are summarised from their documents here.
      R"(
CREATE TABLE analysis_seats(
  room TEXT NOT NULL REFERENCES rooms(code),
  seat INTEGER NOT NULL,
  measure TEXT NOT NULL,
  accuracy REAL,
  luck REAL NOT NULL,
  decisions INTEGER NOT NULL,
  PRIMARY KEY(room, seat)) WITHOUT ROWID;
INSERT INTO analysis_seats(room, seat, measure, accuracy, luck, decisions)
  SELECT a.room, json_extract(s.value, '$.seat'), json_extract(a.document, '$.measure'),
         json_extract(s.value, '$.accuracy'), json_extract(s.value, '$.luck'),
         json_extract(s.value, '$.decisions')
  FROM analyses a, json_each(a.document, '$.seats') s
  WHERE json_valid(a.document);
)",
      // 7: the lobby shared by several instances of one PostgreSQL store (docs/operating.md,
      // "The lobby across instances"). Each public table waiting for people and each public game
      // being played (kind 'table' or 'live'), as the server writes it (body), with the instance that
      // serves its room (owner: '' once no instance holds it) and when it leaves the lists unless
      // its owner keeps it; the instances alive (their heartbeat, and the PostgreSQL backend of
      // their lobby connection, which ends as soon as the instance dies); the quick-play seeks of every
      // instance, by pool (game, rules, players, rated), each with the hash of the seat token its
      // instance drew and keeps (the token never leaves that instance), and the room and seat a
      // pairing gave it, read once by that instance. A store one process uses (SQLite)
      // keeps its lobby in that process's memory: these tables stay empty there.
      R"(
CREATE TABLE lobby_entries(
  kind TEXT NOT NULL CHECK (kind IN ('table', 'live')),
  room TEXT NOT NULL,
  owner TEXT NOT NULL,
  body TEXT NOT NULL,
  expires_ms INTEGER NOT NULL,
  PRIMARY KEY(kind, room)) WITHOUT ROWID;
CREATE INDEX lobby_entries_by_owner ON lobby_entries(owner);
CREATE INDEX lobby_entries_by_expiry ON lobby_entries(expires_ms);
CREATE TABLE lobby_instances(
  instance TEXT PRIMARY KEY,
  backend INTEGER NOT NULL,
  seen_ms INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE lobby_seeks(
  instance TEXT NOT NULL,
  seeker INTEGER NOT NULL,
  pool TEXT NOT NULL,
  account INTEGER NOT NULL,
  since_ms INTEGER NOT NULL,
  body TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  room TEXT NOT NULL DEFAULT '',
  seat INTEGER NOT NULL DEFAULT -1,
  PRIMARY KEY(instance, seeker)) WITHOUT ROWID;
CREATE INDEX lobby_seeks_by_pool ON lobby_seeks(pool, since_ms);
)",
      // 8: the key of the address that took each seat (never the address itself), so that one
      // address's rules at a table (serve --one-seat-per-address, rated games between accounts of
      // one address) hold after a restart and on another instance; erased when the game ends.
      R"(
ALTER TABLE seats ADD COLUMN address_key TEXT NOT NULL DEFAULT '';
)",
      // 9: the daily challenge (store/daily_records.h): each (day, game)'s secret seed, committed a
      // week ahead, and each attempt, a room of one seat; a room says which day it attempts. The
      // board reads only ranked results that are over, best first, from its own index, and finds
      // where a page or a place starts from the count of results at each score (daily_scores)
      // instead of counting or skipping up to 100,000 rows.
      R"(
ALTER TABLE rooms ADD COLUMN daily TEXT NOT NULL DEFAULT '';
CREATE TABLE daily_seeds(
  date TEXT NOT NULL,
  game TEXT NOT NULL,
  rules TEXT NOT NULL,
  seed TEXT NOT NULL,
  commitment TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  entrants INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY(date, game)) WITHOUT ROWID;
CREATE TABLE daily_attempts(
  date TEXT NOT NULL,
  game TEXT NOT NULL,
  entrant TEXT NOT NULL,
  room TEXT NOT NULL UNIQUE REFERENCES rooms(code),
  account INTEGER REFERENCES accounts(id),
  ranked INTEGER NOT NULL,
  address_key TEXT NOT NULL,
  address_shared INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('playing', 'over')),
  score REAL,
  started_ms INTEGER NOT NULL,
  ended_ms INTEGER,
  left_game INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY(date, game, entrant),
  FOREIGN KEY(date, game) REFERENCES daily_seeds(date, game));
CREATE INDEX daily_board ON daily_attempts(date, game, score DESC, ended_ms, account) WHERE ranked = 1 AND status = 'over';
CREATE INDEX daily_by_account ON daily_attempts(account, date DESC) WHERE account IS NOT NULL;
CREATE INDEX daily_by_address ON daily_attempts(date, game, address_key) WHERE address_key <> '';
CREATE TABLE daily_scores(
  date TEXT NOT NULL,
  game TEXT NOT NULL,
  score REAL NOT NULL,
  results INTEGER NOT NULL,
  PRIMARY KEY(date, game, score)) WITHOUT ROWID;
)",
      // 10: the attempts still played, by day: each instance asks, once a day has ended, for
      // those no instance ended (their instance died, or they had left memory) without reading
      // the day's finished ones.
      R"(
CREATE INDEX daily_open ON daily_attempts(date) WHERE status = 'playing';
)",
      // 11: duplicate rooms: a match (mode 'duplicate') has no game of its own; each of its seats
      // plays a member room of one seat on the same dice, which names its match and seat. A match
      // finds its members by the index.
      kDuplicateRooms,
      // 12: puzzles (docs/puzzles.md): the puzzles with their ratings, their themes for choosing
      // by theme, each account's puzzle rating and streak, its attempts (the last N served are not
      // served again), the reviews of its own mistakes, the day's puzzle and the visitors' tickets.
      puzzles_schema("INTEGER", "REAL", " WITHOUT ROWID"),
      // 13: tournaments (docs/tournaments.md): each tournament, its entrants and the seats of its
      // games, the rooms naming theirs.
      tournaments_schema("INTEGER", "REAL"),
      // 14: the score sheet's rooms: dice typed in, and who typed each action.
      kEnteredDice,
  };
  return steps;
}

const std::vector<std::string>& postgres_migrations() {
  static const std::vector<std::string> steps = {
      // 1: the same tables as SQLite's migration 1. Chat lines keep their order by an id (SQLite's
      // rowid); the seed is the 64 bits of the game's seed read as a signed BIGINT.
      R"(
CREATE TABLE rooms(
  code TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  name TEXT NOT NULL,
  rules TEXT NOT NULL,
  status TEXT NOT NULL,
  server_seed TEXT NOT NULL,
  commitment TEXT NOT NULL,
  seed BIGINT NOT NULL DEFAULT 0,
  turn_seconds INTEGER NOT NULL DEFAULT 0,
  created_ms BIGINT NOT NULL,
  updated_ms BIGINT NOT NULL,
  rematch TEXT NOT NULL DEFAULT '',
  previous TEXT NOT NULL DEFAULT '');
CREATE INDEX rooms_by_status ON rooms(status);
CREATE TABLE seats(
  room TEXT NOT NULL REFERENCES rooms(code),
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  player TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  client_seed TEXT NOT NULL,
  PRIMARY KEY(room, seat));
CREATE TABLE actions(
  room TEXT NOT NULL REFERENCES rooms(code),
  idx BIGINT NOT NULL,
  action TEXT NOT NULL,
  PRIMARY KEY(room, idx));
CREATE TABLE chat(
  id BIGSERIAL PRIMARY KEY,
  room TEXT NOT NULL REFERENCES rooms(code),
  at_ms BIGINT NOT NULL,
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  text TEXT NOT NULL);
CREATE INDEX chat_by_room ON chat(room, id);
)",
      // 2: as SQLite's migration 2.
      R"(
ALTER TABLE actions ADD COLUMN decided_by TEXT NOT NULL DEFAULT '';
ALTER TABLE rooms ADD COLUMN hints TEXT NOT NULL DEFAULT 'on';
ALTER TABLE rooms ADD COLUMN abandoned_by TEXT NOT NULL DEFAULT '';
)",
      // 3: as SQLite's migration 3 (see there), in PostgreSQL's types: BIGINT for ids and
      // times, DOUBLE PRECISION (not REAL, a float4) for ratings and scores, an identity for ids.
      R"(
CREATE TABLE accounts(
  id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  name TEXT,
  folded TEXT UNIQUE,
  skeleton TEXT UNIQUE,
  password_hash TEXT,
  created_ms BIGINT NOT NULL,
  deleted_ms BIGINT NOT NULL DEFAULT 0,
  CHECK ((deleted_ms = 0) = (name IS NOT NULL AND folded IS NOT NULL AND skeleton IS NOT NULL AND password_hash IS NOT NULL)));
CREATE TABLE sessions(
  token_hash TEXT PRIMARY KEY,
  account BIGINT NOT NULL REFERENCES accounts(id),
  created_ms BIGINT NOT NULL,
  expires_ms BIGINT NOT NULL,
  last_seen_ms BIGINT NOT NULL);
CREATE INDEX sessions_by_account ON sessions(account);
CREATE INDEX sessions_by_expiry ON sessions(expires_ms);
CREATE TABLE reset_tokens(
  token_hash TEXT PRIMARY KEY,
  account BIGINT NOT NULL REFERENCES accounts(id),
  created_ms BIGINT NOT NULL,
  expires_ms BIGINT NOT NULL);
CREATE INDEX reset_tokens_by_account ON reset_tokens(account);
CREATE TABLE signin_failures(
  account BIGINT PRIMARY KEY REFERENCES accounts(id),
  failures INTEGER NOT NULL,
  window_start_ms BIGINT NOT NULL,
  last_ms BIGINT NOT NULL);
ALTER TABLE rooms ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
ALTER TABLE rooms ADD COLUMN public INTEGER NOT NULL DEFAULT 0;
ALTER TABLE rooms ADD COLUMN language TEXT NOT NULL DEFAULT '';
ALTER TABLE seats ADD COLUMN account BIGINT REFERENCES accounts(id);
ALTER TABLE seats ADD COLUMN in_play INTEGER NOT NULL DEFAULT 1;
UPDATE seats SET in_play = 0 WHERE room IN (SELECT code FROM rooms WHERE status NOT IN ('waiting', 'playing'));
CREATE INDEX seats_by_account ON seats(account) WHERE account IS NOT NULL;
CREATE INDEX seats_in_play_by_account ON seats(account) WHERE account IS NOT NULL AND in_play = 1;
CREATE TABLE finished_games(
  room TEXT PRIMARY KEY REFERENCES rooms(code),
  ended_ms BIGINT NOT NULL,
  rated INTEGER NOT NULL);
CREATE TABLE ratings(
  account BIGINT NOT NULL REFERENCES accounts(id),
  game TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL,
  volatility DOUBLE PRECISION NOT NULL,
  games INTEGER NOT NULL,
  last_rated_ms BIGINT NOT NULL,
  PRIMARY KEY(account, game));
CREATE INDEX ratings_leaderboard ON ratings(game, rating DESC, account, deviation, last_rated_ms);
CREATE TABLE rating_changes(
  account BIGINT NOT NULL REFERENCES accounts(id),
  room TEXT NOT NULL REFERENCES rooms(code),
  seat INTEGER NOT NULL,
  game TEXT NOT NULL,
  at_ms BIGINT NOT NULL,
  rating_before DOUBLE PRECISION NOT NULL,
  deviation_before DOUBLE PRECISION NOT NULL,
  volatility_before DOUBLE PRECISION NOT NULL,
  rating_after DOUBLE PRECISION NOT NULL,
  deviation_after DOUBLE PRECISION NOT NULL,
  volatility_after DOUBLE PRECISION NOT NULL,
  PRIMARY KEY(account, room));
CREATE INDEX rating_changes_by_time ON rating_changes(account, game, at_ms);
CREATE TABLE account_games(
  account BIGINT NOT NULL REFERENCES accounts(id),
  room TEXT NOT NULL REFERENCES rooms(code),
  seat INTEGER NOT NULL,
  game TEXT NOT NULL,
  ended_ms BIGINT NOT NULL,
  result TEXT NOT NULL CHECK (result IN ('win', 'draw', 'loss')),
  place INTEGER NOT NULL,
  players INTEGER NOT NULL,
  score DOUBLE PRECISION NOT NULL,
  rated INTEGER NOT NULL,
  left_game INTEGER NOT NULL,
  PRIMARY KEY(account, room, seat));
CREATE INDEX account_games_newest ON account_games(account, ended_ms DESC, room DESC);
CREATE TABLE account_stats(
  account BIGINT NOT NULL REFERENCES accounts(id),
  game TEXT NOT NULL,
  played INTEGER NOT NULL,
  won INTEGER NOT NULL,
  drawn INTEGER NOT NULL,
  score_sum DOUBLE PRECISION NOT NULL,
  PRIMARY KEY(account, game));
)",
      // 4: as SQLite's migration 4.
      R"(
CREATE TABLE analyses(
  room TEXT PRIMARY KEY REFERENCES rooms(code),
  version INTEGER NOT NULL,
  document TEXT NOT NULL,
  created_ms BIGINT NOT NULL);
)",
      // 5: as SQLite's migration 5 (see there); the old chat lines take their id.
      R"(
ALTER TABLE chat ADD COLUMN line BIGINT NOT NULL DEFAULT 0;
ALTER TABLE chat ADD COLUMN removed INTEGER NOT NULL DEFAULT 0;
UPDATE chat SET line = id;
CREATE UNIQUE INDEX chat_lines ON chat(room, line);
CREATE TABLE reports(
  id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  at_ms BIGINT NOT NULL,
  room TEXT NOT NULL REFERENCES rooms(code),
  reporter_seat INTEGER NOT NULL,
  reporter_account BIGINT REFERENCES accounts(id),
  reporter_address TEXT NOT NULL,
  seat INTEGER NOT NULL,
  account BIGINT REFERENCES accounts(id),
  name TEXT NOT NULL,
  chat_line BIGINT NOT NULL,
  chat_text TEXT NOT NULL,
  reason TEXT NOT NULL,
  text TEXT NOT NULL,
  resolved_ms BIGINT NOT NULL DEFAULT 0);
CREATE INDEX reports_open ON reports(resolved_ms, id);
CREATE TABLE sanctions(
  id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('mute', 'ban')),
  account BIGINT REFERENCES accounts(id),
  address TEXT,
  created_ms BIGINT NOT NULL,
  until_ms BIGINT NOT NULL,
  lifted_ms BIGINT NOT NULL DEFAULT 0,
  reason TEXT NOT NULL,
  CHECK ((account IS NULL) <> (address IS NULL)));
CREATE INDEX sanctions_live ON sanctions(lifted_ms);
CREATE TABLE admin_log(
  id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  at_ms BIGINT NOT NULL,
  operator TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT NOT NULL,
  reason TEXT NOT NULL,
  detail TEXT NOT NULL);
CREATE TABLE moderation_events(
  id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  at_ms BIGINT NOT NULL,
  kind TEXT NOT NULL,
  room TEXT NOT NULL,
  chat_line BIGINT NOT NULL);
)",
      // 6: as SQLite's migration 6 (see there).
      R"(
CREATE TABLE analysis_seats(
  room TEXT NOT NULL REFERENCES rooms(code),
  seat INTEGER NOT NULL,
  measure TEXT NOT NULL,
  accuracy DOUBLE PRECISION,
  luck DOUBLE PRECISION NOT NULL,
  decisions INTEGER NOT NULL,
  PRIMARY KEY(room, seat));
INSERT INTO analysis_seats(room, seat, measure, accuracy, luck, decisions)
  SELECT a.room, (s.value ->> 'seat')::integer, a.document::jsonb ->> 'measure',
         (s.value ->> 'accuracy')::double precision, (s.value ->> 'luck')::double precision,
         (s.value ->> 'decisions')::integer
  FROM analyses a, jsonb_array_elements(a.document::jsonb -> 'seats') s;
)",
      // 7: as SQLite's migration 7 (see there).
      R"(
CREATE TABLE lobby_entries(
  kind TEXT NOT NULL CHECK (kind IN ('table', 'live')),
  room TEXT NOT NULL,
  owner TEXT NOT NULL,
  body TEXT NOT NULL,
  expires_ms BIGINT NOT NULL,
  PRIMARY KEY(kind, room));
CREATE INDEX lobby_entries_by_owner ON lobby_entries(owner);
CREATE INDEX lobby_entries_by_expiry ON lobby_entries(expires_ms);
CREATE TABLE lobby_instances(
  instance TEXT PRIMARY KEY,
  backend INTEGER NOT NULL,
  seen_ms BIGINT NOT NULL);
CREATE TABLE lobby_seeks(
  instance TEXT NOT NULL,
  seeker BIGINT NOT NULL,
  pool TEXT NOT NULL,
  account BIGINT NOT NULL,
  since_ms BIGINT NOT NULL,
  body TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  room TEXT NOT NULL DEFAULT '',
  seat INTEGER NOT NULL DEFAULT -1,
  PRIMARY KEY(instance, seeker));
CREATE INDEX lobby_seeks_by_pool ON lobby_seeks(pool, since_ms);
)",
      // 8: as SQLite's migration 8.
      R"(
ALTER TABLE seats ADD COLUMN address_key TEXT NOT NULL DEFAULT '';
)",
      // 9: as SQLite's migration 9.
      R"(
ALTER TABLE rooms ADD COLUMN daily TEXT NOT NULL DEFAULT '';
CREATE TABLE daily_seeds(
  date TEXT NOT NULL,
  game TEXT NOT NULL,
  rules TEXT NOT NULL,
  seed TEXT NOT NULL,
  commitment TEXT NOT NULL,
  created_ms BIGINT NOT NULL,
  entrants BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY(date, game));
CREATE TABLE daily_attempts(
  date TEXT NOT NULL,
  game TEXT NOT NULL,
  entrant TEXT NOT NULL,
  room TEXT NOT NULL UNIQUE REFERENCES rooms(code),
  account BIGINT REFERENCES accounts(id),
  ranked INTEGER NOT NULL,
  address_key TEXT NOT NULL,
  address_shared INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('playing', 'over')),
  score DOUBLE PRECISION,
  started_ms BIGINT NOT NULL,
  ended_ms BIGINT,
  left_game INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY(date, game, entrant),
  FOREIGN KEY(date, game) REFERENCES daily_seeds(date, game));
CREATE INDEX daily_board ON daily_attempts(date, game, score DESC, ended_ms, account) WHERE ranked = 1 AND status = 'over';
CREATE INDEX daily_by_account ON daily_attempts(account, date DESC) WHERE account IS NOT NULL;
CREATE INDEX daily_by_address ON daily_attempts(date, game, address_key) WHERE address_key <> '';
CREATE TABLE daily_scores(
  date TEXT NOT NULL,
  game TEXT NOT NULL,
  score DOUBLE PRECISION NOT NULL,
  results BIGINT NOT NULL,
  PRIMARY KEY(date, game, score));
)",
      // 10: as SQLite's migration 10.
      R"(
CREATE INDEX daily_open ON daily_attempts(date) WHERE status = 'playing';
)",
      // 11: as SQLite's migration 11.
      kDuplicateRooms,
      // 12: as SQLite's migration 12.
      puzzles_schema("BIGINT", "DOUBLE PRECISION", ""),
      // 13: as SQLite's migration 13.
      tournaments_schema("BIGINT", "DOUBLE PRECISION"),
      // 14: as SQLite's migration 14.
      kEnteredDice,
  };
  return steps;
}

}  // namespace cubilete::store

#pragma once
// The settings of `cubilete serve` (its flags, docs/online-table.md) and the fixed limits beside
// them. Plain data: the room machine reads it without the server's I/O around it.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace cubilete::server {

struct ServerConfig {
  std::string host = "127.0.0.1";
  int port = 8080;
  std::string db;        // store location ("" = the default file)
  std::string web_root;  // the built browser app ("" = none)
  int bot_delay_ms = 700;
  int threads = 0;  // I/O threads (0 = one per core)
  int away_timeout_s = 90;
  // Between people, a present person may end the game by a claim once an opponent has been gone
  // this long (PROTOCOL.md v1.1).
  int claim_after_s = 120;
  // Waiting rooms nobody connected to leave after this long without activity; a waiting room
  // someone connected to stays kConnectedWaitingExpirySeconds (PROTOCOL.md v1.1).
  int64_t waiting_expiry_s = 600;
  size_t max_rooms = 100000;     // rooms held in memory (waiting and playing)
  size_t max_sockets = 20000;    // open connections
  int messages_per_second = 20;  // per socket
  size_t chat_history = 50;      // chat lines a new connection receives

  // Per client address (see address_limits.h); 0 means no limit. The defaults and why: security.md.
  int rooms_per_minute = 20;
  int joins_per_minute = 60;
  int chats_per_minute = 60;
  int connects_per_minute = 120;
  int sockets_per_address = 64;
  // HTTP connections open at once, idle keep-alive ones included; a trusted proxy's own
  // connections are not counted (its clients' addresses are known only from their requests).
  int connections_per_address = 64;
  int sockets_per_seat = 8;
  int rule_sets_per_hour = 20;
  int public_tables_per_address = 3;  // open public tables listed in the lobby at once
  int seeks_per_minute = 20;          // quick-play seeks (src/server/lobby/quick_pool.h)
  // Reports of players an hour (POST /api/rooms/CODE/reports): enough for anyone wronged, too few
  // to bury the moderators (docs/operating.md, Moderation).
  int reports_per_hour = 10;
  // Puzzles served and answered a minute (GET /api/puzzles/next, POST .../answer): a fast solver
  // answers one every few seconds; a script drawing the pool to learn its answers is slowed.
  int puzzles_per_minute = 60;
  // Tournaments a person makes (POST /api/tournaments), per account and per address, in any day:
  // enough for a club's evening, too few to flood the lobby's list.
  int tournaments_per_day = 5;
  // After a tournament game ends, its entrants wait this long before the next pairing: the moment
  // to read the result and to pause (docs/tournaments.md).
  int64_t tournament_rest_ms = 4000;
  // The tournaments' scheduled events (docs/tournaments.md, "The schedule"): "both" (hourly and
  // daily, the default), "hourly", "daily" or "none".
  std::string tournament_schedule = "both";
  std::vector<std::string> trusted_proxies;  // canonical addresses
  // A second seat of one game with hidden information from the same address is refused.
  bool one_seat_per_address = false;
  // Two accounts of one address may play each other in a rated game (quick play pairs them, a join
  // seats them): off by default, since one person's second account would feed the first one wins.
  bool rated_same_address = false;
  // Two-player tables solved in the background at start where the cache lacks them
  // ("generala", "farkle:target=5000": table_preparer.h), so analyses judge by the chance of
  // winning and win_optimal plays whole games.
  std::vector<std::string> two_player_tables;
  // Solved solitaire tables kept in memory (least recently used leave beyond it).
  size_t solved_memory_mb = 512;
  // Solved solitaire tables kept in the cache directory (least recently used leave beyond it).
  size_t solved_disk_mb = 2048;

  // Accounts (PROTOCOL.md v1.1, Accounts; docs/online-table.md and docs/security.md say why each).
  // Where people reach the server ("https://dados.example"): its origin is the one every request
  // carrying the session cookie must come from, and an https:// URL makes the cookie Secure.
  // "": the origin is the request's own (http:// and its Host).
  std::string public_url;
  // A session ends after this long without use; each use moves its end (sliding).
  int64_t session_lifetime_s = 30 * 24 * 3600;
  // Sign-in attempts per address a minute and sign-ups per address an hour (0: no limit).
  int signins_per_minute = 10;
  int signups_per_hour = 10;
  // Wrong passwords one account may take within the window before it is refused until the
  // window ends (counted in the store, so every instance agrees).
  int signin_failures = 5;
  int64_t signin_window_s = 15 * 60;
  // Argon2id's cost: "interactive" (libsodium's, 64 MiB and 2 passes), or "minimum" (tests only).
  std::string password_cost = "interactive";
  // Test hook (CUBILETE_TEST_CRASH_AT, never a flag): "before_finish" kills the process with
  // SIGKILL once everything before a game's end is committed and before the end is written;
  // "after_finish" once the end is committed and before anyone hears of it.
  std::string crash_at;
  // Test hook (CUBILETE_TEST_DAILY_OFFSET_MS, never a flag): the daily challenge's clock runs this
  // many milliseconds ahead of the server's (server/daily/daily_day.h), so that a test can play
  // across a day's end.
  int64_t daily_offset_ms = 0;
  // A daily attempt in play that nobody watches leaves memory once nothing happened in it for this
  // long: the store keeps it, a visit brings it back, and a day holds up to max_rooms attempts.
  // Test hook: CUBILETE_TEST_IDLE_DAILY_MS.
  int64_t idle_daily_memory_ms = 10 * 60 * 1000;
  // This long after a day's end (its seed's reveal), every instance ends that day's attempts that
  // no instance holds (left memory, or their instance died), as they stand; by then an instance
  // that holds one has ended it at the end itself. Test hook: CUBILETE_TEST_DAILY_SWEEP_MS.
  int64_t daily_sweep_after_ms = 60'000;
  // Test hook (CUBILETE_TEST_TOURNAMENT_MINUTE_MS, never a flag): how long one of a tournament's
  // `minutes` lasts, so that a test plays a whole arena in seconds.
  int64_t tournament_minute_ms = 60'000;

  // GET /metrics (docs/operating.md): served only to `Authorization: Bearer TOKEN` with this
  // token ("": no /metrics, 404), or to anyone on the separate metrics_address listener.
  std::string metrics_token;
  std::string metrics_address;  // "HOST:PORT" ("": none)
  std::string version;          // the program's, for /metrics' cubilete_build_info
};

// The origin of the server's public URL ("https://host[:port]", lower case), or "" for none.
std::string public_origin(const ServerConfig& config);

// Password hashes waiting for the password lane at most (each holds 64 MiB while it runs): more
// are refused with 503 busy rather than queued without bound.
constexpr size_t kMaxPasswordQueue = 64;

constexpr int64_t kConnectedWaitingExpirySeconds = 24 * 3600;
// Bot caps (docs/security.md): a search thinks at most this long, whatever its settings ...
constexpr int kMaxBotMovetimeMs = 5000;
// ... and a two-player endgame table solved in memory for win_optimal:rounds=R covers at most
// this many rounds (R = 3 takes seconds; each round more multiplies time and memory).
constexpr int kMaxEndgameRounds = 3;
// ... and Farkle's for win_optimal:from=P covers at most the last 1,000 points (P at least twice
// the target less 1,000: 2 s; 2,000 points take 10 s, 3,000 half a minute).
constexpr int kMaxEndgamePoints = 1000;

}  // namespace cubilete::server

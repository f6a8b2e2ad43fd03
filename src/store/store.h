#pragma once
// Where the online table keeps what lasts: one database (SQLite or PostgreSQL) seen as areas, each
// with an interface of its own that can be handed to the code that needs only it.
#include <memory>
#include <string>

#include "store/account_store.h"
#include "store/analysis_store.h"
#include "store/daily_store.h"
#include "store/moderation_store.h"
#include "store/profile_store.h"
#include "store/puzzle_store.h"
#include "store/room_store.h"
#include "store/sql_access.h"
#include "store/tournament_store.h"
#include "store/write_stats.h"

namespace cubilete::store {

class SharedLobby;

// The rooms and their ownership are each database's own (RoomStore); the other areas are written
// once for both over SqlAccess.
class Store : protected SqlAccess {
 public:
  virtual ~Store() = default;
  // The rooms, their seats, actions and chat, and which instance serves each.
  virtual RoomStore& rooms() = 0;
  // Accounts, their sessions, sign-in failures and password resets.
  AccountStore& accounts() { return accounts_; }
  // The analyses of finished games.
  AnalysisStore& analyses() { return analyses_; }
  // A game's end, the ratings it moves, leaderboards and profiles.
  ProfileStore& profiles() { return profiles_; }
  // The daily challenge's seeds, attempts and boards.
  DailyStore& daily() { return daily_; }
  // Reports, sanctions, the admin log and the events running servers act on.
  ModerationStore& moderation() { return moderation_; }
  // Puzzles, their ratings and each account's attempts, streak and reviews.
  PuzzleStore& puzzles() { return puzzles_; }
  // Tournaments, their entrants, games and final standings.
  TournamentStore& tournaments() { return tournaments_; }
  // Where the data lives, for the log ("SQLite /path/tables.db").
  virtual std::string describe() const = 0;
  // Blocks until every write queued before the call is committed (or failed), whatever its area.
  virtual void flush() = 0;
  virtual int schema_version() = 0;
  // The write queue's commit times and depth, for /metrics.
  virtual const WriteStats& write_stats() const = 0;

  // The lobby the instances of a shared store have in common (shared_lobby.h); none for a store
  // one process uses: its lobby is that process's memory.
  virtual SharedLobby* shared_lobby() { return nullptr; }

 private:
  AccountStore accounts_{*this};
  AnalysisStore analyses_{*this};
  DailyStore daily_{*this};
  ModerationStore moderation_{*this};
  ProfileStore profiles_{*this};
  PuzzleStore puzzles_{*this};
  TournamentStore tournaments_{*this};
};

// Opens (creating if needed, and migrating to the current schema) the store at `location`: a
// postgresql:// (or postgres://) URI for PostgreSQL, else a file path for SQLite. Throws std::runtime_error with the reason if it cannot.
std::unique_ptr<Store> open_store(const std::string& location);
// $XDG_DATA_HOME/cubilete/tables.db, else ~/.local/share/cubilete/tables.db.
std::string default_store_path();

}  // namespace cubilete::store

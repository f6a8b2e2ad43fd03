#pragma once
// The store's games of accounts (PROTOCOL.md v1.1, Accounts): a game's end with the ratings it
// moves, the ratings, leaderboards and what a profile shows, the same for both databases
// (store/sql/games_sql.cpp).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "accounts/game_outcome.h"
#include "store/account_records.h"

namespace cubilete::store {

class SqlAccess;

class ProfileStore {
 public:
  explicit ProfileStore(SqlAccess& db) : db_(db) {}

  // Records the end of a game, once: the status "over" (and the seats that left a claimed game),
  // each account's row of the game for its profile and its counts, and, in a rated room, every
  // account's new rating (accounts/game_rating.h: Glicko-2 against the bots' fixed ratings) with
  // its change. All in one transaction, exactly once: asked again (after a restart, by another
  // instance) it changes nothing and answers count 0; the first time, count is how many ratings
  // moved. Refuses no_such_room, not_playing (a room waiting or expired), bad_result (an end that
  // does not fit the room's seats).
  void finish_game(const std::string& code, const GameEnd& end, Answer answer);
  // The account's rating of every rated game (accounts::rated_games(), in that order).
  std::vector<GameRating> ratings(int64_t account, int64_t now_ms);
  RatingHistory rating_history(int64_t account, const std::string& game);
  // The best `limit` accounts of the game's leaderboard (accounts/rating_policy.h says who is on
  // it), best first.
  std::vector<LeaderboardEntry> leaderboard(const std::string& game, int64_t now_ms, size_t limit);
  // The account's place on that leaderboard, if it is on it.
  std::optional<int64_t> rank(int64_t account, const std::string& game, int64_t now_ms);
  // The account's finished games, newest first, `limit` of them from `before` (from the newest
  // when nothing).
  GamesPage games_page(int64_t account, const std::optional<GamesCursor>& before, size_t limit);
  std::vector<GameStats> game_stats(int64_t account);
  // The rooms not over where the account holds a seat, newest first.
  std::vector<AccountRoom> account_rooms(int64_t account);
  // The rating changes a rated room's end made, of the seats of `accounts` (those it has).
  std::vector<RatingChange> room_rating_changes(const std::string& code, const std::vector<int64_t>& accounts);

  // A person who played without an account and made one keeps a seat of theirs: the seat whose
  // token hashes to `token_hash` becomes the account's, shown under `name`; a game already over
  // (its end recorded by finish_game) joins the account's games and counts, from `outcome` (the
  // game's end as the room knows it). Refuses bad_token (no seat of the room has that token),
  // has_account (another account's seat), already_seated (the account has another seat of the
  // room), rated (a rated room's seats are accounts' from the start), no_such_room,
  // no_such_account, bad_result. Count: 1 when a finished game joined the profile, else 0; asked
  // again for the same account it changes nothing.
  void keep_seat(const std::string& code, int seat, const std::string& token_hash, int64_t account,
                 const std::string& name, const std::optional<accounts::GameOutcome>& outcome, Answer answer);

 private:
  SqlAccess& db_;
};

}  // namespace cubilete::store

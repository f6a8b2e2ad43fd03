#pragma once
// The store's daily challenge (migration 9; store/daily_records.h): the days' seeds, the attempts,
// the boards and the moderators' luck list, the same for both databases (store/sql/daily_sql.cpp).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "store/account_records.h"
#include "store/daily_records.h"

namespace cubilete::store {

class SqlAccess;
struct RoomRecord;

class DailyStore {
 public:
  explicit DailyStore(SqlAccess& db) : db_(db) {}

  // Keeps each (day, game)'s seed unless that day's game has one already: the first seed made
  // stands, whichever instance made it (count: how many were new).
  void ensure_seeds(const std::vector<DailySeed>& seeds, Answer answer);
  // The seeds of the days from `from` to `to` (YYYY-MM-DD, both included), by day and game.
  std::vector<DailySeed> seeds(const std::string& from, const std::string& to);
  // An attempt's room (its one seat, `daily` its day, dealt by the day's seed) and the attempt,
  // in one transaction: a refusal writes neither; the day's entrants count it. Ranked only if asked
  // and no other attempt of the day's game came from the same address key (then count 1, else 0).
  // Refuses no_such_day, bad_attempt (not one unrated seat of that day's game and seed),
  // already_attempted (the entrant has one: only one a day).
  void create_room(const RoomRecord& room, const DailyAttempt& attempt, Answer answer);
  std::optional<DailyAttempt> attempt(const std::string& date, const std::string& game,
                                      const std::string& entrant);
  std::optional<DailyAttempt> attempt_of_room(const std::string& room);
  // The ranked results that are over, best first (DailyResult), `limit` of them after the first
  // `after_rank`, and the day's entrants.
  DailyBoard board(const std::string& date, const std::string& game, int64_t after_rank,
                   size_t limit);
  // The account's ranked result of the day's game with its place, if it has one.
  std::optional<DailyResult> result(const std::string& date, const std::string& game,
                                    int64_t account);
  // The address keys of the attempts of every day before `before` (YYYY-MM-DD), erased: they only
  // decided, while their day was played, which attempt came first from an address (address_shared
  // stays). A guest's entrant, which is its address's key, becomes "g:" and the room's code.
  // Count: how many attempts were changed.
  void forget_addresses(const std::string& before, Answer answer);
  // The account's attempts, the newest day first (a history and its streak).
  std::vector<DailyAttempt> history(int64_t account, size_t limit);
  // The ranked results of a day's game that are over, the best first, each with its account's age,
  // its address's flag and its game's analysis where there is one (the moderators' luck list).
  std::vector<DailyLuckRow> luck(const std::string& date, const std::string& game);
  // The days (YYYY-MM-DD) on which the account finished an attempt of any game, the newest first
  // (its streaks).
  std::vector<std::string> days_played(int64_t account, size_t limit);
  // The rooms of the day's attempts that are still played (in no game's order: by code).
  std::vector<std::string> open_rooms(const std::string& date);

 private:
  SqlAccess& db_;
};

}  // namespace cubilete::store

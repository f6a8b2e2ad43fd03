#pragma once
// The daily challenge's days (docs/plans/daily-challenge.md): each game's seed of today and the
// next 7 days, made once by whichever instance first needs it (the store keeps the first), and
// the game the optimum plays on a day's dice, played once per process and kept. Everything here
// reads or waits for the store: call it on a worker lane, never on an I/O thread.
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "catalog/daily_optimum.h"
#include "catalog/game_entry.h"
#include "store/daily_store.h"

namespace cubilete::server {

// The days ahead whose seeds are committed (published) before anyone can play them.
constexpr int kDailyDaysAhead = 7;
// The days behind whose leftover attempts each instance ends (server.cpp's sweep): yesterday's,
// and the day before's for an instance whose sweep was down across a day's end. A process
// starting loads every attempt still played that no other instance holds.
constexpr int kDailySweepDays = 2;

class DailyService {
 public:
  DailyService(store::DailyStore& store, int64_t offset_ms) : store_(store), offset_ms_(offset_ms) {}

  // Today (UTC, on the challenge's clock) at `now_ms`.
  std::string today(int64_t now_ms) const;
  // Makes the seeds of today and the next kDailyDaysAhead days that the store lacks, for every game
  // with a daily challenge, and forgets the address keys of the days before today; waits until
  // both are committed. Throws std::runtime_error if the store refuses. A process asks the store
  // once a day.
  void ensure_days(int64_t now_ms);
  // The seeds of the days from `from` to `to` (YYYY-MM-DD, both included), by day and game.
  std::vector<store::DailySeed> seeds(const std::string& from, const std::string& to);
  // One day's seed of one game, if it has one.
  std::optional<store::DailySeed> seed(const std::string& date, const std::string& game);
  // The rooms of the attempts still played of the last kDailySweepDays days whose end is at least
  // `after_ms` behind `now_ms`: an instance holding one ends it at its day's end, so these are
  // the ones no instance held then (left memory, or their instance died). Each room is given once
  // per process; a day with no room not given before is not asked again (nobody attempts a day
  // after its end).
  std::vector<std::string> leftover_attempts(int64_t now_ms, int64_t after_ms);
  // The optimum's game on that day's dice (TablePolicy::daily's bot), played on first request.
  std::shared_ptr<const DailyOptimum> optimum(const GameEntry& entry, const store::DailySeed& day);

 private:
  store::DailyStore& store_;
  const int64_t offset_ms_;
  std::mutex mutex_;
  std::string ensured_through_;  // today, once its days are made
  std::set<std::string> swept_;   // ended days found with no attempt still played but those given
  std::map<std::string, std::set<std::string>> given_;  // by day: the rooms leftover_attempts gave
  std::map<std::string, std::shared_ptr<const DailyOptimum>> optima_;  // by "DATE GAME"
};

}  // namespace cubilete::server

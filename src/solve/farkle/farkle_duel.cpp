#include "solve/farkle/farkle_duel.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <atomic>
#include <map>
#include <tuple>

#include "core/cancel.h"
#include "core/error.h"
#include "core/parallel.h"
#include "solve/common/cache_file.h"
#include "solve/common/kept_tables.h"

namespace cubilete::solve {

namespace {
constexpr double kCutChance = 1e-15;  // turn totals are cut where a turn gets with at most this
constexpr int kMostSteps = 200;
constexpr int kDuelFormat = 1;

}  // namespace

FarkleDuel::FarkleDuel(const farkle::FarkleRules& rules, std::shared_ptr<const FarkleTurnSolver> turn, int cut_units)
    : turn_(std::move(turn)) {
  const int unit = turn_->unit();
  target_ = std::max(1, units_up(rules.target, unit));
  entry_ = std::max(1, units_up(rules.entry, unit));
  cut_ = cut_units;
  if (cut_ <= 0) {
    cut_ = 1;
    while (turn_->reach(cut_, farkle::kDice) > kCutChance) ++cut_;
  }
  values_.assign(size_t(target_) * target_, 0.0);
}

double FarkleDuel::bank_value(int a, int b, int t) const {
  if (a + t < target_) return 1.0 - turn_start(b, a + t);
  // The opponent's last turn must end above the closer's score (and reach the entry from 0).
  int need = a + t - b + 1;
  if (b == 0) need = std::max(need, entry_);
  return 1.0 - turn_->reach(need, farkle::kDice);
}

std::pair<double, double> FarkleDuel::turn(int a, int b, double c, std::vector<double>& q) const {
  // Rows [t * 7 + n]: the throw value, then the decision value and its slope along c.
  thread_local std::vector<double> u, du;
  const size_t rows = size_t(cut_) * 7;
  q.assign(rows, 0.0);
  u.assign(rows, 0.0);
  du.assign(rows, 0.0);
  // At the cut and beyond: bank if allowed, else the turn counts as a farkle.
  auto value_at = [&](int t, int n) {
    if (t < cut_) return u[size_t(t) * 7 + n];
    return may_bank(a, t) ? bank_value(a, b, t) : c;
  };
  auto slope_at = [&](int t, int n) {
    if (t < cut_) return du[size_t(t) * 7 + n];
    return may_bank(a, t) ? 0.0 : 1.0;
  };
  for (int t = cut_ - 1; t >= 0; --t) {
    const bool can_bank = may_bank(a, t);
    const double bank = can_bank ? bank_value(a, b, t) : 0.0;
    for (int n = 1; n <= farkle::kDice; ++n) {
      const auto [e, de] = turn_->every_selection_expectation(
          n, [&](int units, int next) { return value_at(t + units, next); },
          [&](int units, int next) { return slope_at(t + units, next); });
      const double pf = turn_->farkle_chance(n);
      const size_t i = size_t(t) * 7 + n;
      q[i] = e + pf * c;
      const bool banks = can_bank && bank >= q[i];
      u[i] = banks ? bank : q[i];
      du[i] = banks ? 0.0 : de + pf;
    }
  }
  return {q[farkle::kDice], du[farkle::kDice]};
}

// V(a, b) and V(b, a): x = F(1 - y), y = G(1 - x), each F, G a turn. Iterating y -> G(1 - F(1 - y))
// with the slope s = F' G' of that map, the Newton step y' = (G - s y) / (1 - s) is exact once
// the turns' policies stop changing.
std::pair<double, double> FarkleDuel::newton_pair(int a, int b, FarkleDuelStats& stats, float* rows) {
  thread_local std::vector<double> w_ab, w_ba;
  const bool mirror = a == b;
  double y = 0.5, last_residual = 1.0, x = 0.5, bound = 0.0, residual = 1.0;
  int steps = 0;
  for (; steps < kMostSteps; ++steps) {
    const auto [fx, sx] = turn(a, b, 1.0 - y, w_ab);
    x = fx;
    if (mirror) {  // x = F(1 - x): the step moves x to the fixed point of the line through it
      residual = std::abs(fx - y);
      bound = residual * sx / (1.0 + sx);
      const double next = (fx + sx * y) / (1.0 + sx);
      y = residual < last_residual / 2 ? next : fx;
      last_residual = residual;
      if (residual <= kConvergence) break;
      continue;
    }
    const auto [gy, sy] = turn(b, a, 1.0 - x, w_ba);
    const double slope = sx * sy;
    residual = std::abs(gy - y);
    bound = residual * slope / (1.0 - slope);
    const double next = std::clamp((gy - slope * y) / (1.0 - slope), 0.0, 1.0);
    y = residual < last_residual / 2 ? next : gy;  // plain value iteration if Newton did not help
    last_residual = residual;
    if (residual <= kConvergence) break;
  }
  // The turn of (a, b) once more at the final y; (b, a)'s last turn was at x within a step.
  x = turn(a, b, 1.0 - y, w_ab).first;
  if (mirror) y = x;
  if (rows) {
    const size_t row = size_t(kRowTotals) * 7;
    std::copy_n(w_ab.begin(), std::min(row, w_ab.size()), rows + (size_t(a) * target_ + b) * row);
    if (!mirror) std::copy_n(w_ba.begin(), std::min(row, w_ba.size()), rows + (size_t(b) * target_ + a) * row);
  }
  stats.turns_solved += (mirror ? 1 : 2) * size_t(steps + 1) + 1;
  stats.most_iterations = std::max(stats.most_iterations, steps + 1);
  stats.largest_step = std::max(stats.largest_step, residual);
  stats.error_bound = std::max(stats.error_bound, bound);
  return {x, y};
}

FarkleDuelStats FarkleDuel::solve(int threads, int from_sum, float* rows) {
  const Stopwatch clock;
  FarkleDuelStats stats;
  stats.threads = thread_count(threads);
  from_sum_ = std::max(0, from_sum);
  std::mutex merge;
  for (int sum = 2 * (target_ - 1); sum >= from_sum_; --sum) {
    // The pairs (a, b), a <= b, with a + b = sum, both below the target.
    const int lowest = std::max(0, sum - (target_ - 1)), highest = sum / 2;
    std::atomic<int> next{lowest};
    auto work = [&] {
      FarkleDuelStats local;
      for (int a; (a = next++) <= highest;) {
        const int b = sum - a;
        const auto [x, y] = newton_pair(a, b, local, rows);
        values_[size_t(a) * target_ + b] = x;
        values_[size_t(b) * target_ + a] = y;
        local.turn_starts += a == b ? 1 : 2;
      }
      std::lock_guard lock(merge);
      stats.turn_starts += local.turn_starts;
      stats.turns_solved += local.turns_solved;
      stats.most_iterations = std::max(stats.most_iterations, local.most_iterations);
      stats.largest_step = std::max(stats.largest_step, local.largest_step);
      stats.error_bound = std::max(stats.error_bound, local.error_bound);
    };
    const double before = stats.error_bound;
    stats.error_bound = 0;
    run_on_threads(std::min(stats.threads, highest - lowest + 1), work);
    stats.total_error_bound += stats.error_bound;
    stats.error_bound = std::max(before, stats.error_bound);
    if (cancel_requested()) throw Cancelled();  // a server stopping, or a room leaving
  }
  stats.seconds = clock.seconds();
  return stats;
}

namespace {
// The two-player table is of the race to a target it can hold; UsageError saying why not.
void require_a_solvable_race(const farkle::FarkleRules& rules) {
  if (rules.turns > 0)
    throw UsageError(fmt::format("two-player farkle is solved for the race to the target; with turns={} the game "
                                 "ends after {} turns each instead (optimal_turn plays every turn's optimum)",
                                 rules.turns, rules.turns));
  if (rules.target > FarkleDuel::kLargestTarget)
    throw UsageError(fmt::format("two-player farkle is solved for targets up to {} (the work grows as the target "
                                 "squared: 10,000 takes minutes); target={}",
                                 FarkleDuel::kLargestTarget, rules.target));
}
}  // namespace

SolvedFarkleDuel::SolvedFarkleDuel(const farkle::FarkleGame& game, const SolveOptions& request,
                                   bool solve_if_missing, int from_sum, int cut_units)
    : turn_(farkle_solver_for(game)) {
  const auto& rules = game.farkle_rules();
  require_a_solvable_race(rules);
  duel_ = std::make_unique<FarkleDuel>(rules, turn_, cut_units);
  const size_t starts = duel_->turn_start_values().size();
  // The file: V(a, b) as double, then the turns' throw values as float.
  const std::string header =
      fmt::format("farkle-duel version={} target={} entry={} three_ones={} cut={} rows={}", kDuelFormat, rules.target,
                  rules.entry, rules.three_ones, duel_->cut_units(), FarkleDuel::kRowTotals);
  cache_file_ = cache_file_path("farkle", header, fmt::format("duel.v{}.bin", kDuelFormat));
  if (from_sum <= 0 && request.use_cache)
    if (auto mapped = map_cache_file(cache_file_, header, starts, cache_bytes())) {
      const auto* v = static_cast<const double*>(mapped->second);
      duel_->set_values(std::vector<double>(v, v + starts));
      owner_ = std::move(mapped->first);
      rows_ = reinterpret_cast<const float*>(v + starts);
      solved_ = from_cache_ = true;
      return;
    }
  if (from_sum <= 0 && !solve_if_missing) return;
  // Not value-initialised: an endgame's pages below its states are never touched.
  std::shared_ptr<float[]> rows(new float[duel_->row_values()]);
  stats_ = duel_->solve(request.threads, from_sum <= 0 ? 0 : (from_sum + duel_->unit() - 1) / duel_->unit(), rows.get());
  rows_ = rows.get();
  owner_ = std::move(rows);
  solved_ = true;
  if (from_sum <= 0 && request.use_cache)
    if (auto w = CacheWriter::create(cache_file_, header, starts, cache_bytes())) {
      const size_t value_bytes = starts * sizeof(double);
      if (w->write(0, duel_->turn_start_values().data(), value_bytes) &&
          w->write(value_bytes, rows_, duel_->row_values() * sizeof(float)))
        w->commit();
    }
}

size_t SolvedFarkleDuel::cache_bytes() const {
  return duel_->turn_start_values().size() * sizeof(double) + duel_->row_values() * sizeof(float);
}

double SolvedFarkleDuel::throw_value(int a, int b, int t, int n) const {
  const int target = duel_->target_units();
  if (t >= duel_->cut_units()) return 1.0 - duel_->turn_start(b, a);  // at the cut a throw counts as a farkle
  if (t < FarkleDuel::kRowTotals) return rows_[(size_t(a) * target + b) * FarkleDuel::kRowTotals * 7 + size_t(t) * 7 + n];
  // Rare: a turn total beyond the kept rows; this turn solved again whole (kept for its next
  // decisions).
  thread_local std::vector<double> whole;
  thread_local std::tuple<uint64_t, int, int> whole_of{0, -1, -1};
  if (whole_of != std::make_tuple(id_, a, b)) {
    duel_->turn(a, b, 1.0 - duel_->turn_start(b, a), whole);
    whole_of = {id_, a, b};
  }
  return whole[size_t(t) * 7 + n];
}

double SolvedFarkleDuel::decision(int a, int b, int t, int n) const {
  if (t >= duel_->cut_units()) return duel_->may_bank(a, t) ? duel_->bank_value(a, b, t) : 1.0 - duel_->turn_start(b, a);
  return duel_->decision_value(a, b, t, throw_value(a, b, t, n));
}

std::shared_ptr<const SolvedFarkleDuel> farkle_duel_for(const farkle::FarkleGame& game, const SolveOptions& request,
                                                        bool solve_if_missing) {
  // The map's lock is held only to look and to insert, so a look-up in the cache (a game's end, a
  // hint) never waits for a solve, which takes minutes; solves take turns on their own.
  static std::mutex mutex, solving;
  static std::map<std::string, std::shared_ptr<const SolvedFarkleDuel>> solved;
  const auto& r = game.farkle_rules();
  require_a_solvable_race(r);  // before the look-up: the key leaves out what makes no table
  const std::string key = fmt::format("{} {} {}", r.target, r.entry, r.three_ones);
  const auto kept = [&]() -> std::shared_ptr<const SolvedFarkleDuel> {
    std::lock_guard lock(mutex);
    if (request.use_cache)
      if (auto it = solved.find(key); it != solved.end()) return it->second;
    return nullptr;
  };
  if (auto s = kept()) return s;
  std::unique_lock turn(solving, std::defer_lock);
  if (solve_if_missing) {
    turn.lock();
    if (auto s = kept()) return s;  // solved by the solve before this one
  }
  auto s = std::make_shared<const SolvedFarkleDuel>(game, request, solve_if_missing);
  std::lock_guard lock(mutex);
  if (request.use_cache && s->solved()) solved[key] = s;
  return s;
}

std::shared_ptr<const SolvedFarkleDuel> farkle_endgame_for(const farkle::FarkleGame& game, int from_sum) {
  static KeptTables<SolvedFarkleDuel> kept(4);
  const auto& r = game.farkle_rules();
  require_a_solvable_race(r);
  const std::string key = fmt::format("{} {} {} {}", r.target, r.entry, r.three_ones, from_sum);
  return kept.get(key, [&] { return std::make_shared<const SolvedFarkleDuel>(game, SolveOptions{}, true, from_sum); });
}

}  // namespace cubilete::solve

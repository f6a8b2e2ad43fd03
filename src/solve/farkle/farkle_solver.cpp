#include "solve/farkle/farkle_solver.h"

#include <algorithm>
#include <cmath>

namespace cubilete::solve {

using farkle::kDice;

double FarkleTurnValues::value(int t, int n) const {
  if (t < size_) return value_[t * 7 + n];
  if (base_) return base_->value(t, n);
  return t * double(unit_) + beyond_;
}

double FarkleTurnValues::throw_value(int t, int n) const {
  if (t < size_) return throw_[t * 7 + n];
  if (base_) return base_->throw_value(t, n);
  return t * double(unit_);  // beyond the cap the lower-bound solve banks
}

FarkleTurnSolver::FarkleTurnSolver(const farkle::Scoring& scoring, int cap_points)
    : scoring_(&scoring), unit_(scoring.unit()), cap_units_(std::max(1, cap_points / scoring.unit())) {
  const auto& table = scoring.table();
  // Per roll, only the best selection for each number of dice left can be optimal: values grow
  // with the turn total.
  double least_farkle = 1.0;
  for (int n = 1; n <= kDice; ++n) {
    double farkle = 0;
    for (int r : table.of_size(n)) {
      if (scoring.is_farkle(r)) {
        farkle += table.probability(r);
        continue;
      }
      int best[kDice + 1];
      std::fill(best, best + kDice + 1, -1);
      for (const auto& s : scoring.selections(r)) {
        const int next = s.dice == n ? kDice : n - s.dice;
        best[next] = std::max(best[next], s.points / unit_);
      }
      const int first = int(candidates_.size());
      for (int next = 1; next <= kDice; ++next)
        if (best[next] >= 0) candidates_.push_back({best[next], next});
      // Every distinct (points, dice left), for values that need not grow with the total.
      const int every_first = int(every_.size());
      for (const auto& s : scoring.selections(r)) {
        const Candidate c{s.points / unit_, s.dice == n ? kDice : n - s.dice};
        if (std::none_of(every_.begin() + every_first, every_.end(),
                         [&](const Candidate& x) { return x.units == c.units && x.next == c.next; }))
          every_.push_back(c);
      }
      rolls_[n].push_back({table.probability(r), first, int(candidates_.size()) - first, every_first,
                           int(every_.size()) - every_first});
    }
    least_farkle = std::min(least_farkle, farkle);
    farkle_chance_[n] = farkle;
  }

  auto init = [&](FarkleTurnValues& v, double beyond) {
    v.unit_ = unit_;
    v.size_ = cap_units_;
    v.beyond_ = beyond;
    v.value_.assign(size_t(cap_units_) * 7, 0.0);
    v.throw_.assign(size_t(cap_units_) * 7, 0.0);
    fill(v, cap_units_);
  };
  init(lower_, 0.0);
  // What a turn adds beyond its current total never exceeds what it adds from 0 (the gain of a
  // fixed policy falls as the total at risk grows), and a priori is at most the best throw's
  // points times the expected number of throws before a farkle.
  double bound = scoring.max_points() / least_farkle;
  for (int round = 0; round < 8; ++round) {
    init(upper_, bound);
    double next = 0;
    for (int n = 1; n <= kDice; ++n) next = std::max(next, upper_.value(0, n));
    if (next >= bound * (1 - 1e-15)) break;
    bound = next;
  }

  // Reaching a need depends only on what is still needed, so needs fill upwards from 0.
  reach_.assign(size_t(cap_units_) * 7, 1.0);
  for (int need = 1; need < cap_units_; ++need)
    for (int n = 1; n <= kDice; ++n)
      reach_[size_t(need) * 7 + n] = throw_expectation(n, [&](int units, int next) { return reach(need - units, next); });
}

double FarkleTurnSolver::throw_value_at(const FarkleTurnValues& v, int t, int n) const {
  return throw_expectation(n, [&](int units, int next) { return v.value(t + units, next); });
}

double FarkleTurnSolver::reach(int need, int dice) const {
  if (need <= 0) return 1.0;
  return reach_[size_t(std::min(need, cap_units_ - 1)) * 7 + dice];
}

void FarkleTurnSolver::fill(FarkleTurnValues& v, int from_units) const {
  for (int t = from_units - 1; t >= 0; --t)
    for (int n = 1; n <= kDice; ++n) {
      const double e = throw_value_at(v, t, n);
      v.throw_[t * 7 + n] = e;
      v.value_[t * 7 + n] = v.may_bank(t) ? std::max(t * double(unit_), e) : e;
    }
}

std::shared_ptr<const FarkleTurnValues> FarkleTurnSolver::with_min_bank(int min_bank) const {
  const int m = std::min(cap_units_ - 1, (std::max(0, min_bank) + unit_ - 1) / unit_);
  if (m <= 0) return {std::shared_ptr<void>(), &lower_};  // not owned: the solver's own table
  auto v = std::make_shared<FarkleTurnValues>();
  v->base_ = &lower_;
  v->unit_ = unit_;
  v->min_bank_units_ = m;
  v->size_ = m;
  v->value_.assign(size_t(m) * 7, 0.0);
  v->throw_.assign(size_t(m) * 7, 0.0);
  fill(*v, m);
  return v;
}

int FarkleTurnSolver::bank_from(int dice) const {
  int from = -1;
  for (int t = cap_units_ - 1; t >= 1; --t) {
    if (!lower_.should_bank(t, dice)) break;
    from = t;
  }
  return from < 0 ? -1 : from * unit_;
}

int FarkleTurnSolver::best_selection(const FarkleTurnValues& v, int t, int throw_index) const {
  return best_selection_by(throw_index, [&](int units, int next) { return v.value(t + units, next); });
}

std::shared_ptr<const FarkleTurnSolver> farkle_solver_for(const farkle::FarkleGame& game) {
  const auto& rules = game.farkle_rules();
  return farkle_solver_for(rules.three_ones, std::max(100000, 2 * rules.target));
}

}  // namespace cubilete::solve

#include <map>
#include <mutex>

namespace cubilete::solve {

namespace {
struct Owned {
  farkle::Scoring scoring;
  FarkleTurnSolver solver;
  Owned(int three_ones, int cap) : scoring(three_ones), solver(scoring, cap) {}
};
}  // namespace

std::shared_ptr<const FarkleTurnSolver> farkle_solver_for(int three_ones, int cap_points) {
  static std::mutex mutex;
  static std::map<std::pair<int, int>, std::shared_ptr<const Owned>> cache;
  std::lock_guard lock(mutex);
  auto& slot = cache[{three_ones, cap_points}];
  if (!slot) slot = std::make_shared<const Owned>(three_ones, cap_points);
  return {slot, &slot->solver};
}

}  // namespace cubilete::solve

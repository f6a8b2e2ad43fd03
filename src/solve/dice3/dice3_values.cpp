#include "solve/dice3/dice3_values.h"

#include <algorithm>
#include <bit>
#include <mutex>

#include "core/dice.h"
#include "games/dice3/buck_dice.h"
#include "games/dice3/centenario.h"
#include "games/dice3/matterhorn_moves.h"
#include "games/dice3/multiplicacao.h"
#include "games/dice3/race_sheet.h"

namespace cubilete::solve {

using namespace dice3;

double centenario_expected_throws() {
  // Progress only moves forward: E[k] = (1 + sum over k' > k of P(k -> k') E[k']) / (1 - P(k -> k)).
  const auto& table = multisets(3);
  std::vector<double> e(kTargets + 1, 0.0);
  for (int k = kTargets - 1; k >= 0; --k) {
    double stay = 0, sum = 1;
    for (int r : table.of_size(3)) {
      const int next = CentenarioGame::cross(k, table.counts(r));
      if (next == k) stay += table.probability(r);
      else sum += table.probability(r) * e[next];
    }
    e[k] = sum / (1 - stay);
  }
  return e[0];
}

namespace {
constexpr int kPow3_12 = 531441;
int base3_digit(int key, int n) {
  for (int i = 1; i < n; ++i) key /= 3;
  return key % 3;
}
int pow3(int n) {
  int p = 1;
  while (n-- > 1) p *= 3;
  return p;
}
}  // namespace

MatterhornSolver::MatterhornSolver(bool either_row) : either_row_(either_row) {
  const auto& table = multisets(3);
  const auto throws = table.of_size(3);
  if (!either_row) {
    // Reachable sheets: (row1, 0), and (full row 1, row2). Index: row1, or 4096 + row2.
    auto index = [](uint32_t r1, uint32_t r2) { return r2 ? int(4096 + r2) : int(r1); };
    values_.assign(8192, 0.0);
    std::vector<uint32_t> moves;
    auto solve_state = [&](uint32_t r1, uint32_t r2) {
      double stay = 0, sum = 1;
      for (int r : throws) {
        matterhorn_moves(r1, r2, table.counts(r), false, moves);
        if (moves.empty()) {
          stay += table.probability(r);
          continue;
        }
        double best = 1e300;
        for (uint32_t m : moves) {
          const uint32_t n1 = r1 | row1_part(m), n2 = r2 | row2_part(m);
          best = std::min(best, n2 == kFullRow ? 0.0 : values_[index(n1, n2)]);
        }
        sum += table.probability(r) * best;
      }
      values_[index(r1, r2)] = sum / (1 - stay);
    };
    for (uint32_t r2 = kFullRow - 1; r2 >= 1; --r2) solve_state(kFullRow, r2);
    for (int r1 = int(kFullRow); r1 >= 0; --r1) solve_state(uint32_t(r1), 0);
    return;
  }
  // Either row from the start: the rows are interchangeable, so a sheet is how many copies of
  // each number are crossed (0, 1 or 2): 3^12 states, key = sum of count(n) x 3^(n-1).
  values_.assign(kPow3_12, 0.0);
  std::vector<std::vector<int>> lists[56];
  for (size_t i = 0; i < throws.size(); ++i) lists[i] = group_sums(table.counts(throws[i]));
  for (int key = kPow3_12 - 2; key >= 0; --key) {
    int count[13];
    for (int n = 1; n <= 12; ++n) count[n] = base3_digit(key, n);
    double stay = 0, sum = 1;
    for (size_t i = 0; i < throws.size(); ++i) {
      double best = 1e300;
      for (const auto& sums : lists[i]) {
        int next = key, used[19] = {};
        bool ok = true;
        for (int s : sums) {
          if (s > 12 || count[s] + ++used[s] > 2) { ok = false; break; }
          next += pow3(s);
        }
        if (ok) best = std::min(best, next == kPow3_12 - 1 ? 0.0 : values_[next]);
      }
      if (best == 1e300) stay += table.probability(throws[i]);
      else sum += table.probability(throws[i]) * best;
    }
    values_[key] = sum / (1 - stay);
  }
}

std::shared_ptr<const MatterhornSolver> matterhorn_solver_for(bool either_row) {
  static std::mutex mutex;
  static std::shared_ptr<const MatterhornSolver> solvers[2];
  std::lock_guard lock(mutex);
  auto& slot = solvers[either_row];
  if (!slot) slot = std::make_shared<const MatterhornSolver>(either_row);
  return slot;
}

double MatterhornSolver::expected_throws(uint32_t r1, uint32_t r2) const {
  if (matterhorn_sheet_complete(r1, r2)) return 0.0;
  if (!either_row_) return values_[r2 ? 4096 + r2 : r1];
  int key = 0;
  for (int n = 12; n >= 1; --n) key = key * 3 + int((r1 >> (n - 1)) & 1) + int((r2 >> (n - 1)) & 1);
  return values_[key];
}

namespace {
// Expected value of a stage whose throws either go on (value `go`) or, when all dice are equal,
// may be refused (rethrown): the best over which equal throws to accept.
template <class Go>
double with_refusals(int dice, Go go) {
  const auto& table = multisets(3);
  double fixed = 0;  // contribution of the throws that cannot be refused
  std::vector<std::pair<double, double>> equal;  // (probability, value if accepted)
  for (int r : table.of_size(dice)) {
    const auto v = values_of(table.counts(r));
    const double x = go(v.back());
    if (v.front() == v.back()) equal.push_back({table.probability(r), x});
    else fixed += table.probability(r) * x;
  }
  double best = 0;
  for (int accept = 0; accept < (1 << equal.size()); ++accept) {
    double num = fixed, refused = 0;
    for (size_t i = 0; i < equal.size(); ++i) {
      if ((accept >> i) & 1) num += equal[i].first * equal[i].second;
      else refused += equal[i].first;
    }
    best = std::max(best, num / (1 - refused));
  }
  return best;
}
}  // namespace

MultiplicacaoValues::MultiplicacaoValues() {
  last.fill(0), refused.fill(0), two.fill(0);
  for (int s = 2; s <= 12; ++s) {
    double r = 0, l = 0;
    for (int c = 1; c <= 6; ++c) r += multiplicacao_score(s, c, true) / 6.0;
    for (int c = 1; c <= 6; ++c) l += std::max<double>(multiplicacao_score(s, c, false), r) / 6.0;
    refused[s] = r, last[s] = l;
  }
  for (int a = 1; a <= 6; ++a) two[a] = with_refusals(2, [&](int b) { return last[a + b]; });
  value = with_refusals(3, [&](int a) { return two[a]; });
}

bool MultiplicacaoValues::refuse_triple(int t) const { return two[t] < value; }
bool MultiplicacaoValues::refuse_double(int a, int d) const { return last[a + d] < two[a]; }
bool MultiplicacaoValues::refuse_last(int s, int c) const { return multiplicacao_score(s, c, false) < refused[s]; }

double buck_dice_expected_turns(int target) {
  // Per throw, whatever the point number: Big Buck 1/216, Little Buck 5/216, one point die
  // 75/216, two 15/216, nothing 120/216. g[s]: expected turns after the current one, at s in a
  // turn about to throw; a turn that ends at s leaves 1 + g[s] more.
  // (A Big Buck, 1/216, finishes: it adds no further turns.)
  const double little = 5 / 216.0, one = 75 / 216.0, two = 15 / 216.0, none = 120 / 216.0;
  std::vector<double> g(target + 1, 0.0);
  for (int s = target - 1; s >= 0; --s) {
    double a = 0, b = none;  // a: known part; b: probability the turn ends at s
    for (auto [p, k] : {std::pair{little, 5}, {one, 1}, {two, 2}}) {
      if (s + k == target) continue;
      if (s + k > target) b += p;
      else a += p * g[s + k];
    }
    g[s] = (a + b) / (1 - b);
  }
  return 1 + g[0];
}

double ataque_yankee_expected_turn() {
  const auto& table = multisets(3);
  double e = 0;
  for (int dice = 1; dice <= 3; ++dice)
    for (int r : table.of_size(dice)) {
      const auto v = values_of(table.counts(r));
      const int bonus = v.front() == v.back() ? (dice == 3 ? 30 : dice == 2 ? 15 : 0) : 0;
      e += table.probability(r) * (v.back() + bonus);
    }
  return e;
}

}  // namespace cubilete::solve

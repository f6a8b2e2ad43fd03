#pragma once
// Exact values of the three-dice race and luck games (RULES.md §4): expected throws or
// turns to finish, and expected or optimal turn scores, from exact probabilities.
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace cubilete::solve {

// Centenário: expected number of throws for one player to cross the whole sheet.
double centenario_expected_throws();

// Matterhorn: the least expected number of throws for one player to complete row 2, for every
// sheet, under optimal choices.
class MatterhornSolver {
 public:
  explicit MatterhornSolver(bool either_row);
  // Expected throws still needed from these crossed numbers (bit n-1 = number n) when playing on
  // optimally.
  double expected_throws(uint32_t row1, uint32_t row2) const;
  double value() const { return expected_throws(0, 0); }

 private:
  bool either_row_;
  std::vector<double> values_;
};

// Shared per process: the either_row table takes a second or two to build.
std::shared_ptr<const MatterhornSolver> matterhorn_solver_for(bool either_row);

// Multiplicação: the optimal refusals and the maximum expected score of one turn.
struct MultiplicacaoValues {
  MultiplicacaoValues();
  // Expected turn score when it is time to throw the last die with a + b = s (not yet refused),
  // and the expected score of refusing a last die shown with a + b = s.
  std::array<double, 13> last, refused;
  // Expected turn score when the two dice are to be thrown with a set aside (index a).
  std::array<double, 7> two;
  double value;  // expected turn score from its first throw, refusing optimally
  bool refuse_triple(int t) const;
  bool refuse_double(int a, int d) const;
  bool refuse_last(int s, int c) const;
};

// Buck Dice: expected number of turns for one player to finish (exactly `target` or a Big Buck).
double buck_dice_expected_turns(int target);

// Ataque Yankee: expected score of one turn.
double ataque_yankee_expected_turn();

}  // namespace cubilete::solve

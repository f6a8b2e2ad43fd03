// Matterhorn's and Multiplicação's themes (dice3_themes.h): each an exact rule on the state before
// the decision and the pair of choices, symmetric in the pair.
#include "solve/dice3/dice3_themes.h"

#include <bit>
#include <optional>

#include "games/dice3/matterhorn_moves.h"

namespace cubilete::solve {

namespace {

// The numbers a move crosses, counted and summed over both rows.
struct Crossed {
  int count = 0;
  int sum = 0;
};

// What the move crosses, when it is a move of the throw being decided on (not a throw).
std::optional<Crossed> crossed_by(const dice3::MatterhornState& s, Action a) {
  if (s.last_throw() < 0 || a < 0 || a >= dice3::kMatterhornThrowBase) return std::nullopt;
  const auto move = uint32_t(a);
  Crossed c;
  for (uint32_t row : {dice3::row1_part(move), dice3::row2_part(move)}) {
    c.count += std::popcount(row);
    for (int n : dice3::row_numbers(row)) c.sum += n;
  }
  return c;
}

}  // namespace

const std::vector<std::string>& matterhorn_theme_keys() {
  static const std::vector<std::string> keys = {"more_numbers", "row_two"};
  return keys;
}

std::vector<std::string> matterhorn_themes(const dice3::MatterhornState& before, Action a, Action b) {
  std::vector<std::string> out;
  const auto ca = crossed_by(before, a), cb = crossed_by(before, b);
  if (!ca || !cb) return out;
  // Splitting the dice into more numbers against grouping them into fewer, larger ones. A number
  // crossed is the sum of its group's dice, so two moves that use the same dice cross the same
  // sum: the usual pair (both use all three dice, 2-5-6 as 2 5 6 or as 2 11) has equal sums, and
  // a strictly larger sum would leave it out. So the one with fewer numbers crosses at least the
  // other's sum: the same pips, or more, in fewer and larger numbers.
  const auto fewer_but_larger = [](const Crossed& more, const Crossed& fewer) {
    return more.count > fewer.count && fewer.sum >= more.sum;
  };
  if (fewer_but_larger(*ca, *cb) || fewer_but_larger(*cb, *ca)) out.push_back("more_numbers");
  // At least one of the pair goes into row 2, as the plan reads: "exactly one" would leave out
  // every decision once row 1 is complete, where all moves are in row 2. Without
  // either_row_from_start a move reaches row 2 when row 1 is complete, or when it completes row 1
  // with dice to spare; with it, both rows are open and a number may go to either.
  if (dice3::row2_part(uint32_t(a)) || dice3::row2_part(uint32_t(b))) out.push_back("row_two");
  return out;
}

const std::vector<std::string>& multiplicacao_theme_keys() {
  static const std::vector<std::string> keys = {"refuse_triple", "refuse_double", "refuse_last"};
  return keys;
}

// Every decision of the game is accept-or-refuse, so the pair is always the same two and the stage
// alone says what is at stake: a triple on three dice or a double on two (refused, thrown again
// freely), or the last die (refused once, at a penalty). After a refused last die the new one is
// kept without a question (MultStage::LastAgain), so no theme names it.
std::vector<std::string> multiplicacao_themes(const dice3::MultiplicacaoState& before, Action, Action) {
  if (before.over() || !before.deciding()) return {};
  switch (before.stage()) {
    case dice3::MultStage::Three: return {"refuse_triple"};
    case dice3::MultStage::Two: return {"refuse_double"};
    case dice3::MultStage::Last: return {"refuse_last"};
    case dice3::MultStage::LastAgain: break;
  }
  return {};
}

}  // namespace cubilete::solve

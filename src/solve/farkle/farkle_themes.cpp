// Farkle's themes (farkle_themes.h): each an exact rule on the state before the decision and the
// pair of choices, symmetric in the pair.
#include "solve/farkle/farkle_themes.h"

#include <optional>

namespace cubilete::solve {

namespace {

using farkle::FarkleState;
using farkle::Phase;

// How many dice the choice sets aside, when it is a selection of the throw being decided on.
std::optional<int> dice_set_aside(const FarkleState& s, Action a) {
  if (s.phase() != Phase::Select || a < farkle::kKeepBase || a >= farkle::kBank) return std::nullopt;
  return s.farkle_game().scoring().table().dice(int(a - farkle::kKeepBase));
}

}  // namespace

const std::vector<std::string>& farkle_theme_keys() {
  static const std::vector<std::string> keys = {"bank_or_roll", "hot_dice", "fewer_dice", "on_the_board",
                                                "final_round"};
  return keys;
}

std::vector<std::string> farkle_themes(const FarkleState& before, Action a, Action b) {
  std::vector<std::string> out;
  // The engine asks bank-or-roll only when banking is allowed; that phase is the situation
  // `bank_or_roll`, whose only choices are the two.
  if (before.phase() == Phase::BankOrRoll) out.push_back("bank_or_roll");
  const auto da = dice_set_aside(before, a), db = dice_set_aside(before, b);
  if (da && db) {
    // Setting aside every die thrown is hot dice: six fresh dice follow (farkle_selections.h).
    const int thrown = before.farkle_game().scoring().table().dice(before.last_throw());
    if ((*da == thrown) != (*db == thrown)) out.push_back("hot_dice");
    // Points now against dice to throw again. A hot-dice pair always differs in dice too, and is
    // tagged so: setting fewer aside is the other side of that choice as well.
    if (*da != *db) out.push_back("fewer_dice");
  }
  // Off the board is the engine's own test (min_bank_for): a banked score of 0 under an entry
  // threshold. Once a seat banks it has at least the entry, so no score lies between.
  if (before.farkle_game().farkle_rules().entry > 0 && before.banked(before.player()) == 0)
    out.push_back("on_the_board");
  // Someone reached the target: the seat deciding plays a last turn with a score to beat.
  if (before.final_round()) out.push_back("final_round");
  return out;
}

}  // namespace cubilete::solve

// How a Farkle game looks on the terminal, and where a decision stands in words.
#include <fmt/format.h>

#include <algorithm>

#include "core/text.h"
#include "games/farkle/farkle_game.h"
#include "games/farkle/farkle_selections.h"
#include "games/farkle/farkle_view.h"

namespace cubilete::farkle {

std::string FarkleState::render(int, Lang) const {
  const auto& rules = game_->farkle_rules();
  const auto& table = game_->scoring().table();
  std::string out = rules.turns > 0
                        ? fmt::format("Farkle: turn {} of {}, entry {}", turn_number(), rules.turns, rules.entry)
                        : fmt::format("Farkle: target {}, entry {}", rules.target, rules.entry);
  if (phase_ == Phase::Over)
    out += ", game over\n";
  else
    out += fmt::format(", P{} to play\n", player_ + 1);
  if (final_round())
    out +=
        fmt::format("Final round: P{} reached the target; score to beat {}; last turns left {}\n",
                    closer_ + 1, score_to_beat(), phase_ == Phase::Over ? 0 : final_turns_left_);
  out += fmt::format("\n  {:<8}{:>8}  {}\n", "player", "banked", "on the board");
  for (int p = 0; p < game_->num_players(); ++p)
    out += fmt::format("{} {:<8}{:>8}  {}\n", p == player_ && phase_ != Phase::Over ? '>' : ' ',
                       fmt::format("P{}", p + 1), banked_[p], banked_[p] > 0 ? "yes" : "no");
  if (!last_event_.empty()) out += "\n" + last_event_line(last_event_);
  if (phase_ == Phase::Over) return out;
  out += fmt::format("\nTurn total {}, ", turn_total_);
  const std::string to_throw = count_of(dice_to_throw_, "die", "dice");
  if (phase_ == Phase::Throw) return out + fmt::format("throwing {}\n", to_throw);
  if (phase_ == Phase::BankOrRoll)
    return out + fmt::format("{} to throw{}: `bank` or `roll`\n", to_throw,
                             dice_to_throw_ == kDice ? " (hot dice)" : "");
  out += fmt::format("throw {}\nScoring selections:\n", format_dice(table.counts(throw_)));
  const int thrown = table.dice(throw_);
  for (const auto& s : by_points(game_->scoring().selections(throw_)))
    out += fmt::format("  {:<20}{:>6}   then {}{}\n", "keep " + format_dice(table.counts(s.keep)),
                       s.points, count_of(dice_after(thrown, s), "die", "dice"),
                       s.dice == thrown ? " (hot dice)" : "");
  // Why `bank` is not possible yet: dice must be set aside first in any case; below the least
  // bankable total, the selection is followed by a throw at once.
  const int least = min_bank();
  const char* why = final_round() ? "to beat the best score" : "the entry threshold";
  if (turn_total_ >= least && least > 1)
    out += wrap_text(
        fmt::format("Set aside scoring dice, then `bank` or `roll` (the turn total already reaches "
                    "{}, {}).",
                    least, why),
        80, "  ");
  else if (least > 1)
    out += wrap_text(
        fmt::format(
            "Banking needs a turn total of at least {} ({}): {} more after this selection, or "
            "the dice are thrown again at once.",
            least, why, least - turn_total_),
        80, "  ");
  return out;
}

std::string FarkleState::situation() const {
  const auto s = farkle_situation(*this);
  if (!s) return {};
  if (const auto* select = std::get_if<FarkleSelectSituation>(&*s))
    return fmt::format("turn total {}, throw {}", select->turn_total, fmt::join(select->dice, "-"));
  const auto& bank = std::get<FarkleBankSituation>(*s);
  return fmt::format("turn total {}, {} to throw", bank.turn_total,
                     count_of(bank.dice_to_throw, "die", "dice"));
}

}  // namespace cubilete::farkle

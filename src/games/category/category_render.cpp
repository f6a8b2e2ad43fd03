// How a category game looks on the terminal, and where a decision stands in words.
#include <fmt/format.h>

#include "core/text.h"
#include "games/category/category_game.h"
#include "games/category/category_view.h"

namespace cubilete::category {

namespace {
std::string spaced(const FaceCounts& c) {
  std::string s;
  for (int v : values_of(c)) s += fmt::format("{} ", v);
  return s.empty() ? "-" : s.substr(0, s.size() - 1);
}
}  // namespace

std::string CategoryState::render(int) const {
  const auto& rules = game_->category_rules();
  const auto& scorer = game_->scorer();
  const auto& table = game_->table();
  const int n = game_->num_players();
  std::string out;
  if (over_) {
    out += fmt::format("{}: game over after round {} of {}\n", game_->info().name, round_,
                       rules.num_categories());
  } else {
    out += fmt::format("{}: round {} of {}, P{} to play, throw {} of {}\n", game_->info().name,
                       round_, rules.num_categories(), player_ + 1,
                       awaiting_throw() ? throws_done_ + 1 : throws_done_, rules.throws);
  }
  const bool deciding = !over_ && !awaiting_throw();
  if (hand_ >= 0 && (deciding || instant_winner_ >= 0)) {
    out += fmt::format("Dice: {}", spaced(table.counts(hand_)));
    if (throws_done_ > 1 || table.dice(rolled_) < rules.dice)
      out += fmt::format("   (kept {}, threw {})",
                         format_dice(difference(table.counts(hand_), table.counts(rolled_))),
                         format_dice(table.counts(rolled_)));
    out += deciding ? fmt::format("   throws left: {}\n", throws_left()) : "\n";
  } else if (!over_ && kept_ > 0) {
    out += fmt::format("Kept: {}   throwing {}\n", spaced(table.counts(kept_)),
                       count_of(rules.dice - table.dice(kept_), "die", "dice"));
  }
  out += "\n";
  const uint32_t legal = deciding ? scorer.legal_categories(cards_[player_], hand_) : 0;
  out += fmt::format("  {:<24}", "");
  for (int p = 0; p < n; ++p) out += fmt::format("{:>6}", fmt::format("P{}", p + 1));
  if (deciding) out += "   this throw";
  out += "\n";
  for (int c = 0; c < rules.num_categories(); ++c) {
    const auto& d = rules.categories[c];
    const std::string label = d.key.size() <= 3 ? fmt::format("{:<3} {}", d.key, d.name) : d.key;
    out += fmt::format("  {:<24}", label);
    for (int p = 0; p < n; ++p) {
      const auto& card = cards_[p];
      out += card.is_used(c) ? fmt::format("{:>6}", card.points[c]) : fmt::format("{:>6}", ".");
    }
    if ((legal >> c) & 1u) {
      Written w = score_now(c);
      out += fmt::format("   -> {}{}", w.points, w.bonus ? fmt::format(" +{} bonus", w.bonus) : "");
    }
    out += "\n";
  }
  if (rules.has_upper_bonus()) {
    out += fmt::format("  {:<24}", fmt::format("upper (bonus {} at {})", rules.upper_bonus,
                                               rules.upper_bonus_threshold));
    for (int p = 0; p < n; ++p) out += fmt::format("{:>6}", scorer.upper_total(cards_[p]));
    out += "\n";
  }
  if (rules.yahtzee_bonus > 0) {
    out += fmt::format("  {:<24}", "extra yahtzee bonuses");
    for (int p = 0; p < n; ++p)
      out += fmt::format("{:>6}", cards_[p].yahtzee_bonuses * rules.yahtzee_bonus);
    out += "\n";
  }
  out += fmt::format("  {:<24}", "TOTAL");
  for (int p = 0; p < n; ++p) out += fmt::format("{:>6}", scorer.total(cards_[p]));
  out += "\n";
  if (instant_winner_ >= 0)
    out += fmt::format("\nP{} threw a served generala ({}) and wins at once!\n",
                       instant_winner_ + 1, format_dice(table.counts(hand_)));
  return out;
}

std::string CategoryState::situation() const {
  const auto s = situation_value();
  if (!s) return {};
  return fmt::format("round {:>2}, dice {}, {} throw{} left", s->round, fmt::join(s->dice, "-"),
                     s->throws_left, s->throws_left == 1 ? "" : "s");
}

}  // namespace cubilete::category

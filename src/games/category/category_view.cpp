// How a category game looks: the terminal drawing and the JSON view (all public information).
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <nlohmann/json.hpp>

#include "core/json_text.h"
#include "core/text.h"
#include "games/category/category_game.h"

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
  if (over_ || awaiting_throw()) return {};
  return fmt::format("round {:>2}, dice {}, {} throw{} left", round_, format_dice(game_->table().counts(hand_)),
                     throws_left(), throws_left() == 1 ? "" : "s");
}

nlohmann::json CategoryState::to_json(int) const {
  const auto& rules = game_->category_rules();
  const auto& scorer = game_->scorer();
  const auto& table = game_->table();
  nlohmann::json j;
  j["game"] = game_->info().id;
  j["round"] = round_;
  j["rounds"] = rules.num_categories();
  j["terminal"] = over_;
  j["current_player"] = current_player();
  j["player"] = player_;
  j["throws_done"] = throws_done_;
  j["throws_left"] = throws_left();
  j["phase"] = over_ ? "over" : awaiting_throw() ? "throw" : "decide";
  j["dice"] = hand_ >= 0 && !awaiting_throw() ? values_of(table.counts(hand_)) : std::vector<int>{};
  j["kept"] = awaiting_throw() ? values_of(table.counts(kept_)) : std::vector<int>{};
  nlohmann::json players = nlohmann::json::array();
  for (int p = 0; p < game_->num_players(); ++p) {
    const auto& card = cards_[p];
    nlohmann::json cats = nlohmann::json::object();
    for (int c = 0; c < rules.num_categories(); ++c)
      cats[rules.categories[c].key] = card.is_used(c) ? nlohmann::json(card.points[c]) : nullptr;
    nlohmann::json pj = {{"card", cats}, {"total", scorer.total(card)}};
    if (rules.has_upper_bonus()) {
      pj["upper"] = scorer.upper_total(card);
      pj["upper_bonus"] = scorer.upper_bonus(card);
    }
    if (rules.yahtzee_bonus > 0) pj["yahtzee_bonus"] = card.yahtzee_bonuses * rules.yahtzee_bonus;
    players.push_back(pj);
  }
  j["players"] = players;
  // The card's categories in their order (the JSON cards are objects, whose keys come sorted),
  // which of them form the upper section, and the points a served write shows (for its star).
  nlohmann::json order = nlohmann::json::array();
  for (const auto& d : rules.categories) {
    nlohmann::json c = {{"key", d.key}, {"upper", d.is_upper()}};
    if (d.served_bonus && rules.served_bonus > 0) c["served_points"] = d.value + rules.served_bonus;
    order.push_back(c);
  }
  j["categories"] = order;
  if (rules.has_upper_bonus())
    j["upper_bonus"] = {{"threshold", rules.upper_bonus_threshold}, {"points", rules.upper_bonus}};
  if (rules.yahtzee_bonus > 0) j["extra_five_kind_bonus"] = rules.yahtzee_bonus;
  // What the dice would score in each category the player may write now (the same numbers the
  // terminal shows), so no front end needs its own copy of the scoring rules.
  nlohmann::json would = nlohmann::json::object();
  if (!over_ && !awaiting_throw() && hand_ >= 0) {
    const uint32_t legal = scorer.legal_categories(cards_[player_], hand_);
    for (int c = 0; c < rules.num_categories(); ++c)
      if ((legal >> c) & 1u) {
        const Written w = score_now(c);
        would[rules.categories[c].key] = {{"points", w.points}, {"bonus", w.bonus}};
      }
  }
  j["would_score"] = would;
  if (instant_winner_ >= 0) j["instant_winner"] = instant_winner_;
  if (over_) j["returns"] = returns();
  return j;
}

// to_json's view written straight as text, byte for byte what its dump() gives (keys in the
// sorted order of nlohmann's objects): the server sends it with every state message, and the
// tree of maps cost more than anything else it did per action. A test holds the two to each
// other on random games of every preset. A finished game falls back to to_json (its returns are
// doubles, and it is written once).
std::string CategoryState::view_text(int viewer) const {
  if (over_) return State::view_text(viewer);
  const auto& rules = game_->category_rules();
  const auto& scorer = game_->scorer();
  const auto& table = game_->table();
  const int n = rules.num_categories();
  // The categories by key, as a JSON object orders them.
  std::array<int, kMaxCategories> by_key{};
  for (int c = 0; c < n; ++c) by_key[size_t(c)] = c;
  std::sort(by_key.begin(), by_key.begin() + n,
            [&](int a, int b) { return rules.categories[size_t(a)].key < rules.categories[size_t(b)].key; });
  const bool throwing = awaiting_throw();

  std::string out;
  out.reserve(1024);
  JsonText j(out);
  j.begin_object().key("categories").begin_array();
  for (const auto& d : rules.categories) {
    j.begin_object().key("key").value(d.key);
    if (d.served_bonus && rules.served_bonus > 0) j.key("served_points").value(d.value + rules.served_bonus);
    j.key("upper").value(d.is_upper()).end_object();
  }
  j.end_array();
  j.key("current_player").value(current_player());
  j.key("dice").values(hand_ >= 0 && !throwing ? values_of(table.counts(hand_)) : std::vector<int>{});
  if (rules.yahtzee_bonus > 0) j.key("extra_five_kind_bonus").value(rules.yahtzee_bonus);
  j.key("game").value(game_->info().id);
  if (instant_winner_ >= 0) j.key("instant_winner").value(instant_winner_);
  j.key("kept").values(throwing ? values_of(table.counts(kept_)) : std::vector<int>{});
  j.key("phase").value(throwing ? "throw" : "decide");
  j.key("player").value(player_);
  j.key("players").begin_array();
  for (int p = 0; p < game_->num_players(); ++p) {
    const auto& card = cards_[size_t(p)];
    j.begin_object().key("card").begin_object();
    for (int i = 0; i < n; ++i) {
      const int c = by_key[size_t(i)];
      j.key(rules.categories[size_t(c)].key);
      if (card.is_used(c)) j.value(int(card.points[c]));
      else j.null();
    }
    j.end_object().key("total").value(scorer.total(card));
    if (rules.has_upper_bonus()) j.key("upper").value(scorer.upper_total(card)).key("upper_bonus").value(scorer.upper_bonus(card));
    if (rules.yahtzee_bonus > 0) j.key("yahtzee_bonus").value(card.yahtzee_bonuses * rules.yahtzee_bonus);
    j.end_object();
  }
  j.end_array();
  j.key("round").value(round_).key("rounds").value(n);
  j.key("terminal").value(false);
  j.key("throws_done").value(throws_done_).key("throws_left").value(throws_left());
  if (rules.has_upper_bonus())
    j.key("upper_bonus").begin_object().key("points").value(rules.upper_bonus).key("threshold").value(rules.upper_bonus_threshold).end_object();
  j.key("would_score").begin_object();
  if (!throwing && hand_ >= 0) {
    const uint32_t legal = scorer.legal_categories(cards_[size_t(player_)], hand_);
    for (int i = 0; i < n; ++i) {
      const int c = by_key[size_t(i)];
      if (!((legal >> c) & 1u)) continue;
      const Written w = score_now(c);
      j.key(rules.categories[size_t(c)].key).begin_object().key("bonus").value(w.bonus).key("points").value(w.points).end_object();
    }
  }
  j.end_object().end_object();
  return out;
}

}  // namespace cubilete::category

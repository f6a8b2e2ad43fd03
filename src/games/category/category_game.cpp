#include "games/category/category_game.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

namespace cubilete::category {

CategoryGame::CategoryGame(GameInfo info, RuleSet options, CategoryRules rules)
    : Game(std::move(info), std::move(options)),
      scorer_(std::move(rules)),
      table_(&multisets(scorer_.rules().dice)),
      keep_actions_(table_->size()) {
  for (int h : table_->of_size(scorer_.rules().dice))
    for (int k : table_->subsets(h))
      if (k != h) keep_actions_[h].push_back(kKeepBase + k);
}

std::unique_ptr<State> CategoryGame::initial_state() const {
  return std::make_unique<CategoryState>(*this);
}

int CategoryGame::max_game_length() const {
  const auto& r = scorer_.rules();
  // Per turn: each throw is a chance action, each rethrow a keep, and one score.
  return r.players * r.num_categories() * (2 * r.throws);
}

CategoryState::CategoryState(const CategoryGame& game)
    : State(game), game_(&game), cards_(game.num_players()) {}

void CategoryState::legal_actions(std::vector<Action>& out) const {
  out.clear();
  if (over_ || awaiting_throw()) return;
  if (throws_left() > 0) {
    const auto& keeps = game_->keep_actions(hand_);
    out.assign(keeps.begin(), keeps.end());
  }
  uint32_t legal = game_->scorer().legal_categories(cards_[player_], hand_);
  for (; legal; legal &= legal - 1) out.push_back(kScoreBase + std::countr_zero(legal));
}

void CategoryState::chance_outcomes(std::vector<ChanceOutcome>& out) const {
  out.clear();
  if (over_ || !awaiting_throw()) return;
  const auto& table = game_->table();
  for (int r : table.of_size(game_->category_rules().dice - table.dice(kept_)))
    out.push_back({kRollBase + r, table.probability(r)});
}

void CategoryState::apply(Action a) {
  const auto& table = game_->table();
  const auto& scorer = game_->scorer();
  if (awaiting_throw() && a >= kFinalBase) {
    // The turn's final dice, shown after its last throw: the same decision as after a third throw.
    rolled_ = hand_ = int(a - kFinalBase);
    throws_done_ = game_->category_rules().throws;
    kept_ = -1;
  } else if (awaiting_throw()) {
    rolled_ = int(a - kRollBase);
    hand_ = table.combine(kept_, rolled_);
    ++throws_done_;
    if (served() && scorer.instant_win(cards_[player_], hand_)) {
      instant_winner_ = player_;
      over_ = true;
    }
    kept_ = -1;
  } else if (a >= kScoreBase) {
    scorer.write(cards_[player_], int(a - kScoreBase), hand_, served());
    end_turn();
  } else {
    kept_ = int(a - kKeepBase);
  }
}

void CategoryState::end_turn() {
  throws_done_ = 0;
  kept_ = 0;
  if (++player_ == game_->num_players()) {
    player_ = 0;
    ++round_;
  }
  if (round_ > game_->category_rules().num_categories()) {
    over_ = true;
    round_ = game_->category_rules().num_categories();
    player_ = game_->num_players() - 1;
  }
}

Written CategoryState::score_now(int cat) const {
  return game_->scorer().score(cards_[player_], cat, hand_, served());
}

std::vector<double> CategoryState::scores() const {
  std::vector<double> s;
  for (const auto& c : cards_) s.push_back(game_->scorer().total(c));
  return s;
}

std::vector<double> CategoryState::returns() const {
  if (!over_ || instant_winner_ >= 0) return sole_winner(int(cards_.size()), instant_winner_);
  return shares_of_highest(scores());
}

std::string CategoryState::serialize() const {
  std::string s = fmt::format("{} p{} r{} t{} k{} h{} x{} w{} o{}", game_->info().id, player_,
                              round_, throws_done_, kept_, hand_, rolled_, instant_winner_,
                              int(over_));
  for (const auto& c : cards_) {
    s += fmt::format(" |{:x} y{}", c.used, c.yahtzee_bonuses);
    for (int i = 0; i < game_->category_rules().num_categories(); ++i)
      s += fmt::format(",{}", c.points[i]);
  }
  return s;
}

}  // namespace cubilete::category

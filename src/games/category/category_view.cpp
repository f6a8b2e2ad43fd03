// What a category game tells a viewer: its view and its moves (category_view.h).
#include "games/category/category_view.h"

#include "games/category/category_game.h"

namespace cubilete::category {

const TypeSchema& CategoryGame::view_schema() const { return schema_of<CategoryView>(); }

const TypeSchema* CategoryGame::situation_schema() const {
  return &schema_of<CategorySituation>();
}

const TypeSchema& CategoryGame::move_schema() const {
  static const TypeSchema schema = union_schema<CategoryMove>("CategoryMove");
  return schema;
}

CategoryView CategoryState::view() const {
  const auto& rules = game_->category_rules();
  const auto& scorer = game_->scorer();
  const auto& table = game_->table();
  const bool throwing = awaiting_throw();
  CategoryView v;
  v.game = game_->info().id;
  v.round = round_;
  v.rounds = rules.num_categories();
  v.terminal = over_;
  v.current_player = current_player();
  v.player = player_;
  v.throws_done = throws_done_;
  v.throws_left = throws_left();
  v.phase = over_ ? CategoryPhase::Over : throwing ? CategoryPhase::Throw : CategoryPhase::Decide;
  if (hand_ >= 0 && !throwing) v.dice = values_of(table.counts(hand_));
  if (throwing) v.kept = values_of(table.counts(kept_));
  v.players.reserve(cards_.size());
  for (const auto& card : cards_) {
    CategoryPlayer p;
    p.card.reserve(size_t(rules.num_categories()));
    for (int c = 0; c < rules.num_categories(); ++c)
      p.card.emplace_back(rules.categories[size_t(c)].key,
                          card.is_used(c) ? Nullable<int>(card.points[c]) : Nullable<int>());
    p.total = scorer.total(card);
    if (rules.has_upper_bonus()) p.upper = scorer.upper_total(card), p.upper_bonus = scorer.upper_bonus(card);
    if (rules.yahtzee_bonus > 0) p.yahtzee_bonus = card.yahtzee_bonuses * rules.yahtzee_bonus;
    v.players.push_back(std::move(p));
  }
  // The card's categories in their order (the cards are objects, whose keys a reader may sort),
  // which of them form the upper section, and the points a served write shows (for its star).
  v.categories.reserve(rules.categories.size());
  for (const auto& d : rules.categories) {
    CategoryBox box{d.key, d.is_upper(), {}};
    if (d.served_bonus && rules.served_bonus > 0) box.served_points = d.value + rules.served_bonus;
    v.categories.push_back(box);
  }
  if (rules.has_upper_bonus()) v.upper_bonus = CategoryUpperBonus{rules.upper_bonus, rules.upper_bonus_threshold};
  if (rules.yahtzee_bonus > 0) v.extra_five_kind_bonus = rules.yahtzee_bonus;
  if (!over_ && !throwing && hand_ >= 0) {
    const uint32_t legal = scorer.legal_categories(cards_[size_t(player_)], hand_);
    for (int c = 0; c < rules.num_categories(); ++c)
      if ((legal >> c) & 1u) {
        const Written w = score_now(c);
        v.would_score.emplace_back(rules.categories[size_t(c)].key, CategoryWrite{w.points, w.bonus});
      }
  }
  if (instant_winner_ >= 0) v.instant_winner = instant_winner_;
  if (over_) v.returns = returns();
  return v;
}

void CategoryState::write_view(int, ValueSink& out) const { write_value(out, view()); }

std::optional<CategorySituation> CategoryState::situation_value() const {
  if (over_ || awaiting_throw()) return std::nullopt;
  return CategorySituation{round_, values_of(game_->table().counts(hand_)), throws_left()};
}

void CategoryState::write_situation(ValueSink& out) const {
  write_or_null(out, situation_value());
}

void CategoryState::write_move(Action a, int, ValueSink& out) const {
  const auto& rules = game_->category_rules();
  const auto& table = game_->table();
  CategoryMove move;
  if (a >= kFinalBase) {
    move = ThrowMove{values_of(table.counts(int(a - kFinalBase))), {}};
  } else if (a >= kRollBase) {
    move = ThrowMove{values_of(table.counts(int(a - kRollBase))), {}};
  } else if (a >= kScoreBase) {
    const int c = int(a - kScoreBase);
    const Written w = score_now(c);
    move = ScoreMove{rules.categories[size_t(c)].key, w.points, w.bonus};
  } else {
    move = KeepMove{values_of(table.counts(int(a - kKeepBase)))};
  }
  write_value(out, move);
}

}  // namespace cubilete::category

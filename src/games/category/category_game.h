#pragma once
// The category engine on the shared game interface. One turn: throw, then after each throw but
// the last keep some dice and throw the rest, or write the dice into a category.
#include <memory>
#include <optional>
#include <vector>

#include "core/game.h"
#include "games/category/category_scoring.h"

namespace cubilete::category {

struct CategoryView;       // games/category/category_view.h
struct CategorySituation;  // games/category/category_view.h

// Action codes.
constexpr Action kKeepBase = 0;      // + index of the kept multiset (fewer dice than the hand)
constexpr Action kScoreBase = 1000;  // + category index
constexpr Action kRollBase = 2000;   // chance: + index of the multiset the thrown dice show
// Real dice entered at a score sheet (core/dice_entry.h): a turn given only by its final dice,
// shown after a later throw (so never served), + the multiset's index. It is no outcome of the
// throw (chance_outcomes never lists it), so nothing dealt or sampled is ever one.
constexpr Action kFinalBase = 3000;

// "keep 3-3-5", "keep none", "score full", "throw 2-6", "final 3-3-3-5-5": the names of
// category-game actions.
std::string category_action_name(const CategoryRules& rules, Action a);

class CategoryGame : public Game {
 public:
  CategoryGame(GameInfo info, RuleSet options, CategoryRules rules);
  const Scorer& scorer() const { return scorer_; }
  const CategoryRules& category_rules() const { return scorer_.rules(); }
  const MultisetTable& table() const { return *table_; }
  // The keep actions offered with `hand` in front of the player (every proper sub-multiset).
  const std::vector<Action>& keep_actions(int hand) const { return keep_actions_[hand]; }

  int num_players() const override { return scorer_.rules().players; }
  std::unique_ptr<State> initial_state() const override;
  double min_score() const override { return 0; }
  double max_score() const override { return scorer_.max_total(); }
  int max_game_length() const override;
  const TypeSchema& view_schema() const override;
  const TypeSchema* situation_schema() const override;
  const TypeSchema& move_schema() const override;

 private:
  Scorer scorer_;
  const MultisetTable* table_;
  std::vector<std::vector<Action>> keep_actions_;
};

class CategoryState final : public State {
 public:
  explicit CategoryState(const CategoryGame& game);

  std::unique_ptr<State> clone() const override { return std::make_unique<CategoryState>(*this); }
  int current_player() const override {
    if (over_) return kTerminalPlayer;
    return awaiting_throw() ? kChancePlayer : player_;
  }
  int acting_player() const override { return over_ ? kTerminalPlayer : player_; }
  void legal_actions(std::vector<Action>& out) const override;
  void chance_outcomes(std::vector<ChanceOutcome>& out) const override;
  Action sample_chance(Rng& rng) const override {
    const int k = game_->category_rules().dice - game_->table().dice(kept_);
    return kRollBase + (game_->category_rules().dice_by_position ? game_->table().roll_each(k, rng)
                                                                  : game_->table().roll(k, rng));
  }
  // The round and the pending throw's number, under dice=duplicate.
  std::optional<DealPosition> deal_position() const override {
    if (!game_->category_rules().dice_by_position || !awaiting_throw() || over_) return std::nullopt;
    return DealPosition{uint32_t(round_), uint32_t(throws_done_ + 1)};
  }
  void apply(Action a) override;
  // Whether a turn's final dice may be entered now (a turn begins: nothing thrown or kept yet).
  bool final_dice_due() const { return !over_ && awaiting_throw() && throws_done_ == 0; }
  std::string action_to_string(Action a) const override;
  std::string tell(Action a, int viewer, const std::string& who, Lang lang) const override;
  ParsedAction parse_action(std::string_view text) const override;
  std::vector<double> scores() const override;
  std::vector<double> returns() const override;
  void write_view(int viewer, ValueSink& out) const override;
  void write_move(Action a, int viewer, ValueSink& out) const override;
  std::string render(int viewer, Lang lang) const override;
  std::string serialize() const override;
  std::string situation() const override;
  std::string told_situation(Lang lang) const override;
  void write_situation(ValueSink& out) const override;
  // Where the player stands at a decision; none while dice are to be thrown or the game is over.
  std::optional<CategorySituation> situation_value() const;

  // Read access for bots, solvers and renderers.
  const CategoryGame& category_game() const { return *game_; }
  int player() const { return player_; }
  int throws_done() const { return throws_done_; }
  int throws_left() const { return game_->category_rules().throws - throws_done_; }
  bool served() const { return throws_done_ == 1; }
  int hand() const { return hand_; }        // multiset index (valid when a decision is due)
  int kept() const { return kept_; }        // dice kept before the pending or last throw
  int last_roll() const { return rolled_; }  // dice thrown by the last throw
  const Card& card(int p) const { return cards_[p]; }
  int round() const { return round_; }       // 1-based
  int instant_winner() const { return instant_winner_; }
  bool over() const { return over_; }
  // Points the current hand would write into `cat` now (jokers, served bonus included).
  Written score_now(int cat) const;
  // The view (the same for every viewer: nothing is hidden).
  CategoryView view() const;

 private:
  bool awaiting_throw() const { return kept_ >= 0; }
  ParsedAction parse_keep(const std::vector<int>& values, bool reroll) const;
  ParsedAction ask_which_dice(const std::string& verb) const;  // `keep` or `reroll` without dice
  ParsedAction parse_category(std::string_view name) const;
  void end_turn();

  const CategoryGame* game_;
  std::vector<Card> cards_;
  int player_ = 0;
  int round_ = 1;
  int throws_done_ = 0;
  int kept_ = 0;     // >= 0: a throw of the other dice is pending; -1: the player decides
  int hand_ = -1;
  int rolled_ = -1;
  int instant_winner_ = -1;
  bool over_ = false;
};

}  // namespace cubilete::category

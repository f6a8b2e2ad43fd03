#pragma once
// Farkle (RULES.md §2) on the shared game interface. A turn: chance throws the dice; the player
// sets aside a legal selection; then banks or throws the remaining dice (all six again after hot
// dice). When banking is not allowed (entry threshold, or not yet ahead in the final round) the
// throw follows the selection at once, since it is the only continuation.
#include <memory>
#include <string>
#include <vector>

#include "core/dice_throw.h"
#include "core/game.h"
#include "games/farkle/farkle_scoring.h"

namespace cubilete::farkle {

struct FarkleView;  // games/farkle/farkle_view.h

// Action codes.
constexpr Action kKeepBase = 0;     // + multiset index of the dice set aside
constexpr Action kBank = 1000;
constexpr Action kRoll = 1001;      // throw the remaining dice
constexpr Action kThrowBase = 2000;  // chance: + multiset index of the dice thrown

struct FarkleRules {
  int players = 2;
  int target = 10000;
  int entry = 500;
  int three_ones = 300;
  int turns = 0;  // > 0: the game is that many turns each instead of a race to the target
  bool dice_by_position = false;  // dice=duplicate (core/deal.h): a seat's turn n is round n
};

// The least turn total a player with `banked` points may bank: the entry threshold while the
// player is not on the board, and in the final round (score_to_beat > 0) more than the best
// score; at least 1 (a turn must bank something).
int min_bank_for(const FarkleRules& rules, int banked, int score_to_beat);

class FarkleGame : public Game {
 public:
  FarkleGame(GameInfo info, RuleSet options);
  const FarkleRules& farkle_rules() const { return rules_; }
  const Scoring& scoring() const { return scoring_; }
  const DiceThrow& dice() const { return dice_; }

  int num_players() const override { return rules_.players; }
  std::unique_ptr<State> initial_state() const override;
  double min_score() const override { return 0; }
  // A turn total has no upper limit (hot dice can go on); the bound is only "finite".
  double max_score() const override;
  int max_game_length() const override { return 0; }
  const TypeSchema& view_schema() const override;
  const TypeSchema* situation_schema() const override;
  const TypeSchema& move_schema() const override;

 private:
  FarkleRules rules_;
  Scoring scoring_;
  DiceThrow dice_{kDice, kThrowBase};
};

enum class Phase { Throw, Select, BankOrRoll, Over };

class FarkleState : public State {
 public:
  explicit FarkleState(const FarkleGame& game);

  std::unique_ptr<State> clone() const override { return std::make_unique<FarkleState>(*this); }
  int current_player() const override;
  int acting_player() const override { return phase_ == Phase::Over ? kTerminalPlayer : player_; }
  using State::legal_actions;
  void legal_actions(std::vector<Action>& out) const override;
  void chance_outcomes(std::vector<ChanceOutcome>& out) const override;
  Action sample_chance(Rng& rng) const override;
  // The seat's turn number and the pending throw's number in that turn, under dice=duplicate.
  std::optional<DealPosition> deal_position() const override;
  void apply(Action a) override;
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

  // Read access for bots and views.
  const FarkleGame& farkle_game() const { return *game_; }
  Phase phase() const { return phase_; }
  int player() const { return player_; }
  int banked(int p) const { return banked_[p]; }
  int turn_total() const { return turn_total_; }
  // Dice the next throw uses (6 after hot dice).
  int dice_to_throw() const { return dice_to_throw_; }
  int last_throw() const { return throw_; }  // multiset index, -1 before the first throw
  int turns_played() const { return turns_; }
  // The current seat's turn, from 1 (the last one played, once the game is over).
  int turn_number() const { return (turns_ - (phase_ == Phase::Over ? 1 : 0)) / game_->num_players() + 1; }
  bool final_round() const { return closer_ >= 0; }
  // The score a final-round player must exceed before banking (0 outside the final round).
  int score_to_beat() const;
  // Players still to play a last turn after the current one (final round only).
  int final_turns_after_this() const { return final_round() ? final_turns_left_ - 1 : 0; }
  // The least turn total the current player may bank with (entry threshold, final round).
  int min_bank() const;
  bool may_bank() const { return turn_total_ >= min_bank(); }
  // The view (the same for every viewer: nothing is hidden).
  FarkleView view() const;

 private:
  void end_turn();
  void after_selection(int keep);
  ParsedAction parse_keep(const std::string& dice_text) const;

  const FarkleGame* game_;
  std::vector<int> banked_;
  int player_ = 0;
  Phase phase_ = Phase::Throw;
  int turn_total_ = 0;
  int dice_to_throw_ = kDice;
  int throw_ = -1;
  int closer_ = -1;           // seat that first reached the target; -1 before the final round
  int final_turns_left_ = 0;  // last turns still to be played, the current one included
  int turns_ = 0;
  int throws_in_turn_ = 0;  // throws made in the current turn
  std::string last_event_;  // what the last turn-ending action did, for the display
};

}  // namespace cubilete::farkle

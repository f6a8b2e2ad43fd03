#pragma once
// Multiplicação (RULES.md §4.3): throw 3 dice and keep the highest (a), throw 2 and keep the
// higher (b), throw the last (c); score (a + b) x c. The only decisions are refusals: a triple
// (rethrow all three), a double (rethrow both), and once the last die, with a penalty.
#include <memory>

#include "core/dice_throw.h"
#include "core/game.h"
#include "core/told.h"

namespace cubilete::dice3 {

struct MultiplicacaoView;  // games/dice3/multiplicacao_view.h

constexpr Action kAccept = 0;
constexpr Action kRefuse = 1;
constexpr Action kMultThrowBase = 100;

// Score of a turn: (a + b) x c, or after refusing the last die (a + b - penalty) x c, never
// below 0; the penalty is 4 when a + b >= 10, else 3.
int multiplicacao_score(int a_plus_b, int c, bool last_refused);
// What a refused last die costs: 4 when a + b is 10 or more, else 3.
int multiplicacao_penalty(int a_plus_b);

enum class MultStage { Three, Two, Last, LastAgain };  // which throw is pending or decided

class MultiplicacaoGame : public Game {
 public:
  MultiplicacaoGame(GameInfo info, RuleSet options);
  int num_players() const override { return players_; }
  int rounds() const { return rounds_; }
  std::unique_ptr<State> initial_state() const override;
  double min_score() const override { return 0; }
  double max_score() const override { return 72.0 * rounds_; }
  int max_game_length() const override { return 0; }
  const TypeSchema& view_schema() const override;
  const TypeSchema* situation_schema() const override;
  const TypeSchema& move_schema() const override;
  const DiceThrow& dice() const { return dice_; }

 private:
  int players_, rounds_;
  DiceThrow dice_{3, kMultThrowBase};
};

class MultiplicacaoState : public State {
 public:
  explicit MultiplicacaoState(const MultiplicacaoGame& game);
  std::unique_ptr<State> clone() const override { return std::make_unique<MultiplicacaoState>(*this); }
  int current_player() const override;
  int acting_player() const override { return over_ ? kTerminalPlayer : player_; }
  using State::legal_actions;
  void legal_actions(std::vector<Action>& out) const override;
  void chance_outcomes(std::vector<ChanceOutcome>& out) const override;
  Action sample_chance(Rng& rng) const override { return game_->dice().sample(dice_to_throw(), rng); }
  void apply(Action a) override;
  std::string action_to_string(Action a) const override;
  std::string tell(Action a, int viewer, const std::string& who, Lang lang) const override;
  ParsedAction parse_action(std::string_view text) const override;
  std::vector<double> scores() const override { return {totals_.begin(), totals_.end()}; }
  std::vector<double> returns() const override;
  void write_view(int viewer, ValueSink& out) const override;
  void write_move(Action a, int viewer, ValueSink& out) const override;
  // The view (the same for every viewer: nothing is hidden).
  MultiplicacaoView view() const;
  std::string render(int viewer, Lang lang) const override;
  std::string serialize() const override;
  std::string last_event() const override { return event_.english(); }
  std::string told_event(Lang lang) const override { return event_.in(lang); }
  std::string situation() const override;
  std::string told_situation(Lang lang) const override;
  void write_situation(ValueSink& out) const override;
  bool over() const { return over_; }

  // For bots and solvers.
  MultStage stage() const { return stage_; }
  bool deciding() const { return shown_ >= 0; }
  int shown_value() const;  // the value a refusal decision is about (triple / double / last die)
  int shown_index() const { return shown_; }  // its dice as a multiset index (-1: a throw is due)
  int a() const { return a_; }
  int b() const { return b_; }
  bool last_refused() const { return stage_ == MultStage::LastAgain; }
  int player() const { return player_; }
  int round() const { return round_; }

 // Dice the pending throw uses (3, 2 or 1).
  int dice_to_throw() const;

 private:
  void accept();
  void end_turn(int c);

  const MultiplicacaoGame* game_;
  std::vector<int> totals_;
  int player_ = 0, round_ = 1;
  MultStage stage_ = MultStage::Three;
  int shown_ = -1;  // multiset index of a throw awaiting accept/refuse, -1 when a throw is due
  int a_ = 0, b_ = 0;
  bool over_ = false;
  Told event_;  // what the last move brought
  // Each player's latest complete turn, for views: (a + b - penalty) x c = score.
  struct LastTurn {
    int a = 0, b = 0, c = 0, penalty = 0, score = 0;
  };
  std::vector<LastTurn> last_turn_;
};

}  // namespace cubilete::dice3

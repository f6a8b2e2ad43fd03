#pragma once
// Ataque Yankee (RULES.md §4.7): each turn throws 3 dice (keep the highest), 2 (keep the higher)
// and 1; the sum, +30 for a triple and +15 for a pair, is added. First to the target wins (or
// the round is finished with finish_round). No decisions. Losers pay the difference in chips.
#include <memory>

#include "core/chips.h"
#include "core/dice_throw.h"
#include "core/game.h"
#include "core/told.h"

namespace cubilete::dice3 {

struct AtaqueYankeeView;  // games/dice3/ataque_yankee_view.h

class AtaqueYankeeGame : public Game {
 public:
  AtaqueYankeeGame(GameInfo info, RuleSet options);
  int num_players() const override { return players_; }
  int target() const { return target_; }
  bool finish_round() const { return finish_round_; }
  std::unique_ptr<State> initial_state() const override;
  double min_score() const override { return 0; }
  // The last turn starts below the target and adds at most 6 + 6 + 6 + 30 + 15.
  double max_score() const override { return target_ - 1 + 63; }
  int max_game_length() const override;
  const TypeSchema& view_schema() const override;
  const TypeSchema& move_schema() const override;
  const DiceThrow& dice() const { return dice_; }

 private:
  int players_, target_;
  bool finish_round_;
  DiceThrow dice_{3, 0};
};

class AtaqueYankeeState : public State {
 public:
  explicit AtaqueYankeeState(const AtaqueYankeeGame& game);
  std::unique_ptr<State> clone() const override { return std::make_unique<AtaqueYankeeState>(*this); }
  int current_player() const override { return over_ ? kTerminalPlayer : kChancePlayer; }
  int acting_player() const override { return over_ ? kTerminalPlayer : player_; }
  void legal_actions(std::vector<Action>& out) const override { out.clear(); }
  void chance_outcomes(std::vector<ChanceOutcome>& out) const override;
  Action sample_chance(Rng& rng) const override { return game_->dice().sample(3 - stage_, rng); }
  void apply(Action a) override;
  std::string action_to_string(Action a) const override { return game_->dice().name(a); }
  std::string tell(Action a, int viewer, const std::string& who, Lang lang) const override;
  ParsedAction parse_action(std::string_view text) const override;
  std::vector<double> scores() const override { return {totals_.begin(), totals_.end()}; }
  std::vector<double> returns() const override;
  void write_view(int viewer, ValueSink& out) const override;
  void write_move(Action a, int viewer, ValueSink& out) const override;
  // The view (the same for every viewer: nothing is hidden).
  AtaqueYankeeView view() const;
  std::string render(int viewer, Lang lang) const override;
  std::string serialize() const override;
  std::string last_event() const override { return event_.english(); }
  std::string told_event(Lang lang) const override { return event_.in(lang); }
  const ChipLedger* chips() const override { return &ledger_; }

 private:
  void end_turn();
  void settle();

  const AtaqueYankeeGame* game_;
  std::vector<int> totals_;
  ChipLedger ledger_;
  int player_ = 0, round_ = 1;
  int stage_ = 0;       // 0: three dice to throw, 1: two, 2: one
  int kept_[3] = {0, 0, 0};
  int bonus_ = 0;
  bool someone_reached_ = false;
  bool over_ = false;
  Told event_;  // what the last move brought
  // Each player's latest complete turn, for views.
  struct LastTurn {
    int kept[3] = {0, 0, 0};
    int bonus = 0, score = 0;
  };
  std::vector<LastTurn> last_turn_;
};

}  // namespace cubilete::dice3

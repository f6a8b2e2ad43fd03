#pragma once
// Centenário (RULES.md §4.1): a race over the 24-target sheet, one throw per turn, crossing
// automatic. No decisions: every state is a chance node until someone finishes.
#include <memory>

#include "core/dice_throw.h"
#include "core/game.h"
#include "core/told.h"

namespace cubilete::dice3 {

struct CentenarioView;  // games/dice3/centenario_view.h

class CentenarioGame : public Game {
 public:
  CentenarioGame(GameInfo info, RuleSet options);
  int num_players() const override { return players_; }
  std::unique_ptr<State> initial_state() const override;
  double min_score() const override { return 0; }
  double max_score() const override { return 24; }
  int max_game_length() const override { return 0; }
  const TypeSchema& view_schema() const override;
  const TypeSchema& move_schema() const override;
  bool throw_again_after_scoring() const { return throw_again_; }
  const DiceThrow& dice() const { return dice_; }
  // Targets crossed after a throw from `crossed` targets already crossed.
  static int cross(int crossed, const FaceCounts& three_dice);

 private:
  int players_;
  bool throw_again_;
  DiceThrow dice_{3, 0};
};

class CentenarioState : public State {
 public:
  explicit CentenarioState(const CentenarioGame& game);
  std::unique_ptr<State> clone() const override { return std::make_unique<CentenarioState>(*this); }
  int current_player() const override { return winner_ >= 0 ? kTerminalPlayer : kChancePlayer; }
  int acting_player() const override { return winner_ >= 0 ? kTerminalPlayer : player_; }
  void legal_actions(std::vector<Action>& out) const override { out.clear(); }
  void chance_outcomes(std::vector<ChanceOutcome>& out) const override;
  Action sample_chance(Rng& rng) const override { return game_->dice().sample(3, rng); }
  void apply(Action a) override;
  std::string action_to_string(Action a) const override { return game_->dice().name(a); }
  std::string tell(Action a, int viewer, const std::string& who, Lang lang) const override;
  ParsedAction parse_action(std::string_view text) const override;
  std::vector<double> scores() const override { return {crossed_.begin(), crossed_.end()}; }
  std::vector<double> returns() const override;
  void write_view(int viewer, ValueSink& out) const override;
  void write_move(Action a, int viewer, ValueSink& out) const override;
  // The view (the same for every viewer: nothing is hidden).
  CentenarioView view() const;
  std::string render(int viewer, Lang lang) const override;
  std::string serialize() const override;
  std::string last_event() const override { return event_.english(); }
  std::string told_event(Lang lang) const override { return event_.in(lang); }

  int crossed(int p) const { return crossed_[p]; }
  int player() const { return player_; }

 private:
  const CentenarioGame* game_;
  std::vector<int> crossed_;
  int player_ = 0;
  int winner_ = -1;
  int throws_ = 0;
  Told event_;  // what the last move brought
  // Each player's latest throw and the targets it crossed (k in [from, to)), for views.
  struct LastThrow {
    FaceCounts dice{};
    int from = 0, to = 0;
  };
  std::vector<LastThrow> last_;
};

}  // namespace cubilete::dice3

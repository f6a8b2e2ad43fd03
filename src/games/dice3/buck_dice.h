#pragma once
// Buck Dice (RULES.md §4.5): each round opens with a throw of one die for the point number; a
// turn throws three dice again and again while they score (point dice +1/+2, three of another
// number +5, three of the point wins at once), to exactly the target. Settled in chips.
#include <memory>

#include "core/chips.h"
#include "core/dice_throw.h"
#include "core/game.h"
#include "core/told.h"

namespace cubilete::dice3 {

struct BuckDiceView;  // games/dice3/buck_dice_view.h

// What one throw of three dice does with point number `point`.
enum class BuckOutcome { Nothing, Points, LittleBuck, BigBuck };
struct BuckThrow {
  BuckOutcome outcome;
  int points;  // 1, 2 or 5 when it scores
};
BuckThrow buck_throw(const FaceCounts& dice, int point);
// What a throw did, as views tell it: BuckOutcome's four, or a score that would pass the target
// (so scores nothing and ends the turn).
enum class BuckThrowResult { Nothing, Points, LittleBuck, BigBuck, OverTarget };

class BuckDiceGame : public Game {
 public:
  BuckDiceGame(GameInfo info, RuleSet options);
  int num_players() const override { return players_; }
  int target() const { return target_; }
  std::unique_ptr<State> initial_state() const override;
  double min_score() const override { return 0; }
  double max_score() const override { return target_; }
  int max_game_length() const override { return 0; }
  const TypeSchema& view_schema() const override;
  const TypeSchema& move_schema() const override;
  const DiceThrow& dice() const { return dice_; }

 private:
  int players_, target_;
  DiceThrow dice_{3, 0};
};

class BuckDiceState : public State {
 public:
  explicit BuckDiceState(const BuckDiceGame& game);
  std::unique_ptr<State> clone() const override { return std::make_unique<BuckDiceState>(*this); }
  int current_player() const override { return winner_ >= 0 ? kTerminalPlayer : kChancePlayer; }
  int acting_player() const override { return winner_ >= 0 ? kTerminalPlayer : player_; }
  void legal_actions(std::vector<Action>& out) const override { out.clear(); }
  void chance_outcomes(std::vector<ChanceOutcome>& out) const override;
  Action sample_chance(Rng& rng) const override { return game_->dice().sample(point_ ? 3 : 1, rng); }
  void apply(Action a) override;
  std::string action_to_string(Action a) const override;
  std::string tell(Action a, int viewer, const std::string& who, Lang lang) const override;
  ParsedAction parse_action(std::string_view text) const override;
  std::vector<double> scores() const override { return {points_.begin(), points_.end()}; }
  std::vector<double> returns() const override;
  void write_view(int viewer, ValueSink& out) const override;
  void write_move(Action a, int viewer, ValueSink& out) const override;
  // The view (the same for every viewer: nothing is hidden).
  BuckDiceView view() const;
  std::string render(int viewer, Lang lang) const override;
  std::string serialize() const override;
  std::string last_event() const override { return event_.english(); }
  std::string told_event(Lang lang) const override { return event_.in(lang); }
  const ChipLedger* chips() const override { return &ledger_; }

 private:
  void win(int p);
  void end_turn();

  const BuckDiceGame* game_;
  std::vector<int> points_;
  ChipLedger ledger_;
  int player_ = 0, round_ = 1;
  int point_ = 0;  // 0: the round's point die is to be thrown
  int winner_ = -1;
  int throws_ = 0;
  Told event_;  // what the last move brought
  // The latest throw of three dice, for views: who, what, and what it did.
  struct LastThrow {
    int seat = -1;
    FaceCounts dice{};
    BuckThrowResult outcome = BuckThrowResult::Nothing;
    int points = 0;
  } last_throw_;
};

}  // namespace cubilete::dice3

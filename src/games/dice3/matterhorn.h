#pragma once
// Matterhorn (RULES.md §4.2): Centenário's sheet, but the player chooses which open numbers the
// dice cross (row 1 in any order, row 2 once row 1 is full). First to complete row 2 wins.
#include <memory>

#include "core/dice_throw.h"
#include "core/game.h"
#include "games/dice3/matterhorn_moves.h"
#include "core/told.h"

namespace cubilete::dice3 {

struct MatterhornView;  // games/dice3/matterhorn_view.h

constexpr Action kMatterhornThrowBase = Action(1) << 24;  // below it: a move code

class MatterhornGame : public Game {
 public:
  MatterhornGame(GameInfo info, RuleSet options);
  int num_players() const override { return players_; }
  std::unique_ptr<State> initial_state() const override;
  double min_score() const override { return 0; }
  double max_score() const override { return 24; }
  int max_game_length() const override { return 0; }
  const TypeSchema& view_schema() const override;
  const TypeSchema* situation_schema() const override;
  const TypeSchema& move_schema() const override;
  bool either_row() const { return either_row_; }
  const DiceThrow& dice() const { return dice_; }

 private:
  int players_;
  bool either_row_;
  DiceThrow dice_{3, kMatterhornThrowBase};
};

class MatterhornState : public State {
 public:
  explicit MatterhornState(const MatterhornGame& game);
  std::unique_ptr<State> clone() const override { return std::make_unique<MatterhornState>(*this); }
  int current_player() const override;
  int acting_player() const override { return winner_ >= 0 ? kTerminalPlayer : player_; }
  using State::legal_actions;
  void legal_actions(std::vector<Action>& out) const override;
  void chance_outcomes(std::vector<ChanceOutcome>& out) const override;
  Action sample_chance(Rng& rng) const override { return game_->dice().sample(3, rng); }
  void apply(Action a) override;
  std::string action_to_string(Action a) const override;
  std::string tell(Action a, int viewer, const std::string& who, Lang lang) const override;
  ParsedAction parse_action(std::string_view text) const override;
  std::vector<double> scores() const override;
  std::vector<double> returns() const override;
  void write_view(int viewer, ValueSink& out) const override;
  void write_move(Action a, int viewer, ValueSink& out) const override;
  // The view (the same for every viewer: nothing is hidden).
  MatterhornView view() const;
  std::string render(int viewer, Lang lang) const override;
  std::string serialize() const override;
  std::string last_event() const override { return event_.english(); }
  std::string told_event(Lang lang) const override { return event_.in(lang); }
  std::string situation() const override;
  std::string told_situation(Lang lang) const override;
  void write_situation(ValueSink& out) const override;
  bool won() const { return winner_ >= 0; }

  int player() const { return player_; }
  uint32_t row1(int p) const { return row1_[p]; }
  uint32_t row2(int p) const { return row2_[p]; }
  int last_throw() const { return throw_; }  // multiset index while a move is due

 private:
  // Why no legal move crosses `numbers` (`add`: the numbers asked of each row when rows_named):
  // row 2 not open yet, a number already crossed, or dice that cannot make them.
  std::string why_not(const uint32_t add[2], bool rows_named, const std::vector<int>& numbers) const;
  void next_player();

  const MatterhornGame* game_;
  std::vector<uint32_t> row1_, row2_;
  int player_ = 0;
  int throw_ = -1;  // >= 0: the player chooses a move for this throw
  int winner_ = -1;
  int throws_ = 0;
  Told event_;  // what the last move brought
  // Each player's latest throw and what it crossed (a move code, 0 for nothing), for views.
  struct LastTurn {
    int dice = -1;  // multiset index; -1 before the first throw
    uint32_t move = 0;
  };
  std::vector<LastTurn> last_;
};

}  // namespace cubilete::dice3

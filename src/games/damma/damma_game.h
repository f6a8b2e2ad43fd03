#pragma once
// The damma game on the shared interface (RULES.md §3). Actions are indices into the state's
// list of legal moves (moves, capture sequences with their prefixes, huffs), which is generated
// in a fixed order, so a clone numbers them the same; their names are the move notation
// ("d2-c3", "b3xd3xd5", "huff c3"). Resigning and draw offers are accepted by parse_action and
// apply but are not among legal_actions, so bots and perft see only moves.
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/game.h"
#include "games/damma/damma_moves.h"
#include "games/damma/damma_words.h"

namespace cubilete::damma {

struct DammaView;       // games/damma/damma_view.h
struct DammaSituation;  // games/damma/damma_view.h

constexpr Action kResign = 1000;
constexpr Action kOfferDraw = 1001;
constexpr Action kAcceptDraw = 1002;

// Why a game ended (the view tells it; damma_view.h names the values).
enum class DammaEndReason { NoPieces, NoMoves, Repetition, QuietPlies, Agreement, Resignation };

class DammaGame : public Game {
 public:
  DammaGame(GameInfo info, RuleSet options);
  int num_players() const override { return 2; }
  std::unique_ptr<State> initial_state() const override;
  std::unique_ptr<State> state_at(const Position& p) const;
  double min_score() const override { return 0; }
  double max_score() const override { return 1; }
  int max_game_length() const override { return 0; }  // repetition and draw_plies end it
  const TypeSchema& view_schema() const override;
  const TypeSchema* situation_schema() const override;
  const TypeSchema& move_schema() const override;
  const MoveRules& move_rules() const { return move_rules_; }
  int draw_plies() const { return draw_plies_; }
  int board() const { return board_; }  // the `board` option: 5 or 9 squares a side
  const Position& start() const { return start_; }

 private:
  MoveRules move_rules_;
  int board_;
  Position start_;  // the `start` option
  int draw_plies_;
};

class DammaState : public State {
 public:
  DammaState(const DammaGame& game, const Position& p);
  std::unique_ptr<State> clone() const override { return std::make_unique<DammaState>(*this); }
  int current_player() const override { return over_ ? kTerminalPlayer : position_.side; }
  using State::legal_actions;
  void legal_actions(std::vector<Action>& out) const override;
  void chance_outcomes(std::vector<ChanceOutcome>& out) const override { out.clear(); }
  void apply(Action a) override;
  std::string action_to_string(Action a) const override;
  ParsedAction parse_action(std::string_view text) const override;
  std::vector<double> scores() const override;
  std::vector<double> returns() const override { return scores(); }
  void write_view(int viewer, ValueSink& out) const override;
  void write_move(Action a, int viewer, ValueSink& out) const override;
  // The view (the same for every viewer: nothing is hidden).
  DammaView view() const;
  std::string render(int viewer, Lang lang) const override;
  std::string tell(Action a, int viewer, const std::string& who, Lang lang) const override;
  std::string serialize() const override;
  std::string last_event() const override { return event_text_; }
  std::string told_event(Lang lang) const override { return notes_text(event_, lang); }
  // "move 12 (White)": the move number (both sides' plies make one move) and the side to move.
  std::string situation() const override;
  std::string told_situation(Lang lang) const override;
  void write_situation(ValueSink& out) const override;
  std::optional<DammaSituation> situation_value() const;  // none once the game is over

  const Position& position() const { return position_; }
  const std::vector<Move>& moves() const { return moves_; }
  // How often the current position (board, side to move, faults) has occurred.
  int occurrences() const;
  // The Zobrist keys of every position of the game so far (the current one included).
  std::vector<uint64_t> played_positions() const;
  int quiet_plies() const { return quiet_plies_; }
  int draw_offered_by() const { return draw_offer_; }  // -1: no offer stands

 private:
  void arrive();  // after a move: generate moves and decide whether the game is over
  // `reason` tells front ends why in their language; `why` is the terminal's note of it.
  void finish(int winner, DammaNote why, DammaEndReason reason);
  void set_event(std::vector<DammaNote> notes);

  const DammaGame* game_;
  Position position_;
  std::vector<Move> moves_;
  std::unordered_map<uint64_t, int> seen_;
  int quiet_plies_ = 0;
  int plies_ = 0;  // moves and huffs played
  int draw_offer_ = -1;  // the side whose draw offer stands
  int winner_ = -1;
  bool over_ = false;
  std::vector<DammaNote> result_;  // how the game ended
  std::vector<DammaNote> event_;   // what the latest action brought, the end included
  std::string result_text_, event_text_;  // the same in English, which the view points into
  DammaEndReason end_reason_ = DammaEndReason::NoPieces;
  std::string
      last_move_;  // the latest move's name, for views (huffs included; offers are not moves)
};

}  // namespace cubilete::damma

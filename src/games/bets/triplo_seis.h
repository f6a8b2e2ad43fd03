#pragma once
// Triplo Seis (RULES.md §4.8): three dice under a cup, calls that must rise, believe or doubt.
// The only game here with secrets: the dice under the cup are known to the player who last
// looked at them, and every view (render, JSON, what a bot receives) holds only what the viewer
// may know. Who rethrew how many dice is public; which dice, and their values, are not.
#include <memory>

#include "core/chips.h"
#include "core/dice_throw.h"
#include "core/game.h"
#include "core/told.h"

namespace cubilete::bets {

struct TriploSeisView;  // games/bets/triplo_seis_view.h

constexpr Action kBelieve = 0;
constexpr Action kDoubt = 1;
constexpr Action kKeepBase = 100;   // + index of the kept dice in multisets(3)
constexpr Action kCallBase = 200;   // + index in all_calls()
constexpr Action kCupThrowBase = 1000;

class TriploSeisGame : public Game {
 public:
  TriploSeisGame(GameInfo info, RuleSet options);
  int num_players() const override { return players_; }
  int chips() const { return chips_; }
  int rounds() const { return rounds_; }
  std::unique_ptr<State> initial_state() const override;
  // A round holds at most 57 antes (56 rising calls and a doubt) and the fine is at most the
  // table: a loser loses at most 29 antes + 57, and a round starts only if everyone has a chip.
  double min_score() const override { return 1 - 86; }
  double max_score() const override { return double(players_) * chips_ + 86.0 * (players_ - 1); }
  int max_game_length() const override { return rounds_ * (2 + 56 * 4); }
  const TypeSchema& view_schema() const override;
  const TypeSchema* situation_schema() const override;
  const TypeSchema& move_schema() const override;
  const DiceThrow& dice() const { return dice_; }

 private:
  int players_, chips_, rounds_;
  DiceThrow dice_{3, kCupThrowBase};
};

enum class CupPhase { Throw, Respond, Keep, Rethrow, Call, Over };

// One player's part of a round. seat, rethrown and call are public; the dice are known only to
// that seat (empty in other players' views).
struct CupTurn {
  int seat = 0;
  int rethrown = 3;    // 3 for the opening throw
  int call = 0;        // 0 until called
  bool secrets = true;  // false in a view where they were erased
  FaceCounts seen{}, kept{}, after{};
};

class TriploSeisState : public State {
 public:
  explicit TriploSeisState(const TriploSeisGame& game);
  std::unique_ptr<State> clone() const override { return std::make_unique<TriploSeisState>(*this); }
  int current_player() const override;
  int acting_player() const override { return phase_ == CupPhase::Over ? kTerminalPlayer : seat_; }
  using State::legal_actions;
  void legal_actions(std::vector<Action>& out) const override;
  void chance_outcomes(std::vector<ChanceOutcome>& out) const override;
  Action sample_chance(Rng& rng) const override { return game_->dice().sample(dice_to_throw(), rng); }
  void apply(Action a) override;
  std::string action_to_string(Action a) const override;
  std::string action_name_for(Action a, int viewer) const override;
  ParsedAction parse_action(std::string_view text) const override;
  std::vector<double> scores() const override { return ledger_.player_balances(game_->num_players()); }
  std::vector<double> returns() const override;
  void write_view(int viewer, ValueSink& out) const override;
  void write_move(Action a, int viewer, ValueSink& out) const override;
  // What `viewer` may see (the dice under the cup only where knows_dice).
  TriploSeisView view(int viewer) const;
  std::string render(int viewer, Lang lang) const override;
  std::string tell(Action a, int viewer, const std::string& who, Lang lang) const override;
  std::string serialize() const override;
  std::string last_event() const override { return event_.english(); }
  std::string told_event(Lang lang) const override { return event_.in(lang); }
  std::string situation() const override;
  std::string told_situation(Lang lang) const override;
  void write_situation(ValueSink& out) const override;
  const ChipLedger* chips() const override { return &ledger_; }
  std::unique_ptr<State> view_for(int player) const override;

  // For bots (all public, except dice(), which needs knows_dice(seat)).
  CupPhase phase() const { return phase_; }
  int seat() const { return seat_; }
  int call() const { return call_; }  // 0 before the first call of a round
  const std::vector<CupTurn>& turns() const { return turns_; }
  int table() const { return int(ledger_.balance(game_->num_players())); }
  bool knows_dice(int viewer) const;
  // Whether `viewer` may know action `a` of this state as it is: throws and keeps under the cup
  // only to the seat that makes them (others learn how many dice), everything else to everyone.
  bool knows_action(Action a, int viewer) const;
  const FaceCounts& dice() const;  // throws std::logic_error in a view that hides them

 private:
  int next_seat(int s) const { return (s + 1) % game_->num_players(); }
  int dice_to_throw() const { return phase_ == CupPhase::Throw ? 3 : 3 - dice_in(dice_); }
  void ante(int seat);
  void start_round();
  void showdown();
  std::string describe_round(int viewer, Lang lang) const;
  // Whose turn it is and to do what ("P2 to call above 532"), in `lang`; "" once the match is over.
  std::string turn_text(Lang lang) const;

  const TriploSeisGame* game_;
  ChipLedger ledger_;
  CupPhase phase_ = CupPhase::Throw;
  int round_ = 1, starter_ = 0, seat_ = 0;
  int caller_ = -1, call_ = 0;
  FaceCounts dice_{};          // under the cup (the kept dice while a rethrow is due)
  bool dice_hidden_ = false;   // a view without them
  std::vector<CupTurn> turns_;  // this round's
  FaceCounts revealed_{};       // the last dice shown by a doubt (public)
  // The last showdown, public once the dice are shown: who called what, who doubted, who won.
  struct Showdown {
    int round = 0, caller = -1, doubter = -1, call = 0, winner = -1, loser = -1;
    int64_t table =
        0;  // chips on the table, which the winner takes and the loser pays again as fine
  } showdown_;
  Told event_;  // what the last move brought
};

}  // namespace cubilete::bets

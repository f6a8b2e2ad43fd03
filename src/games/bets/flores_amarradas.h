#pragma once
// Flores Amarradas (RULES.md §4.6): a banker against everyone. The bank is drawn by the highest
// total of three dice; the others bet (multiples of 3, or covering the banker's stake); the
// banker throws until a combination decides everything or sets a point, which each bettor then
// throws against. Point against point pays a third of the bet per point of difference.
#include <memory>

#include "core/chips.h"
#include "core/dice_throw.h"
#include "core/game.h"
#include "games/bets/flores_throws.h"
#include "core/told.h"

namespace cubilete::bets {

struct FloresView;         // games/bets/flores_view.h
enum class FloresVerb;     // games/bets/flores_view.h

constexpr Action kFloresThrowBase = 0;   // + multiset index of three dice
constexpr Action kFloresAmountBase = 1000;  // + chips / 3 (a bet, a stake or a cover)

class FloresGame : public Game {
 public:
  FloresGame(GameInfo info, RuleSet options);
  int num_players() const override { return players_; }
  int chips() const { return chips_; }
  int rounds() const { return rounds_; }
  bool cover_mode() const { return cover_mode_; }
  bool rotate_bank() const { return rotate_bank_; }
  int max_bet() const { return max_bet_; }  // 0: no cap
  std::unique_ptr<State> initial_state() const override;
  double min_score() const override { return 0; }
  double max_score() const override { return double(players_) * chips_; }
  int max_game_length() const override { return 0; }  // rethrows are unbounded
  const TypeSchema& view_schema() const override;
  const TypeSchema& move_schema() const override;
  const DiceThrow& dice() const { return dice_; }

 private:
  int players_, chips_, rounds_, max_bet_;
  bool cover_mode_, rotate_bank_;
  DiceThrow dice_{3, kFloresThrowBase};
};

enum class FloresPhase { Draw, Stake, Bet, BankerThrow, BettorThrow, Over };

class FloresState : public State {
 public:
  explicit FloresState(const FloresGame& game);
  std::unique_ptr<State> clone() const override { return std::make_unique<FloresState>(*this); }
  int current_player() const override;
  int acting_player() const override;
  using State::legal_actions;
  void legal_actions(std::vector<Action>& out) const override;
  void chance_outcomes(std::vector<ChanceOutcome>& out) const override;
  Action sample_chance(Rng& rng) const override { return game_->dice().sample(3, rng); }
  void apply(Action a) override;
  std::string action_to_string(Action a) const override;
  ParsedAction parse_action(std::string_view text) const override;
  std::vector<double> scores() const override { return ledger_.player_balances(game_->num_players()); }
  std::vector<double> returns() const override;
  void write_view(int viewer, ValueSink& out) const override;
  void write_move(Action a, int viewer, ValueSink& out) const override;
  // The view (the same for every viewer: nothing is hidden).
  FloresView view() const;
  std::string render(int viewer, Lang lang) const override;
  std::string tell(Action a, int viewer, const std::string& who, Lang lang) const override;
  std::string serialize() const override;
  std::string last_event() const override { return event_.english(); }
  std::string told_event(Lang lang) const override { return event_.in(lang); }
  std::string situation() const override;
  const ChipLedger* chips() const override { return &ledger_; }

  // For bots.
  FloresPhase phase() const { return phase_; }
  int banker() const { return banker_; }
  int round() const { return round_; }
  int bet_of(int seat) const { return bets_[seat]; }
  // The largest amount the player to decide may put up now (a multiple of 3, at least 3).
  int max_amount() const;

 private:
  int next_seat(int seat) const { return (seat + 1) % game_->num_players(); }
  int next_bettor(int after) const;  // next seat after `after` with a bet, or -1 past the banker
  void apply_draw(const FaceCounts& dice);
  void apply_amount(int amount);
  void apply_banker_throw(const FloresThrow& t);
  void apply_bettor_throw(const FloresThrow& t);
  // Negative: the banker pays. `why` in words for the terminal, `code` for front ends.
  void settle(int bettor, int amount_to_banker, const std::string& why, const std::string& code);
  void start_round();
  void end_round();
  void begin_betting();
  std::string phase_text(Lang lang) const;
  FloresVerb amount_verb() const;  // what the amount being decided is called

  const FloresGame* game_;
  ChipLedger ledger_;
  FloresPhase phase_ = FloresPhase::Draw;
  int round_ = 1, banker_ = -1;
  int seat_ = 0;                 // who decides or throws now
  std::vector<int> contenders_;  // bank draw: seats still in it
  std::vector<int> draw_totals_;
  std::vector<int> bets_;        // chips each bettor has at stake this round
  int stake_left_ = 0;           // cover mode: the banker's stake not yet covered
  int point_ = 0;                // the banker's point
  int new_banker_ = -1;          // first bettor who beat the point with 4-5-6 or a triple
  int throws_ = 0;               // so that a throw naming nothing still changes the state
  int last_thrower_ = -1;        // the latest throw, for views: who threw what
  FaceCounts last_dice_{};
  bool last_was_draw_ = false;
  Told event_;  // what the last move brought
};

}  // namespace cubilete::bets

#include "games/farkle/farkle_game.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>

#include "core/error.h"

namespace cubilete::farkle {

namespace {
FarkleRules rules_from(const RuleSet& options) {
  FarkleRules r;
  r.players = int(options.get_int("players"));
  r.target = int(options.get_int("target"));
  r.entry = int(options.get_int("entry"));
  r.three_ones = int(options.get_int("three_ones"));
  r.turns = int(options.get_int("turns"));
  r.dice_by_position = deals_by_position(options);
  if (r.three_ones % 50 != 0)
    throw UsageError(fmt::format("three_ones={}: must be a multiple of 50 (e.g. 300 or 1000), "
                                 "like every other Farkle score",
                                 r.three_ones));
  return r;
}
}  // namespace

FarkleGame::FarkleGame(GameInfo info, RuleSet options)
    : Game(std::move(info), options), rules_(rules_from(options)), scoring_(rules_.three_ones) {}

double FarkleGame::max_score() const { return std::numeric_limits<double>::infinity(); }

std::unique_ptr<State> FarkleGame::initial_state() const { return std::make_unique<FarkleState>(*this); }

FarkleState::FarkleState(const FarkleGame& game)
    : State(game), game_(&game), banked_(game.num_players(), 0) {}

int FarkleState::current_player() const {
  switch (phase_) {
    case Phase::Throw: return kChancePlayer;
    case Phase::Over: return kTerminalPlayer;
    default: return player_;
  }
}

// In the final round every bank beats the best score so far, so that is the highest banked.
int FarkleState::score_to_beat() const {
  return final_round() ? *std::max_element(banked_.begin(), banked_.end()) : 0;
}

int min_bank_for(const FarkleRules& rules, int banked, int score_to_beat) {
  int least = banked == 0 ? rules.entry : 0;
  if (score_to_beat > 0) least = std::max(least, score_to_beat - banked + 1);
  return std::max(least, 1);
}

int FarkleState::min_bank() const { return min_bank_for(game_->farkle_rules(), banked_[player_], score_to_beat()); }

void FarkleState::legal_actions(std::vector<Action>& out) const {
  out.clear();
  if (phase_ == Phase::Select) {
    for (const auto& s : game_->scoring().selections(throw_)) out.push_back(kKeepBase + s.keep);
  } else if (phase_ == Phase::BankOrRoll) {
    out.push_back(kBank);
    out.push_back(kRoll);
  }
}

void FarkleState::chance_outcomes(std::vector<ChanceOutcome>& out) const {
  out.clear();
  if (phase_ == Phase::Throw) game_->dice().outcomes(dice_to_throw_, out);
}

Action FarkleState::sample_chance(Rng& rng) const {
  return game_->farkle_rules().dice_by_position ? game_->dice().sample_each(dice_to_throw_, rng)
                                                : game_->dice().sample(dice_to_throw_, rng);
}

std::optional<DealPosition> FarkleState::deal_position() const {
  if (!game_->farkle_rules().dice_by_position || phase_ != Phase::Throw) return std::nullopt;
  return DealPosition{uint32_t(turn_number()), uint32_t(throws_in_turn_ + 1)};
}

void FarkleState::apply(Action a) {
  const auto& scoring = game_->scoring();
  switch (phase_) {
    case Phase::Throw:
      throw_ = game_->dice().index(a);
      ++throws_in_turn_;
      if (scoring.is_farkle(throw_)) {
        last_event_ = fmt::format("P{} farkled with {} and lost a turn total of {}", player_ + 1,
                                  format_dice(scoring.table().counts(throw_)), turn_total_);
        end_turn();
      } else {
        phase_ = Phase::Select;
      }
      return;
    case Phase::Select: after_selection(int(a - kKeepBase)); return;
    case Phase::BankOrRoll:
      if (a == kRoll) {
        phase_ = Phase::Throw;
        return;
      }
      banked_[player_] += turn_total_;
      last_event_ = fmt::format("P{} banked {} and has {}", player_ + 1, turn_total_, banked_[player_]);
      if (game_->farkle_rules().turns == 0 && !final_round() && banked_[player_] >= game_->farkle_rules().target) {
        closer_ = player_;
        final_turns_left_ = game_->num_players();  // this turn, then one for each other player
        last_event_ += fmt::format(", reaching the target {}: every other player has one last turn",
                                   game_->farkle_rules().target);
      }
      end_turn();
      return;
    case Phase::Over: return;
  }
}

void FarkleState::after_selection(int keep) {
  const auto& table = game_->scoring().table();
  turn_total_ += game_->scoring().all_dice(keep);
  dice_to_throw_ -= table.dice(keep);
  if (dice_to_throw_ == 0) dice_to_throw_ = kDice;  // hot dice
  // Without the right to bank, throwing on is the only continuation: no question to ask.
  phase_ = may_bank() ? Phase::BankOrRoll : Phase::Throw;
}

void FarkleState::end_turn() {
  turn_total_ = 0;
  dice_to_throw_ = kDice;
  throws_in_turn_ = 0;
  ++turns_;
  const int turns = game_->farkle_rules().turns;
  if ((final_round() && --final_turns_left_ == 0) || (turns > 0 && turns_ == turns * game_->num_players())) {
    phase_ = Phase::Over;
    return;
  }
  player_ = (player_ + 1) % game_->num_players();
  phase_ = Phase::Throw;
}

std::vector<double> FarkleState::scores() const { return {banked_.begin(), banked_.end()}; }

std::vector<double> FarkleState::returns() const {
  return phase_ == Phase::Over ? shares_of_highest(scores()) : sole_winner(int(banked_.size()), -1);
}

std::string FarkleState::serialize() const {
  std::string s = fmt::format("farkle banked={} player={} phase={} turn={} dice={} throw={} closer={} left={} turns={}",
                              fmt::join(banked_, ","), player_, int(phase_), turn_total_, dice_to_throw_, throw_,
                              closer_, final_turns_left_, turns_);
  // Only dice by position tell two states apart by the throws of the turn (the next dice differ).
  if (game_->farkle_rules().dice_by_position) s += fmt::format(" throws={}", throws_in_turn_);
  return s;
}

}  // namespace cubilete::farkle

#include "games/dice3/ataque_yankee.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/text.h"
#include "core/dice_moves.h"
#include "core/dice_words.h"
#include "core/say.h"
#include "games/dice3/dice3_events.h"

namespace cubilete::dice3 {

AtaqueYankeeGame::AtaqueYankeeGame(GameInfo info, RuleSet options)
    : Game(std::move(info), options),
      players_(int(options.get_int("players"))),
      target_(int(options.get_int("target"))),
      finish_round_(options.get_bool("finish_round")) {}

// Every turn adds at least 3 (1 + 1 + 1), so some player reaches the target within
// ceil(target / 3) rounds; each turn is three throws.
int AtaqueYankeeGame::max_game_length() const { return 3 * players_ * ((target_ + 2) / 3 + 1); }

std::unique_ptr<State> AtaqueYankeeGame::initial_state() const { return std::make_unique<AtaqueYankeeState>(*this); }

AtaqueYankeeState::AtaqueYankeeState(const AtaqueYankeeGame& game)
    : State(game),
      game_(&game),
      totals_(game.num_players(), 0),
      ledger_(game.num_players(), 0),
      last_turn_(game.num_players()) {}

void AtaqueYankeeState::chance_outcomes(std::vector<ChanceOutcome>& out) const {
  out.clear();
  if (!over_) game_->dice().outcomes(3 - stage_, out);
}

ParsedAction AtaqueYankeeState::parse_action(std::string_view text) const {
  if (over_) return ParsedAction::fail("the game is over");
  return game_->dice().parse(text, 3 - stage_);
}

void AtaqueYankeeState::apply(Action a) {
  const auto& c = game_->dice().counts(a);
  const auto v = values_of(c);
  const int thrown = 3 - stage_;
  kept_[stage_] = v.back();
  const bool all_same = v.front() == v.back();
  int bonus = 0;
  if (thrown == 3 && all_same) bonus = 30;
  if (thrown == 2 && all_same) bonus = 15;
  bonus_ += bonus;
  const auto& said = dice3_events();
  event_.set(said.sets_aside, {blank("seat", player_ + 1), blank("die", kept_[stage_])});
  if (bonus) event_.add(thrown == 3 ? said.triple_bonus : said.pair_bonus, {blank("bonus", bonus)});
  if (++stage_ == 3) end_turn();
}

void AtaqueYankeeState::end_turn() {
  const int score = kept_[0] + kept_[1] + kept_[2] + bonus_;
  totals_[player_] += score;
  last_turn_[player_] = {{kept_[0], kept_[1], kept_[2]}, bonus_, score};
  event_.set(dice3_events().scores_sum,
             {blank("seat", player_ + 1), blank("a", kept_[0]), blank("b", kept_[1]), blank("c", kept_[2]),
              blank("bonus", bonus_ ? fmt::format(" + {}", bonus_) : ""), blank("score", score),
              blank("total", totals_[player_])});
  stage_ = 0, bonus_ = 0;
  if (totals_[player_] >= game_->target()) someone_reached_ = true;
  const bool last_of_round = player_ == game_->num_players() - 1;
  if (someone_reached_ && (!game_->finish_round() || last_of_round)) return settle();
  if (last_of_round) player_ = 0, ++round_;
  else ++player_;
}

void AtaqueYankeeState::settle() {
  over_ = true;
  const int top = *std::max_element(totals_.begin(), totals_.end());
  for (int q = 0; q < game_->num_players(); ++q)
    for (int w = 0; w < game_->num_players(); ++w)
      if (totals_[w] == top && totals_[q] < top)
        ledger_.transfer(q, w, top - totals_[q],
                         fmt::format("P{} pays P{} the difference of their totals", q + 1, w + 1),
                         fmt::format("difference {} {}", top, totals_[q]));
}

std::vector<double> AtaqueYankeeState::returns() const {
  return over_ ? shares_of_highest(scores()) : sole_winner(int(totals_.size()), -1);
}

std::string AtaqueYankeeState::serialize() const {
  return fmt::format("ataque_yankee totals={} player={} round={} stage={} kept={},{},{} bonus={} reached={} over={} chips={}",
                     fmt::join(totals_, ","), player_, round_, stage_, kept_[0], kept_[1], kept_[2], bonus_,
                     someone_reached_, over_, fmt::join(ledger_.net(), ","));
}

namespace {
const Translated kYankeeOver{"Ataque Yankee: game over", "Ataque Yankee: fim de jogo", "Ataque Yankee: partida terminada"};
const Translated kYankeeToThrow{"Ataque Yankee: round {round}, P{seat} to throw {dice} (target {target})",
                                "Ataque Yankee: rodada {round}, P{seat} joga {dice} (meta {target})",
                                "Ataque Yankee: ronda {round}, P{seat} tira {dice} (meta {target})"};
}  // namespace

std::string AtaqueYankeeState::tell(Action a, int, const std::string& who, Lang lang) const {
  return threw_line(game_->dice().move(a).dice, who, lang);
}

std::string AtaqueYankeeState::render(int, Lang lang) const {
  std::string out = (over_ ? kYankeeOver.in(lang)
                           : say(kYankeeToThrow, lang, fmt::arg("round", round_), fmt::arg("seat", player_ + 1),
                                 fmt::arg("dice", dice_count(3 - stage_, lang)), fmt::arg("target", game_->target()))) +
                    "\n";
  out += "\n";
  for (size_t p = 0; p < totals_.size(); ++p)
    out += fmt::format("{} P{:<4}{:>5}{}\n", int(p) == player_ && !over_ ? '>' : ' ', p + 1, totals_[p],
                       over_ ? chips_won(ledger_.net()[p], lang) : "");
  if (!event_.empty()) out += "\n" + last_event_line(event_.in(lang), lang);
  return out;
}

}  // namespace cubilete::dice3

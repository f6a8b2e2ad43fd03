#include "games/dice3/centenario.h"

#include <fmt/format.h>

#include "core/text.h"
#include "core/dice_moves.h"
#include "core/dice_words.h"
#include "core/say.h"
#include "games/dice3/dice3_events.h"
#include "games/dice3/race_sheet.h"

namespace cubilete::dice3 {

CentenarioGame::CentenarioGame(GameInfo info, RuleSet options)
    : Game(std::move(info), options),
      players_(int(options.get_int("players"))),
      throw_again_(options.get_bool("throw_again_after_scoring")) {}

std::unique_ptr<State> CentenarioGame::initial_state() const { return std::make_unique<CentenarioState>(*this); }

int CentenarioGame::cross(int crossed, const FaceCounts& dice) {
  auto sums = subset_sums(dice);
  // Each subset serves once; a die may be in several subsets.
  while (crossed < kTargets && sums[centenario_target(crossed)] > 0) --sums[centenario_target(crossed++)];
  return crossed;
}

CentenarioState::CentenarioState(const CentenarioGame& game)
    : State(game), game_(&game), crossed_(game.num_players(), 0), last_(game.num_players()) {}

void CentenarioState::chance_outcomes(std::vector<ChanceOutcome>& out) const {
  if (winner_ >= 0) return out.clear();
  game_->dice().outcomes(3, out);
}

ParsedAction CentenarioState::parse_action(std::string_view text) const {
  if (winner_ >= 0) return ParsedAction::fail("the game is over");
  return game_->dice().parse(text, 3);
}

void CentenarioState::apply(Action a) {
  const int before = crossed_[player_];
  const int after = CentenarioGame::cross(before, game_->dice().counts(a));
  crossed_[player_] = after;
  last_[player_] = {game_->dice().counts(a), before, after};
  ++throws_;
  const auto& said = dice3_events();
  if (after == before) {
    event_.set(said.crosses_nothing, {blank("seat", player_ + 1), blank("next", centenario_target(before))});
  } else {
    std::vector<int> numbers;
    for (int k = before; k < after; ++k) numbers.push_back(centenario_target(k));
    event_.set(said.crosses, {blank("seat", player_ + 1), blank("numbers", fmt::format("{}", fmt::join(numbers, " ")))});
  }
  if (after == kTargets) {
    winner_ = player_;
    event_.add(said.finishes_sheet);
    return;
  }
  if (!(game_->throw_again_after_scoring() && after > before)) player_ = (player_ + 1) % game_->num_players();
  else event_.add(said.throws_again);
}

std::vector<double> CentenarioState::returns() const {
  return sole_winner(game_->num_players(), winner_);
}

std::string CentenarioState::serialize() const {
  return fmt::format("centenario crossed={} player={} winner={} throws={}", fmt::join(crossed_, ","), player_,
                     winner_, throws_);
}

std::string CentenarioState::tell(Action a, int, const std::string& who, Lang lang) const {
  return threw_line(game_->dice().move(a).dice, who, lang);
}

namespace {
const Translated kCentenarioOver{"Centenário: P{seat} has finished the sheet", "Centenário: P{seat} completou a folha",
                                 "Centenário: P{seat} completó la planilla"};
const Translated kCentenarioToThrow{"Centenário: P{seat} to throw", "Centenário: P{seat} joga", "Centenário: P{seat} tira"};
}  // namespace

std::string CentenarioState::render(int, Lang lang) const {
  std::string out = say(winner_ >= 0 ? kCentenarioOver : kCentenarioToThrow, lang,
                        fmt::arg("seat", (winner_ >= 0 ? winner_ : player_) + 1)) +
                    "\n";
  int row1[12], row2[12];
  for (int i = 0; i < 12; ++i) row1[i] = i + 1, row2[i] = 12 - i;
  out += fmt::format("\n  {:<4}{:<37} {}\n", "", " " + row_heading(1, lang), " " + row_heading(2, lang));  // 80 columns
  for (size_t p = 0; p < crossed_.size(); ++p) {
    bool c1[12], c2[12];
    for (int i = 0; i < 12; ++i) c1[i] = i < crossed_[p], c2[i] = 12 + i < crossed_[p];
    out += fmt::format("{} {:<4}{}  {}\n", int(p) == player_ && winner_ < 0 ? '>' : ' ', fmt::format("P{}", p + 1),
                       sheet_row(row1, c1), sheet_row(row2, c2));
  }
  if (!event_.empty()) out += "\n" + last_event_line(event_.in(lang), lang);
  return out;
}

}  // namespace cubilete::dice3

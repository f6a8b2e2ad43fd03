#include "catalog/farkle/farkle_hint.h"

#include <fmt/format.h>

#include <optional>
#include <tuple>
#include <utility>

#include "core/error.h"
#include "core/say.h"
#include "games/farkle/farkle_game.h"
#include "solve/farkle/farkle_advice.h"
#include "solve/farkle/farkle_commands.h"
#include "solve/farkle/farkle_solver.h"

namespace cubilete::farkle {

namespace {

constexpr int64_t kMostPoints = 10000000;

// A Farkle hint's facts beside its choices; against one opponent, the two players' too.
struct FarkleHintFacts {
  int turn_total = 0, min_bank = 0;
  std::optional<int> players, banked, opponent_banked;
  std::optional<bool> final_round;
  std::optional<double> win_chance;
  static constexpr std::string_view kTypeName = "FarkleHintFacts";
  static constexpr auto fields() {
    using T = FarkleHintFacts;
    return std::tuple{field("turn_total", &T::turn_total), field("min_bank", &T::min_bank),
                      field("players", &T::players),       field("banked", &T::banked),
                      field("opponent_banked", &T::opponent_banked),
                      field("final_round", &T::final_round), field("win_chance", &T::win_chance)};
  }
};

const Translated kDuelHead{
    "Two players, you have {banked}, the opponent {other}{last}: your chance of winning {chance}\n",
    "Dois jogadores, você tem {banked}, o adversário {other}{last}: a sua chance de ganhar {chance}\n",
    "Dos jugadores, tenés {banked}, el rival {other}{last}: tu probabilidad de ganar {chance}\n"};
const Translated kLastTurn{" (your last turn)", " (a sua última vez)", " (tu último turno)"};

HintResult farkle_hint_result(solve::FarkleHint h) {
  FarkleHintFacts facts{h.turn_total, h.min_bank, {}, {}, {}, {}, {}};
  Translated head{"", "", ""};
  if (h.duel) {
    const auto& d = *h.duel;
    facts.players = 2;
    facts.banked = d.banked;
    facts.opponent_banked = d.opponent_banked;
    facts.final_round = d.final_round;
    facts.win_chance = d.win_chance;
    const std::string chance = fmt::format("{:.4f}", d.win_chance);
    head = in_every_language([&](Lang lang) {
      return say(kDuelHead, lang, fmt::arg("banked", d.banked), fmt::arg("other", d.opponent_banked),
                 fmt::arg("last", d.final_round ? kLastTurn.in(lang) : ""),
                 fmt::arg("chance", decimals_in(lang, chance)));
    });
  }
  const bool duel = h.duel.has_value();
  auto r = hint_result(std::move(h), std::move(facts));
  if (duel) r.measure = r.ranking.win_measure;  // two players: ranked by the chance of winning
  r.with_rules = true;
  r.text_head = std::move(head);
  r.measure_words = solve::farkle_measure_words();
  r.win_measure_words = solve::farkle_win_measure_words();
  return r;
}

}  // namespace

std::vector<OptionSpec> hint_options() {
  return {
      hint_text("dice", "the throw to set dice aside from, e.g. 1-5-5"),
      hint_integer("dice-left", 1, kDice, "the dice the next throw would use"),
      hint_integer("turn-total", 0, kMostPoints,
                   "the points set aside this turn before this decision; 0 if left out"),
      hint_integer("banked", 0, kMostPoints,
                   "your score, 0 = not yet on the board; on the board if left out"),
      hint_integer("to-beat", 0, kMostPoints,
                   "in the final round, the best score; 0 = not the final round"),
      hint_integer(
          "players", 1, 2,
          "1, the default: rank by the expected value; 2: by the chance of winning against one "
          "opponent, both playing to win, from the table `cubilete solve GAME --players 2` stores"),
      hint_integer(
          "opponent-banked", 0, kMostPoints,
          "with --players 2: the opponent's score; in the final round --to-beat is enough")};
}

HintResult hint(const Game& game, const HintValues& values) {
  const auto& g = static_cast<const FarkleGame&>(game);
  const auto& rules = g.farkle_rules();
  const int unit = solve::farkle_solver_for(g)->unit();
  if (values.has("dice") == values.has("dice-left"))
    throw UsageError(
        "hint farkle needs either --dice (the throw to set dice aside from, e.g. 1-5-5) or "
        "--dice-left "
        "(the dice the next throw would use, to choose between bank and roll)");
  const bool two_players = values.integer("players").value_or(1) == 2;
  if (!two_players && values.has("opponent-banked"))
    throw UsageError("--opponent-banked needs --players 2");
  solve::FarklePosition p;
  p.turn_total = int(values.integer("turn-total").value_or(0));
  if (p.turn_total % unit)
    throw UsageError(
        fmt::format("--turn-total must be a multiple of {}; got {}", unit, p.turn_total));
  // Already on the board unless told otherwise: the usual decision, and what `solve farkle` values.
  p.banked = int(values.integer("banked").value_or(rules.entry));
  p.to_beat = int(values.integer("to-beat").value_or(0));
  if (values.has("dice"))
    p.thrown = counts_of(parse_dice(values.text("dice")));
  else
    p.dice_left = int(*values.integer("dice-left"));
  if (two_players) {
    // In the final round the opponent is the one who closed, with the score to beat.
    auto opponent = values.integer("opponent-banked");
    if (p.to_beat > 0 && opponent && *opponent != p.to_beat)
      throw UsageError(fmt::format(
          "in the final round of a two-player game the opponent's score is the one to beat: "
          "--opponent-banked {} but --to-beat {}",
          *opponent, p.to_beat));
    if (p.to_beat > 0) opponent = p.to_beat;
    if (!opponent)
      throw UsageError(
          "hint farkle --players 2 needs --opponent-banked (the opponent's score; in the final "
          "round "
          "--to-beat is enough)");
    if (*opponent % unit || p.banked % unit)
      throw UsageError(fmt::format("scores are multiples of {}: --banked {}, --opponent-banked {}",
                                   unit, p.banked, *opponent));
    if (p.banked >= rules.target || (p.to_beat == 0 && *opponent >= rules.target))
      throw UsageError(
          fmt::format("before the final round both scores are below the target {} (--banked {}, "
                      "--opponent-banked {}); in it give the closer's score as --to-beat",
                      rules.target, p.banked, *opponent));
    if (p.to_beat > 0 && p.to_beat < rules.target)
      throw UsageError(
          fmt::format("the final round starts when a score reaches the target {}: --to-beat {}",
                      rules.target, p.to_beat));
    p.opponent_banked = int(*opponent);
  }
  return farkle_hint_result(solve::hint_farkle(g, p));
}

}  // namespace cubilete::farkle

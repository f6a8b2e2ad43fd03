#include "solve/dice3/dice3_advice.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/text.h"
#include "games/dice3/matterhorn.h"
#include "games/dice3/multiplicacao.h"
#include "solve/common/ranking.h"
#include "solve/dice3/dice3_values.h"

namespace cubilete::solve {

using namespace dice3;

const char* const kMatterhornMeasure =
    "minus the expected number of throws still needed to finish, playing on optimally (a loss is "
    "extra throws)";
const char* const kMultiplicacaoMeasure =
    "expected score of this turn, refusing optimally from here";

namespace {
// Best first; equal values keep their order (the game's order of moves, accept before refuse).
void best_first(std::vector<RankedAction>& ranked) {
  std::stable_sort(ranked.begin(), ranked.end(), [](const RankedAction& a, const RankedAction& b) {
    return a.expected > b.expected;
  });
}

nlohmann::json with_measure(nlohmann::json j, const char* measure,
                            const std::vector<RankedAction>& ranked) {
  j["measure"] = measure;
  j["choices"] = ranking_json(ranked);
  return j;
}
}  // namespace

std::vector<RankedAction> rank_matterhorn(uint32_t row1, uint32_t row2, const FaceCounts& dice,
                                          bool either_row) {
  const auto solver = matterhorn_solver_for(either_row);
  std::vector<uint32_t> moves;
  matterhorn_moves(row1, row2, dice, either_row, moves);
  std::vector<RankedAction> ranked;
  for (uint32_t m : moves)
    ranked.push_back({Action(m), matterhorn_move_name(m),
                      -solver->expected_throws(row1 | row1_part(m), row2 | row2_part(m))});
  best_first(ranked);
  return ranked;
}

std::vector<RankedAction> advise_matterhorn(const State& state) {
  const auto& s = static_cast<const MatterhornState&>(state);
  if (s.current_player() < 0) return {};
  const auto& game = static_cast<const MatterhornGame&>(s.game());
  const int p = s.player();
  return rank_matterhorn(s.row1(p), s.row2(p), game.dice().table().counts(s.last_throw()),
                         game.either_row());
}

namespace {
// "1 2 3 row2 12 11": the crossed numbers of each row, as a move names them.
std::pair<uint32_t, uint32_t> parse_crossed(const std::string& text) {
  uint32_t rows[2] = {0, 0};
  int row = 0;
  for (const auto& w : words_of(text)) {
    if (w == "cross" || w == "-") continue;
    if (w == "row1" || w == "r1") {
      row = 0;
      continue;
    }
    if (w == "row2" || w == "r2") {
      row = 1;
      continue;
    }
    int n = 0;
    try {
      n = std::stoi(w);
    } catch (...) {
      n = 0;
    }
    if (n < 1 || n > 12 || std::to_string(n) != w)
      throw UsageError(fmt::format(
          "--crossed lists numbers 1 to 12, `row2` before those of row 2 (e.g. \"1 2 3 row2 12\"); "
          "'{}' is not one",
          w));
    rows[row] |= 1u << (n - 1);
  }
  return {rows[0], rows[1]};
}
}  // namespace

nlohmann::json hint_matterhorn(const Game& game, const HintRequest& r) {
  const bool either_row = static_cast<const MatterhornGame&>(game).either_row();
  if (r.dice.empty())
    throw UsageError("hint matterhorn needs --dice (the three dice thrown, e.g. 2-5-6)");
  const FaceCounts dice = counts_of(parse_dice(r.dice, 3));
  const auto [row1, row2] = parse_crossed(r.crossed);
  if (row2 && row1 != kFullRow && !either_row)
    throw UsageError(
        "row 2 opens only once all of row 1 is crossed (or with either_row_from_start=true)");
  if (row2 == kFullRow && (row1 == kFullRow || !either_row))
    throw UsageError("that sheet is complete: the game is over");
  const auto ranked = rank_matterhorn(row1, row2, dice, either_row);
  auto j = with_measure(
      {{"game", "matterhorn"},
       {"dice", format_dice(dice)},
       {"throws_needed_now", matterhorn_solver_for(either_row)->expected_throws(row1, row2)}},
      kMatterhornMeasure, ranked);
  for (size_t i = 0; i < ranked.size(); ++i)
    j["choices"][i]["note"] = fmt::format("{:.3f} throws to go", -ranked[i].expected);
  if (ranked.empty()) j["note"] = "no group of these dice crosses an open number: the throw passes";
  return j;
}

std::vector<RankedAction> rank_multiplicacao(const std::vector<int>& set_aside,
                                             const FaceCounts& shown) {
  static const MultiplicacaoValues values;
  const auto v = values_of(shown);
  double accept = 0, refuse = 0;
  switch (set_aside.size()) {
    case 0:  // a triple: keep its value as a, or throw all three again
      accept = values.two[v.back()], refuse = values.value;
      break;
    case 1:  // a double: keep its value as b, or throw both again
      accept = values.last[set_aside[0] + v.back()], refuse = values.two[set_aside[0]];
      break;
    default: {  // the last die: keep it, or throw it again once with the penalty
      const int s = set_aside[0] + set_aside[1];
      accept = multiplicacao_score(s, v.back(), false), refuse = values.refused[s];
    }
  }
  std::vector<RankedAction> ranked = {{kAccept, "accept", accept}, {kRefuse, "refuse", refuse}};
  best_first(ranked);
  return ranked;
}

std::vector<RankedAction> advise_multiplicacao(const State& state) {
  const auto& s = static_cast<const MultiplicacaoState&>(state);
  if (s.current_player() < 0 || !s.deciding()) return {};
  std::vector<int> set_aside;
  if (s.stage() != MultStage::Three) set_aside.push_back(s.a());
  if (s.stage() == MultStage::Last) set_aside.push_back(s.b());
  const auto& game = static_cast<const MultiplicacaoGame&>(s.game());
  return rank_multiplicacao(set_aside, game.dice().table().counts(s.shown_index()));
}

nlohmann::json hint_multiplicacao(const Game&, const HintRequest& r) {
  std::vector<int> set_aside;
  std::string text = r.set_aside;
  std::replace(text.begin(), text.end(), ',', ' ');
  for (const auto& w : words_of(text)) {
    if (w.size() != 1 || w[0] < '1' || w[0] > '6')
      throw UsageError(
          fmt::format("--set-aside lists the dice set aside this turn, 1 to 6 (\"6\" or \"6,2\"); "
                      "'{}' is not one",
                      w));
    set_aside.push_back(w[0] - '0');
  }
  if (set_aside.size() > 2)
    throw UsageError("--set-aside holds at most two dice (a and b); the third is the last die");
  const int thrown = 3 - int(set_aside.size());
  if (r.dice.empty())
    throw UsageError(fmt::format("hint multiplicacao needs --dice: the {} thrown",
                                 thrown == 1 ? "last die" : fmt::format("{} dice", thrown)));
  const FaceCounts shown = counts_of(parse_dice(r.dice, thrown));
  const auto v = values_of(shown);
  if (thrown > 1 && v.front() != v.back())
    throw UsageError(fmt::format("only a {} may be refused: {} is set aside without a choice",
                                 thrown == 3 ? "triple" : "double", v.back()));
  const auto ranked = rank_multiplicacao(set_aside, shown);
  return with_measure(
      {{"game", "multiplicacao"}, {"set_aside", set_aside}, {"dice", format_dice(shown)}},
      kMultiplicacaoMeasure, ranked);
}

}  // namespace cubilete::solve

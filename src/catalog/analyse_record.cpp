#include "catalog/analyse_record.h"

#include <fmt/format.h>

#include "catalog/registry.h"
#include "core/error.h"
#include "solve/common/analysis_model.h"

namespace cubilete {

bool has_analysis(const GameEntry& entry) {
  return bool(entry.analysis.analysis);
}

std::string no_analysis_reason(const GameEntry& entry) {
  return fmt::format(
      "{} has no analysis: no decision of it has a best choice to judge (the games with one: "
      "docs/analysis.md)",
      entry.description.info.id);
}

namespace {
// A bot judged by a measure it does not play: what it aims at instead of errors.
void unjudged(solve::GameAnalysisResult& result, solve::SeatAnalysis& seat, const std::string& aim) {
  seat.aim = aim;
  seat.decisions = seat.inaccuracies = seat.mistakes = seat.blunders = 0;
  seat.accuracy = seat.error_rate = std::nullopt;
  for (auto& step : result.steps)
    if (step.decision && step.seat == seat.seat) step.judgement = solve::Judgement::None;
}
}  // namespace

std::vector<Action> replayed_actions(const Game& game, const GameRecord& record) {
  std::vector<Action> actions;
  actions.reserve(record.actions.size());
  auto state = game.initial_state();
  for (size_t i = 0; i < record.actions.size(); ++i) {
    if (state->is_terminal())
      throw UsageError(fmt::format("record action {} ('{}') comes after the end of the game", i + 1,
                                   record.actions[i]));
    const auto parsed = state->parse_action(record.actions[i]);
    if (!parsed.ok)
      throw UsageError(fmt::format("record action {} ('{}') cannot be replayed: {}", i + 1,
                                   record.actions[i], parsed.error));
    actions.push_back(parsed.action);
    state->apply(parsed.action);
  }
  return actions;
}

RecordAnalysis analyse_record(const GameRecord& record) {
  const auto& entry = find_game(record.game);
  if (!has_analysis(entry)) throw UsageError(no_analysis_reason(entry));
  RecordAnalysis out;
  out.game = make_game(entry, record.rules);
  const auto actions = replayed_actions(*out.game, record);
  const auto model = entry.analysis.analysis(*out.game);
  out.result = solve::analyse_actions(*model, *out.game->initial_state(), actions);
  for (auto& seat : out.result.seats)
    if (size_t(seat.seat) < record.players.size()) {
      const std::string& player = record.players[size_t(seat.seat)];
      const auto aim = entry.bots.aims.find(player.substr(0, player.find(':')));
      if (aim != entry.bots.aims.end() && aim->second != out.result.measure.key) unjudged(out.result, seat, aim->second);
    }
  return out;
}

}  // namespace cubilete

#include "cli/outcome.h"

#include <fmt/format.h>

namespace cubilete::cli {

std::string seat_name(int seat, const std::vector<std::string>& players) {
  if (seat < int(players.size())) return fmt::format("P{} ({})", seat + 1, players[seat]);
  return fmt::format("P{}", seat + 1);
}

std::string outcome_text(const State& state, const std::vector<std::string>& players) {
  auto scores = state.scores();
  std::vector<std::string> parts;
  for (size_t i = 0; i < scores.size(); ++i)
    parts.push_back(fmt::format("{} {}", seat_name(int(i), players), scores[i]));
  std::string s = fmt::format("Scores: {}\n", fmt::join(parts, ", "));
  if (!state.is_terminal()) return s + "The game is not finished.\n";
  auto r = state.returns();
  std::vector<std::string> winners;
  for (size_t i = 0; i < r.size(); ++i)
    if (r[i] > 0) winners.push_back(seat_name(int(i), players));
  if (winners.size() == 1) return s + winners[0] + " wins.\n";
  return s + fmt::format("Shared win: {}.\n", fmt::join(winners, " and "));
}

}  // namespace cubilete::cli

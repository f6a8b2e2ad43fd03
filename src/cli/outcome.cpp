#include "cli/outcome.h"

#include <fmt/format.h>

#include "core/say.h"

namespace cubilete::cli {

namespace {
const Translated kScores{"Scores: {scores}", "Pontos: {scores}", "Puntos: {scores}"};
const Translated kNotFinished{"The game is not finished.", "O jogo não terminou.", "La partida no terminó."};
const Translated kWins{"{seat} wins.", "{seat} ganha.", "Gana {seat}."};
const Translated kSharedWin{"Shared win: {seats}.", "Vitória dividida: {seats}.", "Victoria compartida: {seats}."};
const Translated kAnd{" and ", " e ", " y "};
const Translated kChance{"chance", "acaso", "azar"};
}  // namespace

std::string seat_name(int seat, const std::vector<std::string>& players) {
  if (seat < int(players.size())) return fmt::format("P{} ({})", seat + 1, players[seat]);
  return fmt::format("P{}", seat + 1);
}

std::string actor_name(int seat, const std::vector<std::string>& players, Lang lang) {
  return seat >= 0 ? seat_name(seat, players) : kChance.in(lang);
}

std::string outcome_text(const State& state, const std::vector<std::string>& players, Lang lang) {
  auto scores = state.scores();
  std::vector<std::string> parts;
  for (size_t i = 0; i < scores.size(); ++i)
    parts.push_back(fmt::format("{} {}", seat_name(int(i), players), scores[i]));
  std::string s = say(kScores, lang, fmt::arg("scores", fmt::format("{}", fmt::join(parts, ", ")))) + "\n";
  if (!state.is_terminal()) return s + kNotFinished.in(lang) + "\n";
  auto r = state.returns();
  std::vector<std::string> winners;
  for (size_t i = 0; i < r.size(); ++i)
    if (r[i] > 0) winners.push_back(seat_name(int(i), players));
  if (winners.size() == 1) return s + say(kWins, lang, fmt::arg("seat", winners[0])) + "\n";
  return s + say(kSharedWin, lang, fmt::arg("seats", fmt::format("{}", fmt::join(winners, kAnd.in(lang))))) + "\n";
}

}  // namespace cubilete::cli

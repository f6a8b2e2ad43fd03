#pragma once
// How `hint` and play's hint print an advisor's ranking, within 80 columns.
#include <optional>
#include <string>
#include <vector>

namespace cubilete::cli {

// One choice of a ranking, best first.
struct RankingLine {
  std::string choice;
  double expected = 0, loss = 0;        // in the advisor's measure
  std::optional<double> win, win_loss;  // two players: the chance of winning and what the choice gives up of it
  std::string note;                     // an engine's expected line, a probability
};

// The legends of the measures ("win = ...", "expected = ..."), a header and a row per choice,
// with the chance columns when the choices have them; a note follows its row or, when long,
// goes under it.
std::string ranking_table(const std::vector<RankingLine>& lines, const std::string& advice_measure,
                          const std::string& win_measure);

}  // namespace cubilete::cli

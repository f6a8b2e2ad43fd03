#pragma once
// How `hint` and play's hint print a ranking, within 80 columns: the legends of the measures,
// and a row per choice with an engine's expected line beside it or, when long, under it.
#include <string>

namespace cubilete::cli {

// "LABEL = MEANING" wrapped to 80 columns.
std::string ranking_legend(const std::string& label, const std::string& meaning);
// `row` (rank, choice, figures) followed by `note` on the same line when both fit in 80 columns,
// else `note` wrapped under the row.
std::string ranking_row(const std::string& row, const std::string& note);

}  // namespace cubilete::cli

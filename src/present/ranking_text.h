#pragma once
// A ranking as text within 80 columns, the one writer of it: `cubilete hint` and play's hint.
#include <string>
#include <vector>

#include "core/lang.h"
#include "solve/common/ranking.h"

namespace cubilete {

// The legends of the measures ("win = ...", "expected = ..."), a header and a row per choice,
// with the chance columns where the ranking is in chances. Beside each row its note: notes[i]
// where given, else the choice's line (an engine's expected moves); a long note goes under its
// row. The legends' labels and the headings are in `lang`; the measures as the ranking names them.
std::string ranking_text(const Ranking& ranking, const std::vector<std::string>& notes = {}, Lang lang = Lang::En);

}  // namespace cubilete

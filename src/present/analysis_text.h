#pragma once
// The analysis of a played game as `cubilete analyse RECORD.json` prints it for a person, in their
// language: what the measure is, each seat's result as start + luck - its own losses + the others'
// effect with the sentence a player wants ("lost 12 to the dice and 3 to own choices"), the
// accuracy and the marks, the marked decisions, the luckiest and unluckiest throws.
#include <string>
#include <vector>

#include "core/game.h"
#include "core/lang.h"
#include "core/record.h"
#include "solve/common/analysis.h"

namespace cubilete {

// `names`: each seat's name where the record's reader has them, else empty (present/analysis_json.h).
std::string analysis_text(const Game& game, const GameRecord& record, const std::vector<std::string>& names,
                          const solve::GameAnalysisResult& result, Lang lang);

}  // namespace cubilete

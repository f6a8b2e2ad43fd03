#pragma once
// The analysis of a played game as the document present/analysis_document.h declares
// (`cubilete analyse RECORD.json --json`, GET /api/rooms/CODE/analysis; docs/analysis.md lists
// every field), and as the text the command line prints.
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/record.h"
#include "solve/common/analysis.h"

namespace cubilete {

// The document's version (its "version"): raised whenever the analysis would write a different
// document for the same record, so stored ones of an older version are computed again.
constexpr int kAnalysisVersion = 1;

// `record`: the game's record (its `by` says who decided each action); `names`: each seat's name
// where the record's reader has them (the online table's), else empty (the players are named by
// their bots, or "human").
nlohmann::json analysis_json(const Game& game, const GameRecord& record,
                             const std::vector<std::string>& names,
                             const solve::GameAnalysisResult& result);
std::string analysis_text(const Game& game, const GameRecord& record,
                          const std::vector<std::string>& names,
                          const solve::GameAnalysisResult& result);

// The judgement's word: "inaccuracy", "mistake", "blunder" ("" for none).
std::string_view judgement_name(solve::Judgement j);

}  // namespace cubilete

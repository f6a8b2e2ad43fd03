#pragma once
// The analysis of a played game as the document present/analysis_document.h declares
// (`cubilete analyse RECORD.json --json`, GET /api/rooms/CODE/analysis; docs/analysis.md lists
// every field); present/analysis_text.h writes it for people.
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/record.h"
#include "present/analysis_document.h"
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
// Each seat's name: the one the record's reader gave, else its player ("human" or its bot).
std::string analysis_seat_name(const GameRecord& record, const std::vector<std::string>& names, size_t seat);

// How a judgement marks a decision in the document (none for a decision not marked).
Nullable<DecisionMark> decision_mark(solve::Judgement j);

}  // namespace cubilete

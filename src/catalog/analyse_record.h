#pragma once
// The analysis of a played game's record (docs/analysis.md): its game, its actions
// replayed and judged by the game's measure (GameEntry::analysis), whoever reads the record: the
// command line (`cubilete analyse RECORD.json`) and the online table (GET /api/rooms/CODE/analysis)
// both call this, so they give the same document for the same record.
#include <memory>
#include <string>
#include <vector>

#include "catalog/game_entry.h"
#include "core/record.h"
#include "solve/common/analysis.h"

namespace cubilete {

struct RecordAnalysis {
  std::shared_ptr<const Game> game;
  solve::GameAnalysisResult result;
};

// Whether the game has a measure to judge its decisions by.
bool has_analysis(const GameEntry& entry);
// Why a game has none, in words ("centenario has no decisions to analyse ...").
std::string no_analysis_reason(const GameEntry& entry);

// The record's actions parsed where each stands, from the game's start. Throws UsageError naming
// an action that comes after the end or cannot be replayed.
std::vector<Action> replayed_actions(const Game& game, const GameRecord& record);

// Replays the record from the start and analyses every action. Throws UsageError: a game without
// an analysis, or an action that is not legal where it stands (naming it). A record that stops
// before the end (a game someone claimed, a saved game) is analysed up to its last position.
RecordAnalysis analyse_record(const GameRecord& record);

}  // namespace cubilete

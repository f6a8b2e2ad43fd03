#pragma once
// What the store keeps of an analysis besides its document, for profiles (migration 6):
// each seat's summary, and an account's summaries gathered by game and measure.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cubilete::store {

// One seat of an analysed room: the document's `seats[i]` in brief.
struct AnalysisSeat {
  int seat = 0;
  std::optional<double> accuracy;  // none without a decision judged
  double luck = 0;
  int decisions = 0;
};

// One game of an account, analysed.
struct AnalysedGame {
  std::string room;
  int64_t ended_ms = 0;
  std::optional<double> accuracy;
  double luck = 0;
};

// An account's analysed games of one game under one measure (luck of two measures, a chance of
// winning and points, never adds up): the mean accuracy over the games that had decisions, the
// mean luck per game, and the newest games oldest first, for a chart over time.
struct AnalysisSummary {
  std::string game, measure;
  int64_t games = 0;
  std::optional<double> accuracy;
  double luck = 0;
  std::vector<AnalysedGame> recent;
};

}  // namespace cubilete::store

#pragma once
// Puzzles found in a played game (docs/puzzles.md): every decision the game's measure judges
// whose best choice beats every other that is not equivalent by the measure's margin
// (solve/common/puzzle.h), with the position as its seat saw it, its themes and how often a
// ladder of players misses it. The command line's seed collection and the online table's
// finished games both come through here.
#include <memory>
#include <string>
#include <vector>

#include "catalog/game_entry.h"
#include "core/record.h"
#include "solve/common/analysis_model.h"
#include "solve/common/puzzle.h"

namespace cubilete {

struct FoundPuzzle {
  std::shared_ptr<const Game> game;  // with its rules
  std::unique_ptr<State> before;  // the position of the decision
  int seat = 0;
  size_t index = 0;               // the decision's place among the record's actions
  std::string by;                 // who made it (GameRecord::by; "" in records without it)
  solve::AnalysisMeasure measure;
  bool two_players = false;       // valued by the chance of winning against one opponent
  // Every legal choice with the decider's value (higher is better), in the game's legal order.
  std::vector<solve::PuzzleChoice> choices;
  solve::PuzzleAnswer answer;
  std::vector<std::string> themes;
  Action played = 0;
  double played_loss = 0;  // the best value less the played choice's, >= 0
  // The mean chance that the ladder of players misses it (docs/puzzles.md, "Ratings").
  double ladder_miss = 0.5;

  // Whether the answer `a` is right: one of the best.
  bool right(Action a) const;
  // The loss of each choice in the measure (the best's value less its own), in `choices`' order.
  std::vector<double> losses() const;
};

// Whether the game's decisions may be puzzles: it has a measure and the catalog's puzzle facts.
bool has_puzzles(const GameEntry& entry);

// Every puzzle among the decisions of the record (of seats not played by `random`, which finds
// no real position), in the record's order; `judged` counts the decisions looked at. Throws
// UsageError as analyse_record does.
std::vector<FoundPuzzle> find_puzzles(const GameRecord& record, size_t* judged = nullptr);
// The same in `game` (the record's rules aside) by `model`: rules no option names (the tests'
// reduced cards) and a measure of the caller's choice.
std::vector<FoundPuzzle> find_puzzles(const GameRecord& record, std::shared_ptr<const Game> game,
                                      solve::AnalysisModel& model, size_t* judged = nullptr);

}  // namespace cubilete

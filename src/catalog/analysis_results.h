#pragma once
// What the analysis commands of a game answer (GameAnalysis: `score`, `solve`, `hint`), the same
// for every game: the family's own facts, described (core/describe.h), beside what every game's
// answer has (a value and its meaning, a ranking, the lines the command line prints), so that
// present/ writes them without knowing the game, and the family's typed result for a caller that
// knows which game it asked.
#include <any>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/describe.h"
#include "core/value_sink.h"
#include "solve/common/ranking.h"
#include "solve/common/score_distribution.h"
#include "solve/common/value_solve.h"

namespace cubilete {

// What writes `value`, a described value kept by copy (the facts of a result made elsewhere).
template <Described T>
std::function<void(ValueSink&)> writer_of(T value) {
  return [v = std::move(value)](ValueSink& out) { write_value(out, v); };
}

// `score`: what a throw scores, as the family describes it (an object whose keys join the
// document's "game"), and the lines the command line prints under the throw (none where
// everything is in the JSON).
struct ScoreResult {
  std::function<void(ValueSink&)> write;
  std::string text;
};

// How a solve found its value, as the text tells it: one player's value (or one chip bet's), as
// every game but the two-player tables has...
struct OnePlayerSolve {
  bool from_cache = false;
  double seconds = 0;
  std::optional<int> threads;  // where it was solved on several
};
// ...or the first player's chance of winning against one opponent, and the table it comes from.
struct TwoPlayerSolve {
  size_t states = 0;  // turn starts
  std::optional<size_t> card_pairs;
  bool from_cache = false;
  double seconds = 0, solve_seconds = 0;
  int threads = 0;
  std::optional<std::pair<std::string, size_t>> cache;  // its file and bytes
  std::string stored_as;
};

// `solve`: a game's exact value, what it means and how it was found, with the family's own
// figures beside them.
struct SolveResult {
  double value = 0;
  std::string meaning;
  std::variant<OnePlayerSolve, TwoPlayerSolve> found;
  // What else the solve shows, in words (banking thresholds, a table's convergence): the text's
  // lines and the JSON's "notes".
  std::vector<std::string> notes;
  // The JSON's keys of the family's own figures, as one described object.
  std::function<void(ValueSink&)> facts;
  std::vector<std::string> text_after;  // the text's lines after the rest (a policy saved)
  std::optional<solve::ScoreDistribution> distribution;  // where one was asked for
  // Where a policy was asked for and could not be written: why, and what to do about it.
  std::string unsaved_policy;
  std::any typed;  // the family's own result (solve::SolitaireSolve, ...)
};

// A game whose value is one number, found at once.
SolveResult value_solve_result(const solve::ValueSolve& solved);

// `hint`: the decision's choices ranked, with the family's facts beside them.
struct HintResult {
  Ranking ranking;
  // What the choices are ranked by: the ranking's measure, or its chance of winning.
  std::string measure;
  // The document's keys besides "game", "rules", "measure" and "choices", as one described
  // object: the dice, the throws left; against an opponent, the chance of winning.
  std::function<void(ValueSink&)> facts;
  bool with_rules = false;  // the document says the game's rules
  // What each choice shows beside its numbers where they alone do not say it (the throws still
  // to go, an exact chance as a fraction, an engine's line), in the ranking's order; in the
  // JSON under `note_key`.
  std::vector<std::string> notes;
  std::string note_key = "note";
  // Each choice's facts of its own (the dice kept and rethrown), merged into its JSON.
  std::function<void(ValueSink&, size_t choice)> choice_facts;
  std::string text_head;       // the text's lines above the ranking
  std::string no_choice_note;  // the JSON's "note" where nothing is ranked
  std::any typed;              // the family's own result (solve::CategoryHint, ...)
};

// The family's own result of a hint, for a caller that knows which game it asked.
template <class H>
const H& hint_as(const HintResult& hint) {
  return std::any_cast<const H&>(hint.typed);
}

}  // namespace cubilete

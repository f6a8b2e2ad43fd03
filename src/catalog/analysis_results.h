#pragma once
// What the analysis commands of a game answer (GameAnalysis: `score`, `solve`, `hint`), the same
// for every game: the family's own facts, described (core/describe.h), beside what every game's
// answer has (a value and its meaning, a ranking, the lines the command line prints), so that
// present/ writes them without knowing the game, and the family's typed result for a caller that
// knows which game it asked.
#include <any>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <variant>
#include <vector>

#include "core/describe.h"
#include "core/lang.h"
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

// How a solve found its value, written by present/ into the JSON and as the text's layout: one
// player's value (or one chip bet's), as every game but the two-player tables has...
struct OnePlayerSolve {
  double seconds = 0;
  std::optional<int> threads;     // where it was solved now, on several
  std::optional<bool> from_cache;  // where a table may come from the cache
  static constexpr std::string_view kTypeName = "OnePlayerSolve";
  static constexpr auto fields() {
    return std::tuple{field("seconds", &OnePlayerSolve::seconds), field("threads", &OnePlayerSolve::threads),
                      field("from_cache", &OnePlayerSolve::from_cache)};
  }
};
// ...or the first player's chance of winning against one opponent, and the table it comes from.
struct TwoPlayerSolve {
  int64_t states = 0;  // turn starts
  std::optional<int64_t> card_pairs;
  double seconds = 0;
  bool from_cache = false;
  std::string stored_as;
  std::optional<std::string> cache_file;  // where the cache is in use
  std::optional<int64_t> cache_bytes;
  std::optional<double> solve_seconds;  // where it was solved now
  std::optional<int> threads;
  static constexpr std::string_view kTypeName = "TwoPlayerSolve";
  static constexpr auto fields() {
    using T = TwoPlayerSolve;
    return std::tuple{field("states", &T::states),         field("card_pairs", &T::card_pairs),
                      field("seconds", &T::seconds),       field("from_cache", &T::from_cache),
                      field("stored_as", &T::stored_as),   field("cache_file", &T::cache_file),
                      field("cache_bytes", &T::cache_bytes), field("solve_seconds", &T::solve_seconds),
                      field("threads", &T::threads)};
  }
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
  // The JSON's keys of the family's own figures beyond `found`'s, as one described object.
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
  // The notes as a person reads them in each language where they are words (the throws still to
  // go); where this is empty, `notes` read the same in every language (a fraction, a line of moves).
  std::vector<Translated> told_notes;
  // Each choice's facts of its own (the dice kept and rethrown), merged into its JSON.
  std::function<void(ValueSink&, size_t choice)> choice_facts;
  // The text's words in each language: its lines above the ranking, and what the ranking's numbers
  // measure (its legend; empty: the ranking's own English).
  Translated text_head{"", "", ""};
  Translated measure_words{"", "", ""}, win_measure_words{"", "", ""};
  std::string no_choice_note;  // the JSON's "note" where nothing is ranked
  std::any typed;              // the family's own result (solve::CategoryHint, ...)
};

// A hint of the family's typed answer `hint` (with its `ranking`), in the ranking's own measure,
// with `facts` beside it; the family adds its notes and lines.
template <class H, Described F>
HintResult hint_result(H hint, F facts) {
  HintResult r;
  r.ranking = hint.ranking;
  r.measure = hint.ranking.measure;
  r.facts = writer_of(std::move(facts));
  r.typed = std::move(hint);
  return r;
}

// The family's own result of a hint, for a caller that knows which game it asked.
template <class H>
const H& hint_as(const HintResult& hint) {
  return std::any_cast<const H&>(hint.typed);
}

}  // namespace cubilete

#pragma once
// The analysis of a played game as a document (`cubilete analyse RECORD.json --json`, GET
// /api/rooms/CODE/analysis, Python's analyse; docs/analysis.md says what each field means),
// declared once (core/describe.h): present/analysis_json.cpp writes it, and the browser's
// generated types and guard come from it (present/protocol_types.h). Text is viewed in the
// analysis result and the record, which outlive the writing.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "core/describe.h"
#include "present/rule_values.h"

namespace cubilete {

// The losses at which a decision is marked, in the measure's units.
struct AnalysisThresholds {
  double inaccuracy = 0, mistake = 0, blunder = 0;
  static constexpr std::string_view kTypeName = "AnalysisThresholds";
  static constexpr auto fields() {
    using T = AnalysisThresholds;
    return std::tuple{field("inaccuracy", &T::inaccuracy), field("mistake", &T::mistake),
                      field("blunder", &T::blunder)};
  }
};

// A seat's account: its result as start + luck - its own losses + the others' effect (signs as
// the measure reads), the model's gap, its accuracy and error rate over its judged decisions (null
// without any), the marks, the luck-adjusted result (win-chance measures), and for a bot that
// plays another measure perfectly that measure's key (`aim`: its choices are not judged).
struct AnalysisSeatView {
  int seat = 0;
  std::string name;
  std::string_view player;
  double result = 0, start = 0, luck = 0, own_loss = 0, others_effect = 0, model_gap = 0;
  Nullable<double> accuracy, error_rate;
  int decisions = 0, inaccuracies = 0, mistakes = 0, blunders = 0;
  std::optional<double> luck_adjusted;
  std::optional<std::string_view> aim;
  // Only where some turn was given by its final dice alone: what those turns changed.
  std::optional<double> unseen;
  static constexpr std::string_view kTypeName = "AnalysisSeat";
  static constexpr auto fields() {
    using T = AnalysisSeatView;
    return std::tuple{field("seat", &T::seat),
                      field("name", &T::name),
                      field("player", &T::player),
                      field("result", &T::result),
                      field("start", &T::start),
                      field("luck", &T::luck),
                      field("own_loss", &T::own_loss),
                      field("others_effect", &T::others_effect),
                      field("model_gap", &T::model_gap),
                      field("accuracy", &T::accuracy),
                      field("error_rate", &T::error_rate),
                      field("decisions", &T::decisions),
                      field("inaccuracies", &T::inaccuracies),
                      field("mistakes", &T::mistakes),
                      field("blunders", &T::blunders),
                      field("luck_adjusted", &T::luck_adjusted),
                      field("aim", &T::aim),
                      field("unseen", &T::unseen)};
  }
};

enum class AnalysisStepKind { Decision, Throw };
constexpr EnumNames<2> enum_names(AnalysisStepKind) { return {"AnalysisStepKind", {"decision", "throw"}}; }

// How a decision that lost something is marked (null for one that is not).
enum class DecisionMark { Inaccuracy, Mistake, Blunder };
constexpr EnumNames<3> enum_names(DecisionMark) { return {"Judgement", {"inaccuracy", "mistake", "blunder"}}; }

// A step of the game: a decision or a throw, who took it (`seat`, null for a throw) and in whose
// turn (`actor`), its text and its move as the game declares moves, who decided it (the record's
// `by`, where it has it), the values per seat after it; a throw's luck per seat (none for a turn
// given only by its final dice, marked `final_dice`: real dice entered at a score sheet); a measure that
// restarts each turn, the value of the turn it begins. A judged decision adds the best action,
// its values and move, the loss, whether it was forced, its mark and accuracy (not when forced),
// and the position the seat decided at: in words (`situation`), as the game's situation type
// (`situation_value`, null where it names none) and as the seat's view.
struct AnalysisStepView {
  size_t index = 0;
  Nullable<int> seat, actor;
  std::string_view action;
  AnalysisStepKind kind = AnalysisStepKind::Throw;
  std::vector<double> values;
  Written<GameValue, std::string> move;
  std::optional<std::string_view> by;
  std::optional<std::vector<double>> luck, begun;
  std::optional<bool> final_dice;
  std::optional<std::string_view> best;
  std::optional<std::vector<double>> best_values;
  std::optional<Written<GameValue, std::string>> best_move;
  std::optional<double> loss;
  std::optional<bool> forced;
  std::optional<Nullable<DecisionMark>> judgement;
  std::optional<double> accuracy;
  std::optional<std::string> situation;
  std::optional<Written<GameValue, std::string>> situation_value, view;
  static constexpr std::string_view kTypeName = "AnalysisStep";
  static constexpr auto fields() {
    using T = AnalysisStepView;
    return std::tuple{field("index", &T::index),
                      field("seat", &T::seat),
                      field("actor", &T::actor),
                      field("action", &T::action),
                      field("kind", &T::kind),
                      field("values", &T::values),
                      field("move", &T::move),
                      field("by", &T::by),
                      field("luck", &T::luck),
                      field("begun", &T::begun),
                      field("final_dice", &T::final_dice),
                      field("best", &T::best),
                      field("best_values", &T::best_values),
                      field("best_move", &T::best_move),
                      field("loss", &T::loss),
                      field("forced", &T::forced),
                      field("judgement", &T::judgement),
                      field("accuracy", &T::accuracy),
                      field("situation", &T::situation),
                      field("situation_value", &T::situation_value),
                      field("view", &T::view)};
  }
};

inline constexpr std::string_view kAnalysisFormat = "cubilete-analysis";

// The whole analysis: the game and its rules, the measure (its key and words, whether its values
// are chances of winning, restart each turn, are an engine's estimate (with the search's `depth`)
// or read lower-is-better), the accuracy's unit, the marks' thresholds, the model's tolerance,
// whether the record reaches the game's end, how many turns were given only by their final dice
// (real dice entered at a score sheet; absent when none: their luck and keeps are each seat's
// `unseen`), each seat's account and every step.
struct AnalysisDocument {
  std::string_view format = kAnalysisFormat;
  int version = 0;
  std::string_view game;
  Entries<TypedRuleValue> rules;
  std::string_view measure, measure_text;
  bool win_chance = false, restarts = false, estimate = false, lower_is_better = false;
  double accuracy_unit = 0;
  AnalysisThresholds thresholds;
  double tolerance = 0;
  bool finished = false;
  std::optional<int> depth;
  std::optional<int> final_dice_turns;
  std::vector<AnalysisSeatView> seats;
  std::vector<AnalysisStepView> steps;
  static constexpr std::string_view kTypeName = "AnalysisDocument";
  static constexpr auto fields() {
    using T = AnalysisDocument;
    return std::tuple{field("format", &T::format),
                      field("version", &T::version),
                      field("game", &T::game),
                      field("rules", &T::rules),
                      field("measure", &T::measure),
                      field("measure_text", &T::measure_text),
                      field("win_chance", &T::win_chance),
                      field("restarts", &T::restarts),
                      field("estimate", &T::estimate),
                      field("lower_is_better", &T::lower_is_better),
                      field("accuracy_unit", &T::accuracy_unit),
                      field("thresholds", &T::thresholds),
                      field("tolerance", &T::tolerance),
                      field("finished", &T::finished),
                      field("depth", &T::depth),
                      field("final_dice_turns", &T::final_dice_turns),
                      field("seats", &T::seats),
                      field("steps", &T::steps)};
  }
};

enum class AnalysisStatus { Computing };
constexpr EnumNames<1> enum_names(AnalysisStatus) { return {"AnalysisStatus", {"computing"}}; }

// The answer while the analysis is computed (202): how many analyses wait before it, and a
// sentence for a person.
struct AnalysisComputing {
  AnalysisStatus status = AnalysisStatus::Computing;
  size_t waiting = 0;
  std::string_view message = "the analysis is being computed; ask again in a moment";
  static constexpr std::string_view kTypeName = "AnalysisComputing";
  static constexpr auto fields() {
    using T = AnalysisComputing;
    return std::tuple{field("status", &T::status), field("waiting", &T::waiting), field("message", &T::message)};
  }
};

}  // namespace cubilete

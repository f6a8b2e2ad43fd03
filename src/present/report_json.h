#pragma once
// The end-of-game decision report as JSON (the online table's `result.report`): for each person,
// the decisions that lost against the game's advisor, each with where it was taken and the
// choice made and the better one, in words and structured.
#include <nlohmann/json_fwd.hpp>
#include <string_view>
#include <tuple>
#include <vector>

#include "core/describe.h"

namespace cubilete {

// A decision that lost, as it is written besides its structured parts: where it was taken in
// the engine's English (State::situation, or "decision" where the game names none), the choice
// made and the better one by name, their values in the report's measure and the loss. Declared
// once: the browser's generated ReportItem type (this and the game's `situation`, `chosen_move`
// and `best_move`) comes from it.
struct ReportItemHead {
  std::string_view where, chosen;
  double chosen_value = 0;
  std::string_view best;
  double best_value = 0, loss = 0;
  static constexpr std::string_view kTypeName = "ReportItemHead";
  static constexpr auto fields() {
    using T = ReportItemHead;
    return std::tuple{field("where", &T::where),
                      field("chosen", &T::chosen),
                      field("chosen_value", &T::chosen_value),
                      field("best", &T::best),
                      field("best_value", &T::best_value),
                      field("loss", &T::loss)};
  }
};

// One person's report besides its items: the seat, what the values measure and whether they are
// chances of winning, how many decisions were weighed and the total lost.
struct SeatReportHead {
  int seat = 0;
  std::string_view measure;
  bool in_chances = false;
  int decisions = 0;
  double lost = 0;
  static constexpr std::string_view kTypeName = "SeatReportHead";
  static constexpr auto fields() {
    using T = SeatReportHead;
    return std::tuple{field("seat", &T::seat), field("measure", &T::measure),
                      field("in_chances", &T::in_chances), field("decisions", &T::decisions),
                      field("lost", &T::lost)};
  }
};

// An item with its structured parts, each JSON text written from the state before the decision
// (present/view_json.h): the game's situation type or null, the move chosen, the better move.
struct ReportItemParts {
  ReportItemHead head;
  std::string_view situation, chosen_move, best_move;
};

// {"seat", "measure", "in_chances", "decisions", "lost", "items": [{"where", "situation",
// "chosen", "chosen_move", "chosen_value", "best", "best_move", "best_value", "loss"}, ...]}.
nlohmann::json seat_report_json(const SeatReportHead& head,
                                const std::vector<ReportItemParts>& items);

}  // namespace cubilete

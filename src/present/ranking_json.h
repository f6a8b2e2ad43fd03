#pragma once
// A ranking as JSON, the one writer of it: `cubilete hint --json` (its "choices") and the online
// table's hint message (its "ranking").
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "core/describe.h"
#include "core/game.h"
#include "solve/common/ranking.h"

namespace cubilete {

// A choice of a ranking as it is written, besides its structured move: its name, its value and
// loss in the ranking's measure, an engine's expected line where the advisor gives one, the
// chance of winning and its loss where the ranking is in chances. Declared once: the browser's
// generated HintChoice type (this and the game's `move`, `line_moves`) comes from it.
struct HintChoiceHead {
  std::string_view action;
  double expected = 0, loss = 0;
  std::optional<std::vector<std::string>> line;
  std::optional<double> win_chance, win_loss;
  static constexpr std::string_view kTypeName = "HintChoiceHead";
  static constexpr auto fields() {
    using T = HintChoiceHead;
    return std::tuple{field("action", &T::action),
                      field("expected", &T::expected),
                      field("loss", &T::loss),
                      field("line", &T::line),
                      field("win_chance", &T::win_chance),
                      field("win_loss", &T::win_loss)};
  }
};

// [{"action", "expected", "loss", "line"?, "win_chance"?, "win_loss"?}, ...] in the ranking's
// order; a line where the advisor gives one, the chances where the ranking is in chances. With
// `at`, the state the ranking is of (not applied yet), each choice also has its `move` as
// `viewer` may know it (present/view_json.h), and a choice with a line its `line_moves`: each
// move of the line in the same form, played from `at` on (left out where a name of the line does
// not read back as a move there).
nlohmann::json ranking_choices_json(const Ranking& ranking, const State* at = nullptr,
                                    int viewer = kReferee);

}  // namespace cubilete

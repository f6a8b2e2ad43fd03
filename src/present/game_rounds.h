#pragma once
// Two games of one seat on the same dealt positions (a daily challenge's attempt and the optimum's
// game on that day's dice) as a person reads them side by side: each game's actions with their
// structured moves, the round each belongs to (the deal position of the throw that began it) and
// the seat's total after it, and the first action where the two games part. Until they part both
// made the same decisions and so met the same dice (dice by position).
#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <vector>

#include "core/game.h"

namespace cubilete {

// [{"action", "move", "chance", "round", "total"}] for seat 0 of `game` replaying `actions` from
// the start: "round" as the game deals it (State::deal_position: a category game's round, a Farkle
// turn, from 1), "total" the seat's score after the action. Throws UsageError naming the action
// that does not replay.
nlohmann::json game_rounds(const Game& game, const std::vector<std::string>& actions);

// Seat 0 of `game` replaying `actions` from the start, as a duplicate room's seat shows the others:
// its total after each round it finished, in order (a round is finished once the next one begins,
// and the last once the game is over), and its score after the last action. Throws UsageError as
// game_rounds does.
struct RoundTotals {
  std::vector<double> finished;
  double score = 0;
};
RoundTotals round_totals(const Game& game, const std::vector<std::string>& actions);

// The index of the first action where the two lists differ; none when they are the same.
std::optional<size_t> first_parting(const std::vector<std::string>& a, const std::vector<std::string>& b);

}  // namespace cubilete

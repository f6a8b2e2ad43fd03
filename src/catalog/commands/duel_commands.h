#pragma once
// The two-player side of the category games' solve, hint and advice hooks (issue 18).
#include <nlohmann/json_fwd.hpp>

#include <memory>
#include <vector>

#include "games/category/category_game.h"
#include "solve/common/hint_request.h"
#include "solve/common/ranked_action.h"
#include "solve/common/solve_options.h"
#include "solve/duel/duel_solved.h"

namespace cubilete::solve {

// `solve GAME --players 2`: the first player's chance of winning, the states, the time.
// Presets with an upper bonus are refused with the size their table would have.
nlohmann::json solve_category_duel(const category::CategoryGame& game, const SolveOptions& options);

// Win chances for a described position (`hint --players 2`): `choices` (ranked by expected
// score) get their chances and are ranked by them; returns the position's JSON facts.
nlohmann::json add_duel_hint(const category::CategoryGame& game, const HintRequest& request,
                             const category::Card& card, int hand, std::vector<RankedAction>& choices);

// Win chances at a state of a two-player game when its table is in the cache (else nothing).
void add_duel_advice(const category::CategoryGame& game, const category::CategoryState& state,
                     std::vector<RankedAction>& choices);

}  // namespace cubilete::solve

#pragma once
// A game's views and moves as the JSON the online table sends (PROTOCOL.md: each state's `view`,
// `moves` and `legal_moves`; docs/protocol.md), written from their declarations
// (core/describe.h) straight as text.
#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>

#include "core/game.h"
#include "core/record.h"
#include "present/json_text.h"

namespace cubilete {

// The view of `state` for `viewer` (kSpectator: public information only), appended to `out`.
void append_view(std::string& out, const State& state, int viewer);
std::string view_text(const State& state, int viewer);
// The same parsed, for documents that hold a view (replay --json) and for tests.
nlohmann::json view_json(const State& state, int viewer);

// Action or chance outcome `a` of `state` (not applied yet) as `viewer` may know it: an object
// with its "kind" and content ({"kind":"keep","dice":[5,5]}).
std::string move_text(const State& state, Action a, int viewer);
nlohmann::json move_json(const State& state, Action a, int viewer);

// One entry of a state message's `moves`: who decided it ("by"), the seat in whose turn it
// happened (null: nobody in particular, such as the draw for a bank) and the move's members
// (move_text).
void write_move_entry(JsonText& json, std::string_view move, int seat, Decider by);

// What a person's tap that throws their own dice is among the legal moves (a game that
// throws_by_hand, where the dice are thrown for a seat without its decision right before): the
// server throws them.
inline constexpr std::string_view kHandThrowMove = R"({"kind":"hand_throw"})";

// The legal actions of the seat to move at `state` as moves (move_text for that seat), in the
// order of legal_actions, as the state message's `legal` names them.
void write_legal_moves(JsonText& json, const State& state, int viewer);

}  // namespace cubilete

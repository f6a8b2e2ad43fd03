#pragma once
// A game's views and moves as the JSON the online table sends (PROTOCOL.md: each state's `view`,
// `moves` and `legal_moves`; docs/contract.md), written from their declarations
// (core/describe.h) straight as text.
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>
#include <tuple>

#include "core/describe.h"
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

// Where the player to move at `state` stands, as the game's situation type ({"round": 3, "dice":
// [2, 2, 5], "throws_left": 1}), or null where the game names none (State::write_situation).
std::string situation_text(const State& state);

// What a state message's `moves` entry holds besides the move's own members: who decided it and
// the seat in whose turn it happened (null: nobody in particular, such as the draw for a bank).
struct MoveEntryHead {
  Decider by = Decider::Chance;
  Nullable<int> seat;
  // In a room whose dice are entered: the seat whose socket entered the move.
  std::optional<int> entered_by;
  static constexpr std::string_view kTypeName = "MoveEntryHead";
  static constexpr auto fields() {
    return std::tuple{field("by", &MoveEntryHead::by), field("seat", &MoveEntryHead::seat),
                      field("entered_by", &MoveEntryHead::entered_by)};
  }
};
// One entry of a state message's `moves`: the head's members, then the move's (move_text).
// `entered_by` -1: no socket entered it (the member is left out).
void write_move_entry(JsonText& json, std::string_view move, int seat, Decider by, int entered_by = -1);

// A person's tap that throws their own dice, among the legal moves (a game that throws_by_hand,
// where chance acts for the seat without its decision right before): the server throws them.
struct HandThrowMove {
  static constexpr std::string_view kKind = "hand_throw", kTypeName = "HandThrowMove";
  static constexpr auto fields() { return std::tuple{}; }
};

// The seat's legal moves at `state`, as the state message's `legal` names them and in that
// order: each legal action as `viewer` (the seat to move) may know it, or the one hand_throw.
void write_legal_moves(JsonText& json, const State& state, int viewer, bool hand_throw);

}  // namespace cubilete

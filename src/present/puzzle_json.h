#pragma once
// Puzzles as JSON (PROTOCOL.md v1.2, Puzzles; docs/puzzles.md): the whole puzzle, as the store
// keeps it and `cubilete puzzles generate` writes it; the puzzle as served, without what answers
// it; and the verdict on an answer. The server works from the whole document alone, so answering
// needs no engine.
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>

#include "catalog/puzzle_finder.h"

namespace cubilete {

// The game a puzzle came from, where it may be named (a public room's).
struct PuzzleSource {
  std::string room;
  int seat = 0;
  size_t index = 0;
};

// The whole puzzle: {"id", "game", "rules", "players", "seat", "position", "view", "measure",
// "choices": [{"move", "action", "value"}], "best", "gap", "themes", "rating", "hint",
// "source"}. `rating` is its starting rating (accounts/puzzle_rating.h).
nlohmann::json puzzle_json(const FoundPuzzle& puzzle, double rating,
                           const std::optional<PuzzleSource>& source);

// The puzzle's id: 13 base-32 characters of a 64-bit FNV-1a hash of what is served of it (game,
// rules, measure, players, position), never of its values or answer, so an id tells nothing a
// served puzzle does not, and the same decision met again is the same puzzle.
std::string puzzle_id(const nlohmann::json& puzzle);

// What a person is shown before answering: the whole puzzle without the choices' values, `best`,
// `gap`, `themes`, `hint` and `source`.
nlohmann::json served_puzzle(const nlohmann::json& puzzle);

// The index of `move` among the puzzle's choices (the same JSON value), or nothing.
std::optional<size_t> puzzle_choice(const nlohmann::json& puzzle, const nlohmann::json& move);

// Whether choice `chosen` is one of the best.
bool puzzle_right(const nlohmann::json& puzzle, size_t chosen);

// The verdict on choice `chosen`: {"correct", "best", "choices": [{"move", "action", "value",
// "loss"}] best first, "measure", "chosen", "themes"}. The server adds the ratings and the source.
nlohmann::json puzzle_verdict(const nlohmann::json& puzzle, size_t chosen);

}  // namespace cubilete

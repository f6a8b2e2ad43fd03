#pragma once
// Puzzles as the store keeps them (store/puzzle_records.h): a seed collection's documents, and what
// a finished game at the table gives: a few puzzles for everyone and each person's own mistakes.
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "core/record.h"
#include "store/puzzle_records.h"

namespace cubilete::server {

// A finished game gives everyone at most this many puzzles (its clearest: the largest gaps), so
// that no few long games fill the pool, and a game's early positions, met again and again, do not.
constexpr size_t kPoolPuzzlesPerGame = 2;

// The row of a whole puzzle document (present/puzzle_json.h) at its starting rating.
store::StoredPuzzle stored_puzzle(const nlohmann::json& document, bool pool, int64_t now_ms);

struct GamePuzzleRows {
  std::vector<store::StoredPuzzle> puzzles;
  std::vector<store::OwnMistake> mistakes;
};

// What game `room` gives: its clearest puzzles for the pool where `to_pool` (a game whose dice are
// everyone's to see; none from a daily attempt or a duplicate room's member, whose dice a puzzle
// would show before their day or match is over), named by their source where `is_public`; and, for
// each seat with an account (`seat_accounts`, 0: none), the decisions its person made (not a bot
// standing in, not the clock) that lost at least the margin: their own mistakes, to review.
GamePuzzleRows puzzles_of_game(const GameRecord& record, const std::string& room,
                               const std::vector<int64_t>& seat_accounts, bool to_pool, bool is_public,
                               int64_t now_ms);

}  // namespace cubilete::server

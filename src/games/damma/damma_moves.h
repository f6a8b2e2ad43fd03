#pragma once
// Damma move generation and application (RULES.md §3) on either board: simple moves, every capture
// sequence and each of its proper prefixes (a player may stop after any jump), huffs of pieces at
// fault, and the faults a move leaves behind.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "games/damma/damma_position.h"

namespace cubilete::damma {

struct Move {
  Squares captured = 0;  // squares of the pieces jumped
  // Landing squares in order: one per piece taken at most, and a side has at most kMostPieces.
  std::array<int8_t, kMostPieces> path{};
  int8_t from = 0;
  int8_t steps = 0;  // landing squares; 1 for a simple move, 0 for a huff
  bool huff = false;
  int8_t size = kSmallBoard;  // the board's, for the squares' names
  int8_t to() const { return steps ? path[size_t(steps - 1)] : from; }
  bool is_capture() const { return captured != 0; }
  bool operator==(const Move&) const = default;
};

struct MoveRules {
  bool king_lands_any = false;  // king_lands=any: a Damma may land on any empty square beyond
};

// Every legal action of the side to move (moves, capture sequences with their prefixes, huffs),
// in a fixed order: huffs, then by origin square. Empty if the side to move has no pieces.
// `able`, if given, receives capturers(p) (found on the way).
void generate_moves(const Position& p, const MoveRules& rules, std::vector<Move>& out, Squares* able = nullptr);
// Only the capture sequences (and prefixes), for quiescence search.
void generate_captures(const Position& p, const MoveRules& rules, std::vector<Move>& out);
// Whether the piece of the side to move on `square` can capture now.
bool can_capture(const Position& p, const MoveRules& rules, int square);
// The pieces of the side to move that can capture now (men found for all squares at once).
Squares capturers(const Position& p);

// The position after a legal move, with the new faults.
Position apply_move(const Position& p, const MoveRules& rules, const Move& m);
// The same, given capturers(p): a search applying many moves to one position finds it once.
Position apply_move(const Position& p, const MoveRules& rules, const Move& m, Squares able);

// "d2-c3", "b3xd3xd5", "huff c3".
std::string move_name(const Move& m);
// The squares of the pieces a capture takes, in the order it jumps them (each leg of a capture
// jumps exactly one piece, somewhere between its two landing squares).
std::vector<int> captured_in_order(const Move& m);

// Leaves of the tree of legal actions `depth` plies deep (a position without actions adds
// nothing below it).
int64_t perft(const Position& p, const MoveRules& rules, int depth);

}  // namespace cubilete::damma

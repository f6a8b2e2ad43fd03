#include "games/damma/damma_moves.h"

#include <bit>

namespace cubilete::damma {

namespace {

// The state of a capture sequence in progress: the moving piece has left its origin, the pieces
// jumped so far still stand (they block and may not be jumped again).
struct Sequence {
  const Position& p;
  const MoveRules& rules;
  bool king;
  uint32_t occupied;  // everything on the board except the moving piece
  uint32_t enemies;   // enemy pieces not yet jumped
};

// Calls visit(landing, jumped) for every single jump from `from`.
template <class Visit>
void each_jump(const Sequence& s, int from, Visit&& visit) {
  for (int d = 0; d < 8; ++d) {
    const Ray& r = ray(from, d);
    int i = 0;
    if (s.king)
      while (i < r.len && !(s.occupied >> r.sq[i] & 1)) ++i;  // fly over empty squares
    if (i + 1 >= r.len) continue;
    const int over = r.sq[i];
    if (!(s.enemies >> over & 1)) continue;
    for (int j = i + 1; j < r.len && !(s.occupied >> r.sq[j] & 1); ++j) {
      visit(r.sq[j], over);
      if (!s.king || !s.rules.king_lands_any) break;  // a man, or a Damma landing just beyond
    }
  }
}

void extend(const Sequence& s, Move& m, std::vector<Move>& out) {
  each_jump(s, m.to(), [&](int landing, int over) {
    Sequence next = s;
    next.enemies &= ~(1u << over);
    Move longer = m;
    longer.path[longer.steps++] = int8_t(landing);
    longer.captured |= 1u << over;
    out.push_back(longer);
    extend(next, longer, out);
  });
}

Sequence sequence_for(const Position& p, const MoveRules& rules, int from) {
  return {p, rules, bool(p.kings[p.side] >> from & 1), p.occupied() & ~(1u << from), p.pieces(1 - p.side)};
}

bool could_continue(const Position& p, const MoveRules& rules, const Move& m) {
  Sequence s = sequence_for(p, rules, m.from);
  s.enemies &= ~m.captured;
  bool any = false;
  each_jump(s, m.to(), [&](int, int) { any = true; });
  return any;
}

void add_captures(const Position& p, const MoveRules& rules, int from, std::vector<Move>& out) {
  Move m;
  m.from = int8_t(from);
  extend(sequence_for(p, rules, from), m, out);
}

}  // namespace

bool can_capture(const Position& p, const MoveRules& rules, int square) {
  bool any = false;
  each_jump(sequence_for(p, rules, square), square, [&](int, int) { any = true; });
  return any;
}

void generate_captures(const Position& p, const MoveRules& rules, std::vector<Move>& out) {
  out.clear();
  for (uint32_t own = p.pieces(p.side); own; own &= own - 1) add_captures(p, rules, std::countr_zero(own), out);
}

void generate_moves(const Position& p, const MoveRules& rules, std::vector<Move>& out) {
  out.clear();
  if (!p.pieces(p.side)) return;
  for (uint32_t f = p.faults; f; f &= f - 1) {
    Move h;
    h.from = int8_t(std::countr_zero(f));
    h.huff = true;
    out.push_back(h);
  }
  const uint32_t occupied = p.occupied();
  for (uint32_t own = p.pieces(p.side); own; own &= own - 1) {
    const int from = std::countr_zero(own);
    const bool king = p.kings[p.side] >> from & 1;
    for (int d = 0; d < 8; ++d) {
      const Ray& r = ray(from, d);
      for (int i = 0; i < r.len && !(occupied >> r.sq[i] & 1); ++i) {
        Move m;
        m.from = int8_t(from);
        m.steps = 1;
        m.path[0] = r.sq[i];
        out.push_back(m);
        if (!king) break;
      }
    }
    add_captures(p, rules, from, out);
  }
}

Position apply_move(const Position& p, const MoveRules& rules, const Move& m) {
  Position next = p;
  const int me = p.side, them = 1 - p.side;
  next.side = them;
  next.faults = 0;
  if (m.huff) {
    const uint32_t bit = 1u << m.from;
    next.men[them] &= ~bit;
    next.kings[them] &= ~bit;
    return next;  // a huff never creates a fault
  }
  const uint32_t from = 1u << m.from, to = 1u << m.to();
  const bool king = p.kings[me] & from;
  next.men[me] &= ~from;
  next.kings[me] &= ~from;
  const bool promotes = !king && rank_of(m.to()) == far_rank_of(me);
  (king || promotes ? next.kings[me] : next.men[me]) |= to;
  next.men[them] &= ~m.captured;
  next.kings[them] &= ~m.captured;

  if (!m.is_capture()) {
    // Every piece that could capture at the start of the turn is at fault; the moved one keeps
    // its fault on its new square.
    for (uint32_t own = p.pieces(me); own; own &= own - 1) {
      const int s = std::countr_zero(own);
      if (can_capture(p, rules, s)) next.faults |= s == m.from ? to : 1u << s;
    }
  } else if (could_continue(p, rules, m)) {
    next.faults = to;  // stopped a multiple capture that could go on
  }
  return next;
}

std::vector<int> captured_in_order(const Move& m) {
  std::vector<int> out;
  if (!m.is_capture()) return out;
  int at = m.from;
  for (int i = 0; i < m.steps; ++i) {
    const int to = m.path[size_t(i)];
    const int file_step = (to % 5 > at % 5) - (to % 5 < at % 5), rank_step = (to / 5 > at / 5) - (to / 5 < at / 5);
    for (int sq = at + rank_step * 5 + file_step; sq != to; sq += rank_step * 5 + file_step)
      if ((m.captured >> sq) & 1u) out.push_back(sq);
    at = to;
  }
  return out;
}

std::string move_name(const Move& m) {
  if (m.huff) return "huff " + square_name(m.from);
  std::string out = square_name(m.from);
  for (int i = 0; i < m.steps; ++i) {
    out += m.is_capture() ? 'x' : '-';
    out += square_name(m.path[i]);
  }
  return out;
}

}  // namespace cubilete::damma

namespace cubilete::damma {

int64_t perft(const Position& p, const MoveRules& rules, int depth) {
  if (depth == 0) return 1;
  std::vector<Move> moves;
  generate_moves(p, rules, moves);
  if (depth == 1) return int64_t(moves.size());
  int64_t n = 0;
  for (const auto& m : moves) n += perft(apply_move(p, rules, m), rules, depth - 1);
  return n;
}

}  // namespace cubilete::damma

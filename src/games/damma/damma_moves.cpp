#include "games/damma/damma_moves.h"

namespace cubilete::damma {

namespace {

// The state of a capture sequence in progress: the moving piece has left its origin, the pieces
// jumped so far still stand (they block and may not be jumped again).
struct Sequence {
  const Geometry& g;
  const MoveRules& rules;
  bool king;
  Squares occupied;  // everything on the board except the moving piece
  Squares enemies;   // enemy pieces not yet jumped
};

// Calls visit(landing, jumped) for every single jump from `from`.
template <class Visit>
void each_jump(const Sequence& s, int from, Visit&& visit) {
  for (int d = 0; d < 8; ++d) {
    const Ray& r = s.g.rays[size_t(from)][size_t(d)];
    int i = 0;
    if (s.king)
      while (i < r.len && !has(s.occupied, r.sq[size_t(i)])) ++i;  // fly over empty squares
    if (i + 1 >= r.len) continue;
    const int over = r.sq[size_t(i)];
    if (!has(s.enemies, over)) continue;
    for (int j = i + 1; j < r.len && !has(s.occupied, r.sq[size_t(j)]); ++j) {
      visit(r.sq[size_t(j)], over);
      if (!s.king || !s.rules.king_lands_any) break;  // a man, or a Damma landing just beyond
    }
  }
}

void extend(const Sequence& s, const Move& m, std::vector<Move>& out) {
  each_jump(s, m.to(), [&](int landing, int over) {
    Sequence next = s;
    next.enemies &= ~bit(over);
    out.push_back(m);
    Move& longer = out.back();
    longer.path[size_t(longer.steps++)] = int8_t(landing);
    longer.captured |= bit(over);
    extend(next, Move(longer), out);
  });
}

Sequence sequence_for(const Position& p, const MoveRules& rules, int from) {
  return {p.board(), rules, has(p.kings[p.side], from), p.occupied() & ~bit(from), p.pieces(1 - p.side)};
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
  m.size = int8_t(p.size);
  extend(sequence_for(p, rules, from), m, out);
}

}  // namespace

bool can_capture(const Position& p, const MoveRules& rules, int square) {
  bool any = false;
  each_jump(sequence_for(p, rules, square), square, [&](int, int) { any = true; });
  return any;
}

Squares capturers(const Position& p) {
  const Geometry& g = p.board();
  const Squares enemies = p.pieces(1 - p.side), empty = p.empty();
  // A man captures along d when the square one step along holds an enemy and the next is empty
  // (either Damma landing rule needs the square just beyond a piece empty too).
  Squares able = 0;
  for (int d = 0; d < 8; ++d) {
    const int step = g.delta[size_t(d)];
    able |= g.two_steps[size_t(d)] & shifted(enemies, -step) & shifted(empty, -2 * step);
  }
  able &= p.men[p.side];
  // A Damma flies first: its lines are followed square by square.
  const MoveRules either;
  each_square(p.kings[p.side], [&](int s) {
    if (can_capture(p, either, s)) able |= bit(s);
  });
  return able;
}

void generate_captures(const Position& p, const MoveRules& rules, std::vector<Move>& out) {
  out.clear();
  each_square(capturers(p), [&](int from) { add_captures(p, rules, from, out); });
}

void generate_moves(const Position& p, const MoveRules& rules, std::vector<Move>& out, Squares* capturers_out) {
  out.clear();
  if (capturers_out) *capturers_out = 0;
  if (!p.pieces(p.side)) return;
  const Geometry& g = p.board();
  Move m;
  m.size = int8_t(p.size);
  m.huff = true;
  each_square(p.faults, [&](int s) {
    m.from = int8_t(s);
    out.push_back(m);
  });
  m.huff = false;
  m.steps = 1;
  const Squares occupied = p.occupied(), able = capturers(p);
  if (capturers_out) *capturers_out = able;
  each_square(p.pieces(p.side), [&](int from) {
    const bool king = has(p.kings[p.side], from);
    m.from = int8_t(from);
    for (int d = 0; d < 8; ++d) {
      const Ray& r = g.rays[size_t(from)][size_t(d)];
      for (int i = 0; i < r.len && !has(occupied, r.sq[size_t(i)]); ++i) {
        m.path[0] = r.sq[size_t(i)];
        out.push_back(m);
        if (!king) break;
      }
    }
    if (has(able, from)) add_captures(p, rules, from, out);
  });
}

Position apply_move(const Position& p, const MoveRules& rules, const Move& m) {
  return apply_move(p, rules, m, m.huff || m.is_capture() ? Squares(0) : capturers(p));
}

Position apply_move(const Position& p, const MoveRules& rules, const Move& m, Squares able) {
  Position next = p;
  const int me = p.side, them = 1 - p.side;
  next.side = them;
  next.faults = 0;
  if (m.huff) {
    const Squares b = bit(m.from);
    next.men[them] &= ~b;
    next.kings[them] &= ~b;
    return next;  // a huff never creates a fault
  }
  const Squares from = bit(m.from), to = bit(m.to());
  const bool king = p.kings[me] & from;
  next.men[me] &= ~from;
  next.kings[me] &= ~from;
  const bool promotes = !king && (p.board().far_rank[size_t(me)] & to);
  (king || promotes ? next.kings[me] : next.men[me]) |= to;
  next.men[them] &= ~m.captured;
  next.kings[them] &= ~m.captured;

  if (!m.is_capture()) {
    // Every piece that could capture at the start of the turn is at fault; the moved one keeps
    // its fault on its new square.
    next.faults = able & from ? (able & ~from) | to : able;
  } else if (could_continue(p, rules, m)) {
    next.faults = to;  // stopped a multiple capture that could go on
  }
  return next;
}

std::vector<int> captured_in_order(const Move& m) {
  std::vector<int> out;
  if (!m.is_capture()) return out;
  const int n = m.size;
  int at = m.from;
  for (int i = 0; i < m.steps; ++i) {
    const int to = m.path[size_t(i)];
    const int file_step = (to % n > at % n) - (to % n < at % n), rank_step = (to / n > at / n) - (to / n < at / n);
    for (int sq = at + rank_step * n + file_step; sq != to; sq += rank_step * n + file_step)
      if (has(m.captured, sq)) out.push_back(sq);
    at = to;
  }
  return out;
}

std::string move_name(const Move& m) {
  if (m.huff) return "huff " + square_name(m.from, m.size);
  std::string out = square_name(m.from, m.size);
  for (int i = 0; i < m.steps; ++i) {
    out += m.is_capture() ? 'x' : '-';
    out += square_name(m.path[size_t(i)], m.size);
  }
  return out;
}

int64_t perft(const Position& p, const MoveRules& rules, int depth) {
  if (depth == 0) return 1;
  std::vector<Move> moves;
  Squares able = 0;
  generate_moves(p, rules, moves, &able);
  if (depth == 1) return int64_t(moves.size());
  int64_t n = 0;
  for (const auto& m : moves) n += perft(apply_move(p, rules, m, able), rules, depth - 1);
  return n;
}

}  // namespace cubilete::damma

#include "solve/damma/damma_engine.h"

#include <algorithm>
#include <bit>

#include "core/bot_settings.h"
#include "core/cancel.h"
#include "core/parallel.h"

namespace cubilete::damma {

namespace {
constexpr int kMaxPly = 128;
constexpr int kInfinity = 1000000;

int piece_value(const Position& p, int colour, int square, const EvalWeights& w) {
  return has(p.kings[colour], square) ? w.king : w.man;
}
}  // namespace

// Tuned by self-play for the 9x9 board on 2026-11-27 with scripts/damma_tune.py
// --board 9 --depth 3 --games 200 (a grid widened for this board, LARGE_GRID; 4 random opening
// plies). From the 5x5 weights (180,0,0,70) the search kept every weight: a cautious optimum (any
// advance term 0.30-0.42 against it) that draws a fifth of its Black games against greedy. From the
// first, reasoned weights (280,4,3,90) one round moved to king 180, advance 8, centre 0 (0.527,
// 0.530, 0.720 against each incumbent), huff staying 90: these. Measured at depth 3 from 6 random
// plies, 200 games per seating, seed 31 (docs/bots.md): against greedy 1.000 (the cautious ones
// 0.939), against the reasoned weights 0.796 (the cautious ones 0.67), against the cautious ones
// 0.45: best over the three, and they win the games a person gives them rather than drawing.
// Written out, not EvalWeights{}, so that retuning the 5x5 board does not change this one unmeasured.
EvalWeights large_board_weights() {
  return EvalWeights{.man = 100, .king = 180, .advance = 8, .centre = 0, .huff_share = 90};
}

int evaluate(const Position& p, const EvalWeights& w) {
  const Geometry& g = p.board();
  int score[2] = {0, 0};
  for (int c = 0; c < 2; ++c) {
    score[c] += w.man * count(p.men[c]) + w.king * count(p.kings[c]);
    if (w.centre) score[c] += w.centre * count(p.pieces(c) & g.centre);
    if (w.advance) each_square(p.men[c], [&](int s) { score[c] += w.advance * g.advance(c, s); });
  }
  int huff = 0;
  each_square(p.faults, [&](int s) { huff = std::max(huff, piece_value(p, 1 - p.side, s, w)); });
  return score[p.side] - score[1 - p.side] + huff * w.huff_share / 100;
}

struct TableEntry {
  uint64_t key = 0;
  int32_t score = 0;
  int16_t depth = -1;
  uint8_t bound = 0;  // 0 exact, 1 lower, 2 upper
  uint16_t move = 0xFFFF;
};

struct Engine::Impl {
  MoveRules rules;
  BoardWeights board_weights;
  EvalWeights weights;  // the searched board's
  std::vector<TableEntry> table;
  uint64_t mask;
  int64_t nodes = 0;
  bool timed = false, stop = false;
  std::chrono::steady_clock::time_point deadline;
  std::vector<Move> buffers[kMaxPly + 1];
  std::vector<std::pair<int, int>> order[kMaxPly + 1];
  Move killers[kMaxPly + 1][2];
  std::vector<uint64_t> seen;  // sorted keys of the game's positions
  uint64_t path[kMaxPly + 1];  // keys of the positions on the current line
  int draw_plies = 0;

  // A position already played in the game or earlier on this line: scored as a draw.
  bool repeats(uint64_t key, int ply) const {
    for (int k = ply - 2; k >= 0; k -= 2)
      if (path[k] == key) return true;
    return std::binary_search(seen.begin(), seen.end(), key);
  }

  Impl(MoveRules r, BoardWeights w, int bits)
      : rules(r), board_weights(w), table(size_t(1) << bits), mask((uint64_t(1) << bits) - 1) {}

  void check_time() {
    if ((nodes & 1023) != 0) return;
    if ((timed && std::chrono::steady_clock::now() >= deadline) || cancel_requested()) stop = true;
  }

  int move_score(const Position& p, const Move& m, int ply) const {
    if (m.huff) return 20000 + piece_value(p, 1 - p.side, m.from, weights);
    if (m.is_capture()) {
      int v = 10000;
      each_square(m.captured, [&](int s) { v += piece_value(p, 1 - p.side, s, weights); });
      return v;
    }
    if (m == killers[ply][0]) return 5000;
    if (m == killers[ply][1]) return 4000;
    return 0;
  }

  // Fills order[ply] with (score, index) best first; `first` (a table move index) leads.
  void sort_moves(const Position& p, int ply, int first) {
    auto& o = order[ply];
    o.clear();
    const auto& moves = buffers[ply];
    for (int i = 0; i < int(moves.size()); ++i) o.push_back({i == first ? 1 << 30 : move_score(p, moves[i], ply), i});
    std::stable_sort(o.begin(), o.end(), [](auto& a, auto& b) { return a.first > b.first; });
  }

  static int to_table(int score, int ply) { return score > kWin - 1000 ? score + ply : score < -kWin + 1000 ? score - ply : score; }
  static int from_table(int score, int ply) { return score > kWin - 1000 ? score - ply : score < -kWin + 1000 ? score + ply : score; }

  int quiesce(const Position& p, int alpha, int beta, int ply) {
    ++nodes;
    check_time();
    if (!p.pieces(p.side)) return -kWin + ply;
    const int stand = evaluate(p, weights);
    if (stand >= beta || ply >= kMaxPly || stop) return stand;
    alpha = std::max(alpha, stand);
    auto& moves = buffers[ply];
    generate_captures(p, rules, moves);
    Move h;
    h.huff = true;
    h.size = int8_t(p.size);
    each_square(p.faults, [&](int s) {
      h.from = int8_t(s);
      moves.push_back(h);
    });
    sort_moves(p, ply, -1);
    int best = stand;
    for (size_t k = 0; k < order[ply].size(); ++k) {
      const Move m = buffers[ply][order[ply][k].second];
      const int score = -quiesce(apply_move(p, rules, m, 0), -beta, -alpha, ply + 1);
      if (stop) return best;
      if (score > best) best = score;
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
    return best;
  }

  // `key`: zobrist(p); `quiet`: plies without capture or huff up to this position.
  int negamax(const Position& p, uint64_t key, int depth, int alpha, int beta, int ply, int quiet) {
    if (ply > 0 && repeats(key, ply)) return 0;
    path[ply] = key;
    auto& moves = buffers[ply];
    if (draw_plies > 0 && quiet >= draw_plies) {  // drawn, unless lost (the game checks that first)
      generate_moves(p, rules, moves);
      return moves.empty() ? -kWin + ply : 0;
    }
    if (depth <= 0 || ply >= kMaxPly) return quiesce(p, alpha, beta, ply);
    ++nodes;
    check_time();
    if (stop) return 0;
    Squares able = 0;
    generate_moves(p, rules, moves, &able);
    if (moves.empty()) return -kWin + ply;  // no pieces or blocked: lost
    TableEntry& e = table[key & mask];
    int first = -1;
    if (e.key == key) {
      first = e.move < moves.size() ? e.move : -1;
      if (e.depth >= depth) {
        const int s = from_table(e.score, ply);
        if (e.bound == 0 || (e.bound == 1 && s >= beta) || (e.bound == 2 && s <= alpha)) return s;
      }
    }
    sort_moves(p, ply, first);
    const int alpha0 = alpha;
    int best = -kInfinity, best_index = 0;
    for (size_t k = 0; k < order[ply].size(); ++k) {
      const int i = order[ply][k].second;
      const Move m = buffers[ply][i];
      const int next_quiet = m.huff || m.is_capture() ? 0 : quiet + 1;
      const Position next = apply_move(p, rules, m, able);
      const int score = -negamax(next, zobrist_after(p, key, next), depth - 1, -beta, -alpha, ply + 1, next_quiet);
      if (stop) return 0;
      if (score > best) best = score, best_index = i;
      if (score > alpha) alpha = score;
      if (alpha >= beta) {
        if (!m.is_capture() && !m.huff && !(m == killers[ply][0])) killers[ply][1] = killers[ply][0], killers[ply][0] = m;
        break;
      }
    }
    e = {key, to_table(best, ply), int16_t(depth), uint8_t(best >= beta ? 1 : best <= alpha0 ? 2 : 0), uint16_t(best_index)};
    return best;
  }

  std::vector<Move> principal_line(Position p, int max_len) {
    std::vector<Move> line, moves;
    for (int k = 0; k < max_len; ++k) {
      const uint64_t key = zobrist(p);
      const auto& e = table[key & mask];
      generate_moves(p, rules, moves);
      if (e.key != key || e.move >= moves.size()) break;
      line.push_back(moves[e.move]);
      p = apply_move(p, rules, moves[e.move]);
    }
    return line;
  }
};

Engine::Engine(MoveRules rules, BoardWeights weights, int table_bits)
    : impl_(std::make_unique<Impl>(rules, weights, table_bits)) {}
Engine::~Engine() = default;
void Engine::clear() { std::fill(impl_->table.begin(), impl_->table.end(), TableEntry{}); }

SearchResult Engine::search(const Position& root, const SearchLimits& limits, const GameHistory& history) {
  auto& s = *impl_;
  s.seen = history.seen;
  std::sort(s.seen.begin(), s.seen.end());
  s.draw_plies = history.draw_plies;
  s.weights = s.board_weights.of(root.size);
  const Stopwatch clock;
  const auto start = std::chrono::steady_clock::now();
  s.nodes = 0;
  s.stop = false;
  // A process may bound every search (the server does): a fixed depth then stops at the bound too.
  const int limit = bot_caps().search_ms;
  const int movetime = limit > 0 && (limits.movetime_ms <= 0 || limits.movetime_ms > limit) ? limit : limits.movetime_ms;
  s.timed = movetime > 0;
  s.deadline = start + std::chrono::milliseconds(movetime);
  for (auto& k : s.killers) k[0] = k[1] = Move{};
  SearchResult result;
  std::vector<Move> root_moves;
  generate_moves(root, s.rules, root_moves);
  result.best = root_moves.at(0);
  for (int depth = 1; depth <= limits.depth; ++depth) {
    const int score = s.negamax(root, zobrist(root), depth, -kInfinity, kInfinity, 0, history.quiet_plies);
    if (s.stop) break;
    result.depth = depth;
    result.score = score;
    result.line = s.principal_line(root, depth);
    if (!result.line.empty()) result.best = result.line.front();
    if (std::abs(score) > kWin - 1000) break;  // a forced result: deeper search changes nothing
    if (s.timed && clock.seconds() * 1000 > movetime * 0.5) break;  // the next depth would not finish
  }
  result.nodes = s.nodes;
  result.seconds = clock.seconds();
  return result;
}

}  // namespace cubilete::damma

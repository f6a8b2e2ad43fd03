#pragma once
// The within-turn expectimax of a category game for a few lanes at a time, as compact lists of
// row operations built once per preset. A slice's whole turn (a row for every multiset, and the
// lists themselves) stays in the first-level data cache, where the same turn walked row by row
// over many lanes lives in L2 and waits on it; the lists replace the walk over multiset
// neighbours, so nothing but loads, arithmetic and stores runs per slice.
//
// The recursions are lane_kernel.h's turn_levels', with one row less per hand: a hand's row
// starts as its stop (the value of writing it now) and each rethrow level raises it in place,
// V_t(h) = max(V_{t-1}(h), best keep of h at level t). That is max(stop(h), best keep at t), as
// turn_levels has it, because a keep is worth at least as much with more rethrows to come
// (V_{t-1} >= V_{t-2} everywhere, stopping being open at every level), so the best keep at t is at
// least the best at t - 1. The first throw, where its stops differ (a served bonus), starts from
// those stops instead.
#include <cstdint>
#include <vector>

#include "solve/category/lane_kernel.h"

namespace cubilete::solve::lanes {

// Bytes of each row of a slice: a 5-dice turn's rows (462 multisets, 30 KB at 64 bytes) and its
// lists (9 KB) stay in a 48 KB first-level cache.
constexpr int kSliceBytes = 128;

class TurnProgram {
 public:
  // `served_differs`: the turn's first throw has stops of its own (served bonus, instant wins).
  TurnProgram(const TurnShape& shape, bool served_differs);

  // A slice's buffer holds rows of kSliceBytes: a row by multiset, each hand's holding its stop
  // before the turn; then, where the first throw's stops differ, each hand's stop on the first
  // throw (by multiset).
  int rows() const { return rows_; }
  int stop_row(int hand) const { return hand; }
  int stop_first_row(int hand) const { return first_stops_ + hand; }
  const std::vector<int>& hands() const { return hands_; }
  // Each hand's probability on the turn's first throw, in the order of hands().
  const std::vector<double>& probabilities() const { return probabilities_; }

  // A keep's value, the mean of six rows: row numbers of its destination and sources.
  struct Mean {
    uint16_t to, from[6];
  };
  // The keeps whose six sources are full hands (the largest keeps), then the others, largest
  // first.
  const std::vector<Mean>& means_of_hands() const { return means_of_hands_; }
  const std::vector<Mean>& means_of_keeps() const { return means_of_keeps_; }
  // Maxima over a fixed number of rows, grouped by that number so that every loop has a fixed
  // trip count: `rows` holds each maximum's destination and then its `count` sources.
  struct Maxima {
    int count;
    std::vector<uint16_t> rows;
  };
  // Each keep's best among itself and the keeps one die smaller, in place, smallest keeps first
  // (a keep's sources are done before it).
  const std::vector<Maxima>& keeps() const { return keeps_; }
  // Each hand's best among its own row (or its first throw's stop, not listed) and the keeps one
  // die smaller, in the order of the groups and their rows.
  const std::vector<Maxima>& hands_best() const { return hands_best_; }
  // Each hand's probability on the turn's first throw, in the order of hands_best().
  const std::vector<double>& best_probabilities() const { return best_probabilities_; }
  // Rethrow levels: the turn's throws less one.
  int levels() const { return levels_; }
  bool served_differs() const { return served_differs_; }
  int sets() const { return sets_; }

 private:
  int sets_, first_stops_, rows_, levels_;
  bool served_differs_;
  std::vector<int> hands_;
  std::vector<double> probabilities_;
  std::vector<Mean> means_of_hands_, means_of_keeps_;
  std::vector<Maxima> keeps_, hands_best_;
  std::vector<double> best_probabilities_;
};

// R bytes of lanes of T as vectors of B bytes.
template <class T, int B, int R>
struct Slice {
  static constexpr int kVecs = R / B, kStep = int(B / sizeof(T));
  static_assert(R % B == 0);
  Vec<T, B> v[kVecs];
  [[gnu::always_inline]] static Slice at(const uint8_t* rows, uint32_t row) {
    Slice s;
    const T* p = reinterpret_cast<const T*>(rows + size_t(row) * R);
#pragma GCC unroll 4
    for (int j = 0; j < kVecs; ++j) s.v[j] = load<T, B>(p + j * kStep);
    return s;
  }
  [[gnu::always_inline]] static Slice zero() {
    Slice s;
#pragma GCC unroll 4
    for (int j = 0; j < kVecs; ++j) s.v[j] = Vec<T, B>{};
    return s;
  }
  [[gnu::always_inline]] void max_with(const Slice& o) {
#pragma GCC unroll 4
    for (int j = 0; j < kVecs; ++j) v[j] = vmax<T, B>(v[j], o.v[j]);
  }
  [[gnu::always_inline]] void add_times(T p, const Slice& o) {
#pragma GCC unroll 4
    for (int j = 0; j < kVecs; ++j) v[j] = v[j] + p * o.v[j];
  }
  [[gnu::always_inline]] void put(uint8_t* rows, uint32_t row) const {
    T* p = reinterpret_cast<T*>(rows + size_t(row) * R);
#pragma GCC unroll 4
    for (int j = 0; j < kVecs; ++j) store<T, B>(p + j * kStep, v[j]);
  }
  [[gnu::always_inline]] void put(T* p) const {
#pragma GCC unroll 4
    for (int j = 0; j < kVecs; ++j) store<T, B>(p + j * kStep, v[j]);
  }
};

template <class T, int B, int R>
[[gnu::always_inline]] inline void run_means(const std::vector<TurnProgram::Mean>& means, uint8_t* rows) {
  using S = Slice<T, B, R>;
  const T sixth = T(1) / T(6);
  for (const auto& m : means) {
    const S a = S::at(rows, m.from[0]), b = S::at(rows, m.from[1]), c = S::at(rows, m.from[2]),
            d = S::at(rows, m.from[3]), e = S::at(rows, m.from[4]), f = S::at(rows, m.from[5]);
    S out;
#pragma GCC unroll 4
    for (int j = 0; j < S::kVecs; ++j) out.v[j] = (a.v[j] + b.v[j] + c.v[j] + d.v[j] + e.v[j] + f.v[j]) * sixth;
    out.put(rows, m.to);
  }
}

// Each maximum of a group of N sources: `done(index, to, max)` gets the maximum over `first(to)`
// and the sources, `index` counting from `index0`.
template <class T, int B, int R, int N, class First, class Done>
[[gnu::always_inline]] inline int run_maxima_of(const std::vector<uint16_t>& list, const uint8_t* rows, int index,
                                                First first, Done done) {
  using S = Slice<T, B, R>;
  for (size_t at = 0; at < list.size(); at += N + 1, ++index) {
    const uint16_t* p = &list[at];
    S best = S::at(rows, first(p[0]));
#pragma GCC unroll 8
    for (int i = 1; i <= N; ++i) best.max_with(S::at(rows, p[i]));
    done(index, p[0], best);
  }
  return index;
}

template <class T, int B, int R, class First, class Done>
[[gnu::always_inline]] inline void run_maxima(const std::vector<TurnProgram::Maxima>& groups, const uint8_t* rows,
                                              First first, Done done) {
  int index = 0;
  for (const auto& g : groups) {
    switch (g.count) {
      case 1: index = run_maxima_of<T, B, R, 1>(g.rows, rows, index, first, done); break;
      case 2: index = run_maxima_of<T, B, R, 2>(g.rows, rows, index, first, done); break;
      case 3: index = run_maxima_of<T, B, R, 3>(g.rows, rows, index, first, done); break;
      case 4: index = run_maxima_of<T, B, R, 4>(g.rows, rows, index, first, done); break;
      case 5: index = run_maxima_of<T, B, R, 5>(g.rows, rows, index, first, done); break;
      default: index = run_maxima_of<T, B, R, 6>(g.rows, rows, index, first, done); break;
    }
  }
}

// The slice's expected value at the turn's start, given its stops in place (stop_row, and
// stop_first_row where the first throw's differ), into e (R / sizeof(T) values). The hands'
// values are summed in the order of hands_best(), in T.
template <class T, int B, int R>
[[gnu::always_inline]] inline void run_turn(const TurnProgram& p, uint8_t* rows, T* e) {
  using S = Slice<T, B, R>;
  S sum = S::zero();
  if (p.levels() == 0) {  // one throw: its stops are the hands' values
    const auto& prob = p.probabilities();
    for (size_t i = 0; i < p.hands().size(); ++i) sum.add_times(T(prob[i]), S::at(rows, p.stop_first_row(p.hands()[i])));
    sum.put(e);
    return;
  }
  const auto& prob = p.best_probabilities();
  const bool served = p.served_differs();
  for (int t = 1; t <= p.levels(); ++t) {
    run_means<T, B, R>(p.means_of_hands(), rows);
    run_means<T, B, R>(p.means_of_keeps(), rows);
    run_maxima<T, B, R>(p.keeps(), rows, [](uint32_t to) { return to; },
                        [rows](int, uint32_t to, const S& best) { best.put(rows, to); });
    if (t < p.levels()) {
      run_maxima<T, B, R>(p.hands_best(), rows, [](uint32_t h) { return h; },
                          [rows](int, uint32_t h, const S& best) { best.put(rows, h); });
    } else {  // the first throw: its hands' values go straight into the expectation
      run_maxima<T, B, R>(p.hands_best(), rows,
                          [&](uint32_t h) { return served ? uint32_t(p.stop_first_row(int(h))) : h; },
                          [&](int i, uint32_t, const S& best) { sum.add_times(T(prob[size_t(i)]), best); });
    }
  }
  sum.put(e);
}

}  // namespace cubilete::solve::lanes

#pragma once
// The within-turn expectimax of a category game for a few lanes at a time, as compact lists of
// row operations built once per preset. A slice's whole turn (a row for every multiset) stays
// within a small working set, where the same turn walked row by row over many lanes at once went
// out to L2 and beyond for every row; the lists replace the walk over multiset neighbours, so
// nothing but loads, arithmetic and stores runs per slice.
//
// The recursions are lane_kernel.h's turn_choices', with one row less per hand: a hand's row
// starts as its stop (the value of writing it now) and each rethrow level raises it in place,
// V_t(h) = max(V_{t-1}(h), best keep of h at level t). That is max(stop(h), best keep at t), as
// turn_choices has it, because a keep is worth at least as much with more rethrows to come
// (V_{t-1} >= V_{t-2} everywhere, stopping being open at every level), so the best keep at t is at
// least the best at t - 1. The first throw, where its stops differ (a served bonus), starts from
// those stops instead.
#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>

#include "solve/category/lane_kernel.h"

namespace cubilete::solve::lanes {

// Bytes of each row of a slice for vectors of B bytes: four vectors, at most 128 bytes. Measured on
// Zen 5 (AVX-512, 48 KB L1, 1 MB L2), Yatzy from nothing on one thread: with 64-byte vectors,
// 64-byte rows (the whole turn in L1: 462 rows, 30 KB) 0.66 s, 128 bytes 0.53 s, 256 bytes no
// faster, each operation's fixed cost (its row numbers, its loop) weighing more than the rows'
// trips to L2; with 16-byte vectors (16 registers), 128-byte rows need more registers than there
// are. A mask's last few lanes go through as half a slice.
template <int B>
constexpr int kSliceBytesFor = B * 4 < 128 ? B * 4 : 128;
constexpr int kSliceBytes = 128;  // the most of any width

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
    return from(reinterpret_cast<const T*>(rows + size_t(row) * R));
  }
  [[gnu::always_inline]] static Slice from(const T* p) {
    Slice s;
#pragma GCC unroll 4
    for (int j = 0; j < kVecs; ++j) s.v[j] = load<T, B>(p + j * kStep);
    return s;
  }
  [[gnu::always_inline]] static Slice filled(T value) {
    Slice s;
#pragma GCC unroll 4
    for (int j = 0; j < kVecs; ++j) s.v[j] = Vec<T, B>{} + value;
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
  [[gnu::always_inline]] void add(const Slice& o) {
#pragma GCC unroll 4
    for (int j = 0; j < kVecs; ++j) v[j] = v[j] + o.v[j];
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

// The expectation's running sum of a slice, in double whatever T: in float, a sum of 252 terms
// would lose a few units in the sixth digit.
template <class T, int B, int R>
struct ExpectationSum {
  Slice<double, B, R> sum = Slice<double, B, R>::zero();
  [[gnu::always_inline]] void add_times(double p, const Slice<double, B, R>& x) { sum.add_times(p, x); }
  [[gnu::always_inline]] void add(const ExpectationSum& o) { sum.add(o.sum); }
  [[gnu::always_inline]] void put(double* e) const { sum.put(e); }
};
template <int B, int R>
struct ExpectationSum<float, B, R> {
  // Each float vector's lanes as two double vectors of the same width: its low half, its high.
  static constexpr int kHalf = B / 8;  // floats in half a vector
  using Half = Vec<float, B / 2>;
  Slice<double, B, 2 * R> sum = Slice<double, B, 2 * R>::zero();
  template <size_t... I>
  [[gnu::always_inline]] static Half half(const Vec<float, B>& v, std::index_sequence<I...>, auto offset) {
    return Half{v[I + decltype(offset)::value]...};
  }
  [[gnu::always_inline]] void add_times(double p, const Slice<float, B, R>& x) {
    const auto lanes = std::make_index_sequence<kHalf>{};
#pragma GCC unroll 4
    for (int j = 0; j < Slice<float, B, R>::kVecs; ++j) {
      const auto low = __builtin_convertvector(half(x.v[j], lanes, std::integral_constant<int, 0>{}), Vec<double, B>);
      const auto high =
          __builtin_convertvector(half(x.v[j], lanes, std::integral_constant<int, kHalf>{}), Vec<double, B>);
      sum.v[2 * j] = sum.v[2 * j] + p * low;
      sum.v[2 * j + 1] = sum.v[2 * j + 1] + p * high;
    }
  }
  [[gnu::always_inline]] void add(const ExpectationSum& o) { sum.add(o.sum); }
  [[gnu::always_inline]] void put(float* e) const {
    alignas(64) double all[2 * R / sizeof(double)];
    sum.put(all);
    for (size_t i = 0; i < R / sizeof(float); ++i) e[i] = float(all[i]);
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

// The maximum over row `first` and the N rows of `from`.
template <class T, int B, int R, int N>
[[gnu::always_inline]] inline Slice<T, B, R> max_of_rows(const uint8_t* rows, uint32_t first, const uint16_t* from) {
  auto best = Slice<T, B, R>::at(rows, first);
#pragma GCC unroll 8
  for (int i = 0; i < N; ++i) best.max_with(Slice<T, B, R>::at(rows, from[i]));
  return best;
}

// Each maximum of a group of N sources over `first(to)` and its sources, stored into `to`.
template <class T, int B, int R, int N, class First>
[[gnu::always_inline]] inline void put_maxima_of(const std::vector<uint16_t>& list, uint8_t* rows, First first) {
  for (size_t at = 0; at < list.size(); at += N + 1)
    max_of_rows<T, B, R, N>(rows, first(list[at]), &list[at + 1]).put(rows, list[at]);
}

// The same maxima summed into `sum`, each times its probability (`prob`, in the list's order),
// two at a time in two sums so that the additions do not all wait on one another.
template <class T, int B, int R, int N, class First>
[[gnu::always_inline]] inline void sum_maxima_of(const std::vector<uint16_t>& list, const uint8_t* rows, First first,
                                                 const double* prob, ExpectationSum<T, B, R>* sum) {
  constexpr size_t kStep = N + 1;
  size_t at = 0;
  for (; at + 2 * kStep <= list.size(); at += 2 * kStep, prob += 2) {
    sum[0].add_times(prob[0], max_of_rows<T, B, R, N>(rows, first(list[at]), &list[at + 1]));
    sum[1].add_times(prob[1], max_of_rows<T, B, R, N>(rows, first(list[at + kStep]), &list[at + kStep + 1]));
  }
  if (at < list.size()) sum[0].add_times(prob[0], max_of_rows<T, B, R, N>(rows, first(list[at]), &list[at + 1]));
}

// Every group's maxima stored (a switch per group: no lambda may hold vector code, which would
// be compiled for the default instruction set outside the caller's clone).
template <class T, int B, int R, class First>
[[gnu::always_inline]] inline void put_maxima(const std::vector<TurnProgram::Maxima>& groups, uint8_t* rows,
                                              First first) {
  for (const auto& g : groups) {
    switch (g.count) {
      case 1: put_maxima_of<T, B, R, 1>(g.rows, rows, first); break;
      case 2: put_maxima_of<T, B, R, 2>(g.rows, rows, first); break;
      case 3: put_maxima_of<T, B, R, 3>(g.rows, rows, first); break;
      case 4: put_maxima_of<T, B, R, 4>(g.rows, rows, first); break;
      case 5: put_maxima_of<T, B, R, 5>(g.rows, rows, first); break;
      default: put_maxima_of<T, B, R, 6>(g.rows, rows, first); break;
    }
  }
}

// Every group's maxima summed, each times its probability, into sum[0] + sum[1].
template <class T, int B, int R, class First>
[[gnu::always_inline]] inline void sum_maxima(const std::vector<TurnProgram::Maxima>& groups, const uint8_t* rows,
                                              First first, const double* prob, ExpectationSum<T, B, R>* sum) {
  for (const auto& g : groups) {
    switch (g.count) {
      case 1: sum_maxima_of<T, B, R, 1>(g.rows, rows, first, prob, sum); break;
      case 2: sum_maxima_of<T, B, R, 2>(g.rows, rows, first, prob, sum); break;
      case 3: sum_maxima_of<T, B, R, 3>(g.rows, rows, first, prob, sum); break;
      case 4: sum_maxima_of<T, B, R, 4>(g.rows, rows, first, prob, sum); break;
      case 5: sum_maxima_of<T, B, R, 5>(g.rows, rows, first, prob, sum); break;
      default: sum_maxima_of<T, B, R, 6>(g.rows, rows, first, prob, sum); break;
    }
    prob += g.rows.size() / size_t(g.count + 1);
  }
}

// The slice's expected value at the turn's start, given its stops in place (stop_row, and
// stop_first_row where the first throw's differ), into e (R / sizeof(T) values). The hands'
// values are summed in double, in two partial sums of every other hand of hands_best()' order.
template <class T, int B, int R>
[[gnu::always_inline]] inline void run_turn(const TurnProgram& p, uint8_t* rows, T* e) {
  using S = Slice<T, B, R>;
  if (p.levels() == 0) {  // one throw: its stops are the hands' values
    const auto& prob = p.probabilities();
    ExpectationSum<T, B, R> sum;
    for (size_t i = 0; i < p.hands().size(); ++i) sum.add_times(prob[i], S::at(rows, p.stop_first_row(p.hands()[i])));
    sum.put(e);
    return;
  }
  const double* prob = p.best_probabilities().data();
  const auto self = [](uint32_t row) { return row; };
  for (int t = 1; t < p.levels(); ++t) {
    run_means<T, B, R>(p.means_of_hands(), rows);
    run_means<T, B, R>(p.means_of_keeps(), rows);
    put_maxima<T, B, R>(p.keeps(), rows, self);
    put_maxima<T, B, R>(p.hands_best(), rows, self);
  }
  // The first throw: its hands' values go straight into the expectation.
  run_means<T, B, R>(p.means_of_hands(), rows);
  run_means<T, B, R>(p.means_of_keeps(), rows);
  put_maxima<T, B, R>(p.keeps(), rows, self);
  ExpectationSum<T, B, R> sum[2];
  if (p.served_differs())
    sum_maxima<T, B, R>(p.hands_best(), rows, [&p](uint32_t h) { return uint32_t(p.stop_first_row(int(h))); }, prob, sum);
  else
    sum_maxima<T, B, R>(p.hands_best(), rows, self, prob, sum);
  sum[0].add(sum[1]);
  sum[0].put(e);
}

}  // namespace cubilete::solve::lanes

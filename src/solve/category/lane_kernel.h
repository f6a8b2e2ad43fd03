#pragma once
// The within-turn expectimax of the category games over many lanes at once, shared by the
// solitaire solver (lanes: upper subtotals) and the two-player solver (lanes: score
// differences). Every lane has the same turn structure, so the inner loops run over lanes and
// vectorise: a chunk of lanes is one 64-byte GCC vector (8 doubles or 16 floats), one AVX-512
// register, two AVX2 ones, four SSE2 ones. Everything here is always inlined, so the callers'
// target_clones functions get a copy for each instruction set.
//
// Keep values use the one-die recursion K(k) = 1/6 sum_f K(k+f), and the best proper keep of a
// hand the recursion B(k) = max(K(k), max_f B(k-f)), instead of summing over every outcome.
#include <algorithm>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "core/dice.h"
#include "games/category/category_game.h"
#include "solve/category/state_space.h"

// The vector helpers are always inlined (no vector crosses a call), and the clones' instantiations
// are reported at the end of the including file, so the ABI note is off for all of it.
#pragma GCC diagnostic ignored "-Wpsabi"

namespace cubilete::solve::lanes {

template <class T>
struct VecOf;
template <>
struct VecOf<double> {
  typedef double type __attribute__((vector_size(64)));
  typedef int16_t index __attribute__((vector_size(16)));
};
template <>
struct VecOf<float> {
  typedef float type __attribute__((vector_size(64)));
  typedef int16_t index __attribute__((vector_size(32)));
};
template <class T>
using Vec = typename VecOf<T>::type;
// Argmax tracking: one 16-bit index per lane.
template <class T>
using Idx = typename VecOf<T>::index;
template <class T>
constexpr int kChunk = int(64 / sizeof(T));

inline int round_up(int x, int chunk) { return (x + chunk - 1) / chunk * chunk; }

template <class T>
[[gnu::always_inline]] inline Vec<T> load(const T* p) {
  Vec<T> v;
  __builtin_memcpy(&v, p, sizeof v);
  return v;
}
template <class T>
[[gnu::always_inline]] inline void store(T* p, Vec<T> v) {
  __builtin_memcpy(p, &v, sizeof v);
}
template <class T>
[[gnu::always_inline]] inline Vec<T> vmax(Vec<T> a, Vec<T> b) {
  return a > b ? a : b;
}

// d = max over sources of (src[s] + add[s]); n a multiple of kChunk, at least one source.
template <class T>
[[gnu::always_inline]] inline void max_of_sums(T* __restrict d, const T* const* src, const T* add, int sources,
                                               int n) {
  for (int i = 0; i < n; i += kChunk<T>) {
    Vec<T> acc = load(src[0] + i) + add[0];
    for (int s = 1; s < sources; ++s) acc = vmax<T>(acc, load(src[s] + i) + add[s]);
    store(d + i, acc);
  }
}

// d = max over sources of src[s].
template <class T>
[[gnu::always_inline]] inline void max_of(T* d, const T* const* src, int sources, int n) {
  for (int i = 0; i < n; i += kChunk<T>) {
    Vec<T> acc = load(src[0] + i);
    for (int s = 1; s < sources; ++s) acc = vmax<T>(acc, load(src[s] + i));
    store(d + i, acc);
  }
}

template <class T>
[[gnu::always_inline]] inline void mean6(T* d, const T* const* s, int n) {
  const T *a = s[0], *b = s[1], *c = s[2], *e = s[3], *f = s[4], *g = s[5];
  const T sixth = T(1) / T(6);
  for (int i = 0; i < n; i += kChunk<T>)
    store(d + i, (load(a + i) + load(b + i) + load(c + i) + load(e + i) + load(f + i) + load(g + i)) * sixth);
}

template <class T>
[[gnu::always_inline]] inline void fma_into(T* __restrict d, const T* __restrict s, T p, int n) {
  for (int i = 0; i < n; i += kChunk<T>) store(d + i, load(d + i) + p * load(s + i));
}

template <class T>
[[gnu::always_inline]] inline Idx<T> load_idx(const int16_t* p) {
  Idx<T> v;
  __builtin_memcpy(&v, p, sizeof v);
  return v;
}
template <class T>
[[gnu::always_inline]] inline void store_idx(int16_t* p, Idx<T> v) {
  __builtin_memcpy(p, &v, sizeof v);
}

// max_of_sums with an index per lane, replaced where a later source is strictly better, so
// ties go to the earlier source exactly as in TurnValues.
template <class T>
[[gnu::always_inline]] inline void argmax_of_sums(T* __restrict d, int16_t* __restrict arg, const T* const* src,
                                                  const T* add, const int16_t* code, int sources, int n) {
  for (int i = 0; i < n; i += kChunk<T>) {
    Vec<T> acc = load(src[0] + i) + add[0];
    Idx<T> idx = Idx<T>{} + code[0];
    for (int s = 1; s < sources; ++s) {
      const Vec<T> cand = load(src[s] + i) + add[s];
      const auto better = cand > acc;
      acc = better ? cand : acc;
      idx = __builtin_convertvector(better, Idx<T>) ? Idx<T>{} + code[s] : idx;
    }
    store(d + i, acc);
    store_idx<T>(arg + i, idx);
  }
}

// max_of with the argmax taken from each source's own index row.
template <class T>
[[gnu::always_inline]] inline void argmax_of(T* d, int16_t* arg, const T* const* src, const int16_t* const* src_arg,
                                             int sources, int n) {
  for (int i = 0; i < n; i += kChunk<T>) {
    Vec<T> acc = load(src[0] + i);
    Idx<T> idx = load_idx<T>(src_arg[0] + i);
    for (int s = 1; s < sources; ++s) {
      const Vec<T> cand = load(src[s] + i);
      const auto better = cand > acc;
      acc = better ? cand : acc;
      idx = __builtin_convertvector(better, Idx<T>) ? load_idx<T>(src_arg[s] + i) : idx;
    }
    store(d + i, acc);
    store_idx<T>(arg + i, idx);
  }
}

// Keeps (fewer dice than a hand) in ascending size.
inline std::vector<int> keeps_by_size(int dice) {
  std::vector<int> keeps;
  for (int k = 0; k < dice; ++k)
    for (int i : multisets(dice).of_size(k)) keeps.push_back(i);
  return keeps;
}

// The shape of a turn: hands, keeps, throws and the multiset neighbours.
struct TurnShape {
  explicit TurnShape(const StateSpace& space)
      : space(space), table(multisets(space.dice())),
        hands(table.of_size(space.dice()).begin(), table.of_size(space.dice()).end()),
        keeps(keeps_by_size(space.dice())) {}
  const StateSpace& space;
  const MultisetTable& table;
  std::vector<int> hands, keeps;
};

// Where a policy is being extracted: argmax per row and lane (action codes for stops, keep
// indices for keep rows), and the hands' choices per rethrow level.
struct LevelTrack {
  LevelTrack(const TurnShape& k, size_t lanes) {
    work.resize(k.table.size() * lanes);
    level.resize(size_t(k.space.throws()) * k.table.size() * lanes);
    for (int r = 0; r < k.table.size(); ++r) self.push_back(std::vector<int16_t>(lanes, int16_t(r)));
  }
  const int16_t* stop = nullptr;        // argmax rows of `stop`
  const int16_t* stop_first = nullptr;  // ...and of `stop_first`
  std::vector<int16_t> work, level;     // level: [t][row][lane], t >= 1 (t = 0: `stop`)
  std::vector<std::vector<int16_t>> self;  // row r: r in every lane
};

// The turn's values, rows of n lanes indexed by multiset: on return, w[hand] holds each hand's
// value at the turn's first throw (every rethrow still to come). `stop` is the value of writing
// each hand now, `stop_first` the same on the turn's first throw (served bonus, instant wins);
// they may be the same rows.
template <class T>
[[gnu::always_inline]] inline void turn_levels(const TurnShape& k, T* w, const T* stop, const T* stop_first, int n,
                                               LevelTrack* track) {
  const auto& space = k.space;
  const int throws = space.throws();
  // Full-hand rows: value of the hand with t rethrows left; at t = 0, writing it now.
  const T* stop_last = throws == 1 ? stop_first : stop;
  for (int h : k.hands) std::copy_n(stop_last + h * n, n, w + h * n);
  for (int t = 1; t < throws; ++t) {
    // Keep rows: mean over the next die of the row above, largest keeps first.
    for (auto it = k.keeps.rbegin(); it != k.keeps.rend(); ++it) {
      const int kk = *it;
      const T* src[6];
      for (int f = 0; f < 6; ++f) src[f] = w + space.plus(kk, f) * n;
      mean6<T>(w + kk * n, src, n);
    }
    // In place, smallest first: the best keep among each keep's sub-multisets.
    const T* src[7];
    const int16_t* src_arg[7];
    int16_t* warg = track ? track->work.data() : nullptr;
    for (int kk : k.keeps) {
      int sources = 0;
      if (track) src_arg[sources] = track->self[kk].data();
      src[sources++] = w + kk * n;
      for (int f = 0; f < 6; ++f)
        if (int down = space.minus(kk, f); down >= 0) {
          if (track) src_arg[sources] = warg + down * n;
          src[sources++] = w + down * n;
        }
      if (track) argmax_of<T>(w + kk * n, warg + kk * n, src, src_arg, sources, n);
      else max_of<T>(w + kk * n, src, sources, n);
    }
    const bool first_throw = t == throws - 1;
    const T* stop_now = first_throw ? stop_first : stop;
    const int16_t* stop_arg = track ? (first_throw ? track->stop_first : track->stop) : nullptr;
    for (int h : k.hands) {
      int sources = 0;
      if (track) src_arg[sources] = stop_arg + h * n;
      src[sources++] = stop_now + h * n;
      for (int f = 0; f < 6; ++f)
        if (int down = space.minus(h, f); down >= 0) {
          if (track) src_arg[sources] = warg + down * n;
          src[sources++] = w + down * n;
        }
      if (track) argmax_of<T>(w + h * n, &track->level[(size_t(t) * k.table.size() + h) * n], src, src_arg, sources, n);
      else max_of<T>(w + h * n, src, sources, n);
    }
  }
}

// e = the expectation over the first throw of the hands' rows (after turn_levels). Summed in
// double whatever T: in float a sum of 252 terms would lose a few units in the sixth digit.
template <class T>
[[gnu::always_inline]] inline void first_throw_expectation(const TurnShape& k, const T* w, T* e, int n) {
  if constexpr (std::is_same_v<T, double>) {
    std::fill_n(e, n, 0.0);
    for (int h : k.hands) fma_into<double>(e, w + h * n, k.table.probability(h), n);
  } else {
    constexpr int kMost = 1024;
    double sum[kMost];
    for (int from = 0; from < n; from += kMost) {
      const int m = std::min(kMost, n - from);
      std::fill_n(sum, m, 0.0);
      for (int h : k.hands) {
        const double p = k.table.probability(h);
        const T* row = w + h * n + from;
        for (int i = 0; i < m; ++i) sum[i] += p * double(row[i]);
      }
      for (int i = 0; i < m; ++i) e[from + i] = T(sum[i]);
    }
  }
}

}  // namespace cubilete::solve::lanes

#pragma once
// Vector helpers for the category games' solvers, and the within-turn expectimax walked row by
// row over many lanes at once, recording each decision's argmax: where a policy is extracted
// (MaskPolicies), the choice of every hand at every rethrow. The solves themselves run the turn a
// slice at a time through turn_program.h, which builds on the helpers here. Rows are laid out in
// chunks of 64 bytes (8 doubles or 16 floats) whatever the instruction set; a kernel walks a
// chunk as the vectors its instruction set really has (the width is a template parameter: 64
// bytes for AVX-512, 32 for AVX2, 16 for SSE2 and WebAssembly's simd128), because GCC lowers a
// vector wider than the target's registers into scalar code with the accumulator kept in
// memory. Everything here is always inlined, so each caller's per-instruction-set function gets
// its own copy.
//
// Keep values use the one-die recursion K(k) = 1/6 sum_f K(k+f), and the best proper keep of a
// hand the recursion B(k) = max(K(k), max_f B(k-f)), instead of summing over every outcome.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "core/dice.h"
#include "games/category/category_game.h"
#include "solve/category/state_space.h"
#include "solve/category/simd_cap.h"

// The vector helpers are always inlined (no vector crosses a call), and the clones' instantiations
// are reported at the end of the including file, so the ABI note is off for all of it.
#pragma GCC diagnostic ignored "-Wpsabi"

namespace cubilete::solve::lanes {

// Bytes of a chunk of lanes: every row holds a whole number of chunks.
constexpr int kChunkBytes = 64;
template <class T>
constexpr int kChunk = int(kChunkBytes / sizeof(T));

// A vector of `Bytes` bytes, and the 16-bit argmax index of each of its lanes.
template <class T, int Bytes>
struct VecOf {
  typedef T type __attribute__((vector_size(Bytes)));
  typedef int16_t index __attribute__((vector_size(Bytes / sizeof(T) * sizeof(int16_t))));
};
template <class T, int Bytes>
using Vec = typename VecOf<T, Bytes>::type;
template <class T, int Bytes>
using Idx = typename VecOf<T, Bytes>::index;
// Lanes in one vector.
template <class T, int Bytes>
constexpr int kPer = int(Bytes / sizeof(T));

inline int round_up(int x, int chunk) { return (x + chunk - 1) / chunk * chunk; }

// The widest vectors this processor runs natively, in bytes: 64 (AVX-512), 32 (AVX2) or 16,
// capped by CUBILETE_SIMD (simd_cap.h).
inline int native_vector_bytes() {
  int bytes = 16;
#if defined(__x86_64__) || defined(__i386__)
  if (__builtin_cpu_supports("avx512f")) bytes = 64;
  else if (__builtin_cpu_supports("avx2")) bytes = 32;
#endif
  if (const char* cap = std::getenv("CUBILETE_SIMD")) bytes = std::min(bytes, simd_cap_bytes(cap).value_or(16));
  return bytes;
}

template <class T, int B>
[[gnu::always_inline]] inline Vec<T, B> load(const T* p) {
  Vec<T, B> v;
  __builtin_memcpy(&v, p, sizeof v);
  return v;
}
template <class T, int B>
[[gnu::always_inline]] inline void store(T* p, const Vec<T, B>& v) {
  __builtin_memcpy(p, &v, sizeof v);
}
template <class T, int B>
[[gnu::always_inline]] inline Vec<T, B> vmax(const Vec<T, B>& a, const Vec<T, B>& b) {
  return a > b ? a : b;
}

// The sum keeps its order, a + b + c + e + f + g, so every width rounds alike.
template <class T, int B>
[[gnu::always_inline]] inline void mean6(T* d, const T* const* s, int n) {
  const T *a = s[0], *b = s[1], *c = s[2], *e = s[3], *f = s[4], *g = s[5];
  const T sixth = T(1) / T(6);
  constexpr int per = kPer<T, B>;
  for (int i = 0; i < n; i += per)
    store<T, B>(d + i, (load<T, B>(a + i) + load<T, B>(b + i) + load<T, B>(c + i) + load<T, B>(e + i) +
                        load<T, B>(f + i) + load<T, B>(g + i)) *
                           sixth);
}

template <class T, int B>
[[gnu::always_inline]] inline Idx<T, B> load_idx(const int16_t* p) {
  Idx<T, B> v;
  __builtin_memcpy(&v, p, sizeof v);
  return v;
}
template <class T, int B>
[[gnu::always_inline]] inline void store_idx(int16_t* p, const Idx<T, B>& v) {
  __builtin_memcpy(p, &v, sizeof v);
}

// d = max over sources of (src[s] + add[s]), with an index per lane, replaced where a later
// source is strictly better, so ties go to the earlier source exactly as in TurnValues.
template <class T, int B>
[[gnu::always_inline]] inline void argmax_of_sums(T* __restrict d, int16_t* __restrict arg, const T* const* src,
                                                  const T* add, const int16_t* code, int sources, int n) {
  using I = Idx<T, B>;
  constexpr int per = kPer<T, B>;
  for (int i = 0; i < n; i += per) {
    Vec<T, B> acc = load<T, B>(src[0] + i) + add[0];
    I idx = I{} + code[0];
    for (int s = 1; s < sources; ++s) {
      const Vec<T, B> cand = load<T, B>(src[s] + i) + add[s];
      const auto better = cand > acc;
      acc = better ? cand : acc;
      idx = __builtin_convertvector(better, I) ? I{} + code[s] : idx;
    }
    store<T, B>(d + i, acc);
    store_idx<T, B>(arg + i, idx);
  }
}

// d = max over sources of src[s], with the argmax taken from each source's own index row.
template <class T, int B>
[[gnu::always_inline]] inline void argmax_of(T* d, int16_t* arg, const T* const* src, const int16_t* const* src_arg,
                                             int sources, int n) {
  constexpr int per = kPer<T, B>;
  for (int i = 0; i < n; i += per) {
    Vec<T, B> acc = load<T, B>(src[0] + i);
    Idx<T, B> idx = load_idx<T, B>(src_arg[0] + i);
    for (int s = 1; s < sources; ++s) {
      const Vec<T, B> cand = load<T, B>(src[s] + i);
      const auto better = cand > acc;
      acc = better ? cand : acc;
      idx = __builtin_convertvector(better, Idx<T, B>) ? load_idx<T, B>(src_arg[s] + i) : idx;
    }
    store<T, B>(d + i, acc);
    store_idx<T, B>(arg + i, idx);
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
        keeps(keeps_by_size(space.dice())), served_matters(served_bonus_paid(space)) {}
  static bool served_bonus_paid(const StateSpace& space) {
    const auto& r = space.scorer().rules();
    bool paid = false;
    for (const auto& c : r.categories) paid |= c.served_bonus && r.served_bonus != 0;
    return paid;
  }
  const StateSpace& space;
  const MultisetTable& table;
  std::vector<int> hands, keeps;
  // A served hand (on the turn's first throw) scores a bonus somewhere: the first throw's stops
  // differ from the others'.
  bool served_matters;
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

// The turn's values and choices, rows of n lanes indexed by multiset: on return, w[hand] holds
// each hand's value at the turn's first throw (every rethrow still to come) and `track` each
// hand's choice at each rethrow. n is a multiple of kChunk. `stop` is the value of writing each
// hand now, `stop_first` the same on the turn's first throw (served bonus, instant wins); they
// may be the same rows.
template <class T, int B>
[[gnu::always_inline]] inline void turn_choices(const TurnShape& k, T* w, const T* stop, const T* stop_first, int n,
                                                LevelTrack& track) {
  const auto& space = k.space;
  const int throws = space.throws();
  // Full-hand rows: value of the hand with t rethrows left; at t = 0, writing it now.
  const T* stop_last = throws == 1 ? stop_first : stop;
  if (throws == 1)
    for (int h : k.hands) std::copy_n(stop_last + h * n, n, w + h * n);
  const int dice = space.dice();
  int16_t* warg = track.work.data();
  for (int t = 1; t < throws; ++t) {
    // Keep rows: mean over the next die of the row above, largest keeps first. The full hands'
    // rows with no rethrow left are the stops themselves, read where they are.
    const T* full = t == 1 ? stop_last : w;
    for (auto it = k.keeps.rbegin(); it != k.keeps.rend(); ++it) {
      const int kk = *it;
      const T* above = k.table.dice(kk) == dice - 1 ? full : w;
      const T* src[6];
      for (int f = 0; f < 6; ++f) src[f] = above + space.plus(kk, f) * n;
      mean6<T, B>(w + kk * n, src, n);
    }
    // In place, smallest first: the best keep among each keep's sub-multisets.
    const T* src[7];
    const int16_t* src_arg[7];
    for (int kk : k.keeps) {
      int sources = 0;
      src_arg[sources] = track.self[kk].data();
      src[sources++] = w + kk * n;
      for (int f = 0; f < 6; ++f)
        if (int down = space.minus(kk, f); down >= 0) {
          src_arg[sources] = warg + down * n;
          src[sources++] = w + down * n;
        }
      argmax_of<T, B>(w + kk * n, warg + kk * n, src, src_arg, sources, n);
    }
    const bool first_throw = t == throws - 1;
    const T* stop_now = first_throw ? stop_first : stop;
    const int16_t* stop_arg = first_throw ? track.stop_first : track.stop;
    for (int h : k.hands) {
      int sources = 0;
      src_arg[sources] = stop_arg + h * n;
      src[sources++] = stop_now + h * n;
      for (int f = 0; f < 6; ++f)
        if (int down = space.minus(h, f); down >= 0) {
          src_arg[sources] = warg + down * n;
          src[sources++] = w + down * n;
        }
      argmax_of<T, B>(w + h * n, &track.level[(size_t(t) * k.table.size() + h) * n], src, src_arg, sources, n);
    }
  }
}

}  // namespace cubilete::solve::lanes

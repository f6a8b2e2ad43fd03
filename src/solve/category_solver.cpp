// The exact DP over (used categories, upper subtotal, flag). For one set of used categories all
// upper subtotals and both flag values share the turn's structure, so they are solved together as
// lanes of one vector; the inner loops run over lanes and vectorise (AVX-512 / AVX2 clones).
// Keep values use the one-die recursion K(k) = 1/6 sum_f K(k+f), and the best proper keep of a
// hand the recursion B(k) = max(K(k), max_f B(k-f)), instead of summing over every outcome.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <thread>

#include "solve/value_table.h"

namespace cubilete::solve {

namespace {


// Keeps (fewer dice than a hand) in ascending size.
std::vector<int> keeps_by_size(int dice) {
  std::vector<int> keeps;
  for (int k = 0; k < dice; ++k)
    for (int i : multisets(dice).of_size(k)) keeps.push_back(i);
  return keeps;
}

// Lanes come in chunks of 8 doubles, handled as one GCC vector (one AVX-512 register, two AVX2
// ones, four SSE2 ones in the default clone): each output chunk is accumulated in registers over
// all its sources and stored once.
#pragma GCC diagnostic ignored "-Wpsabi"  // the vector helpers are always inlined
constexpr int kChunk = 8;
typedef double Vec __attribute__((vector_size(kChunk * sizeof(double))));

[[gnu::always_inline]] inline Vec load(const double* p) {
  Vec v;
  __builtin_memcpy(&v, p, sizeof v);
  return v;
}
[[gnu::always_inline]] inline void store(double* p, Vec v) { __builtin_memcpy(p, &v, sizeof v); }
[[gnu::always_inline]] inline Vec vmax(Vec a, Vec b) { return a > b ? a : b; }

// d = max over sources of (src[s] + add[s]); n a multiple of kChunk, at least one source.
[[gnu::always_inline]] inline void max_of_sums(double* __restrict d, const double* const* src,
                                               const double* add, int sources, int n) {
  for (int i = 0; i < n; i += kChunk) {
    Vec acc = load(src[0] + i) + add[0];
    for (int s = 1; s < sources; ++s) acc = vmax(acc, load(src[s] + i) + add[s]);
    store(d + i, acc);
  }
}

// d = max over sources of src[s].
[[gnu::always_inline]] inline void max_of(double* d, const double* const* src,
                                          int sources, int n) {
  for (int i = 0; i < n; i += kChunk) {
    Vec acc = load(src[0] + i);
    for (int s = 1; s < sources; ++s) acc = vmax(acc, load(src[s] + i));
    store(d + i, acc);
  }
}

[[gnu::always_inline]] inline void mean6(double* d, const double* const* s, int n) {
  const double *a = s[0], *b = s[1], *c = s[2], *e = s[3], *f = s[4], *g = s[5];
  for (int i = 0; i < n; i += kChunk)
    store(d + i, (load(a + i) + load(b + i) + load(c + i) + load(e + i) + load(f + i) + load(g + i)) *
                     (1.0 / 6.0));
}

[[gnu::always_inline]] inline void fma_into(double* __restrict d, const double* __restrict s,
                                            double p, int n) {
  for (int i = 0; i < n; i += kChunk) store(d + i, load(d + i) + p * load(s + i));
}

int round_up(int x) { return (x + kChunk - 1) / kChunk * kChunk; }

// Per-preset facts the kernel reads for every mask.
struct Kernel {
  Kernel(const StateSpace& space, std::vector<double>& padded, int stride)
      : space(space), table(multisets(space.dice())), padded(padded), stride(stride),
        hands(table.of_size(space.dice()).begin(), table.of_size(space.dice()).end()),
        keeps(keeps_by_size(space.dice())) {
    const auto& r = space.scorer().rules();
    for (const auto& c : r.categories) served_matters |= c.served_bonus && r.served_bonus != 0;
  }
  const StateSpace& space;
  const MultisetTable& table;
  std::vector<double>& padded;
  int stride;
  std::vector<int> hands, keeps;
  bool served_matters = false;
};

struct Scratch {
  explicit Scratch(const Kernel& k) {
    const size_t lanes = size_t(k.space.groups()) * round_up(k.space.upper_lanes());
    for (auto* v : {&stop, &stop_served, &work}) v->resize(k.table.size() * lanes);
    e.resize(lanes);
  }
  // work holds, by multiset index, the value of each full hand and the keep value (then, in
  // place, the best keep among sub-multisets) of each smaller multiset: disjoint rows, so one
  // array keeps the working set small enough for L2.
  std::vector<double> stop, stop_served, work, e;
};

__attribute__((target_clones("avx512f", "avx2", "default")))
void fill_stops(const Kernel& k, uint32_t mask, int groups, int base, int width, bool served,
                double* stop) {
  const int lanes = groups * width, sg = k.space.groups();
  const double* src[32];
  double add[32];
  for (int h : k.hands) {
    for (int g = 0; g < groups; ++g) {
      int sources = 0;
      for (uint32_t legal = k.space.legal(mask, g, h); legal; legal &= legal - 1) {
        const int c = __builtin_ctz(legal);
        const auto mv = k.space.move(mask, g, h, c, served);
        src[sources] =
            &k.padded[(size_t(mask | (1u << c)) * sg + mv.flag) * k.stride + base + mv.shift];
        add[sources++] = mv.gain;
      }
      max_of_sums(stop + h * lanes + g * width, src, add, sources, width);
    }
  }
}

// Solves every state with these categories used; returns the number of states (lanes).
__attribute__((target_clones("avx512f", "avx2", "default")))
size_t solve_mask(const Kernel& k, Scratch& s, uint32_t mask) {
  const auto& space = k.space;
  const int fc = space.flag_category();
  const int groups = fc >= 0 && ((mask >> fc) & 1u) ? 2 : 1;
  // Lanes are the upper subtotals base..max_upper: base is the highest subtotal that can no
  // longer reach the bonus (it stands for all lower ones), or 0.
  const int high = space.max_upper(mask);
  const int base = std::min(std::max(0, space.live_upper(mask) - 1), high);
  const int width_exact = high - base + 1;
  const int width = round_up(width_exact);  // lanes per group; extra lanes are unreachable
  const int n = groups * width;             // lanes; also the stride of the scratch arrays
  fill_stops(k, mask, groups, base, width, false, s.stop.data());
  if (k.served_matters) fill_stops(k, mask, groups, base, width, true, s.stop_served.data());
  // Full-hand rows: value of the hand with t rethrows left; at t = 0, writing it now.
  double* w = s.work.data();
  for (int h : k.hands) std::copy_n(s.stop.data() + h * n, n, w + h * n);
  for (int t = 1; t < space.throws(); ++t) {
    // Keep rows: mean over the next die of the row above, largest keeps first.
    for (auto it = k.keeps.rbegin(); it != k.keeps.rend(); ++it) {
      const int kk = *it;
      const double* src[6];
      for (int f = 0; f < 6; ++f) src[f] = w + space.plus(kk, f) * n;
      mean6(w + kk * n, src, n);
    }
    // In place, smallest first: the best keep among each keep's sub-multisets.
    const double* src[7];
    for (int kk : k.keeps) {
      int sources = 0;
      src[sources++] = w + kk * n;
      for (int f = 0; f < 6; ++f)
        if (int down = space.minus(kk, f); down >= 0) src[sources++] = w + down * n;
      max_of(w + kk * n, src, sources, n);
    }
    const double* stop_now =
        (t == space.throws() - 1 && k.served_matters) ? s.stop_served.data() : s.stop.data();
    for (int h : k.hands) {
      int sources = 0;
      src[sources++] = stop_now + h * n;
      for (int f = 0; f < 6; ++f)
        if (int down = space.minus(h, f); down >= 0) src[sources++] = w + down * n;
      max_of(w + h * n, src, sources, n);
    }
  }
  const double* v = w;
  double* e = s.e.data();
  std::fill_n(e, n, 0.0);
  for (int h : k.hands) fma_into(e, v + h * n, k.table.probability(h), n);
  for (int g = 0; g < groups; ++g) {
    double* out = &k.padded[(size_t(mask) * space.groups() + g) * k.stride];
    std::copy_n(e + g * width, width_exact, out + base);
    std::fill(out, out + base, out[base]);
    if (high == space.upper_lanes() - 1) std::fill(out + high + 1, out + k.stride, out[high]);
  }
  return size_t(groups * width_exact);
}

}  // namespace

ValueTable solve_table(const StateSpace& space, int threads, SolveStats* stats) {
  const auto start = std::chrono::steady_clock::now();
  if (threads <= 0) threads = int(std::max(1u, std::thread::hardware_concurrency()));
  // Padding lets an upper category's write read subtotal u + points without clamping, and
  // lets every lane chunk be read whole.
  const int pad = space.has_bonus() ? space.dice() * 6 : 0;
  // A lane chunk may start at any subtotal, so reads can run a chunk past the last lane.
  const int stride = round_up(space.upper_lanes() + pad + kChunk);
  std::vector<double> padded(size_t(space.masks()) * space.groups() * stride, 0.0);
  const Kernel kernel(space, padded, stride);
  const uint32_t full = space.full_mask();
  for (int g = 0; g < space.groups(); ++g)
    for (int u = 0; u < stride; ++u)
      padded[(size_t(full) * space.groups() + g) * stride + u] =
          space.terminal_value(std::min(u, space.upper_lanes() - 1));

  // Masks by number of used categories, most first: each level needs only the next.
  std::vector<std::vector<uint32_t>> levels(space.categories());
  for (uint32_t m = 0; m < full; ++m) levels[__builtin_popcount(m)].push_back(m);
  std::atomic<size_t> states{1};
  for (int level = space.categories() - 1; level >= 0; --level) {
    const auto& masks = levels[level];
    std::atomic<size_t> next{0};
    auto work = [&] {
      Scratch scratch(kernel);
      size_t local = 0;
      for (size_t i; (i = next++) < masks.size();) local += solve_mask(kernel, scratch, masks[i]);
      states += local;
    };
    const int n = int(std::min<size_t>(threads, masks.size()));
    std::vector<std::thread> pool;
    for (int t = 1; t < n; ++t) pool.emplace_back(work);
    work();
    for (auto& t : pool) t.join();
  }

  std::vector<double> values(space.size());
  for (uint32_t m = 0; m <= full; ++m)
    for (int g = 0; g < space.groups(); ++g)
      std::copy_n(&padded[(size_t(m) * space.groups() + g) * stride], space.upper_lanes(),
                  &values[space.index({m, g, 0})]);
  if (stats) {
    stats->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    stats->threads = threads;
    stats->states = states;
  }
  return ValueTable(space, std::move(values));
}

}  // namespace cubilete::solve

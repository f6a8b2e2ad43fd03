// The exact two-player DP of the category games (duel_space.h). For one pair of cards every
// lead has the same turn structure, so all leads are solved together as lanes, a slice of them
// at a time through the turn's program (turn_program.h). Writing
// category c with g points reads the successor's values g lanes further on; each successor row
// is first copied into a padded buffer whose ends repeat the decided lanes, so every read is a
// plain unaligned vector load. The pair kernel is compiled once per instruction set, each with
// the vectors that instruction set really has, and chosen once per solve.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <memory>

#include "core/cancel.h"
#include "core/parallel.h"
#include "solve/category/lane_kernel.h"
#include "solve/category/turn_program.h"
#include "solve/category/duel/duel_table.h"

namespace cubilete::solve {

namespace {

using lanes::kChunk;

struct DuelKernel : lanes::TurnShape {
  explicit DuelKernel(const DuelSpace& duel)
      : TurnShape(duel.player()), duel(duel), program(*this, false), first_program(*this, true) {
    for (int c = 0; c < duel.categories(); ++c) most = std::max(most, duel.most(c));
  }
  const DuelSpace& duel;
  int most = 0;  // the largest most(c)
  // The turn, and the turn whose first throw has stops of its own (served bonus, instant wins).
  lanes::TurnProgram program, first_program;
};

template <class T>
struct DuelScratch {
  explicit DuelScratch(const DuelKernel& k)
      : rows(static_cast<uint8_t*>(std::aligned_alloc(64, size_t(k.first_program.rows()) * lanes::kSliceBytes)),
             &std::free) {
    if (!rows) throw std::bad_alloc();
    const int widest = lanes::round_up(2 * k.duel.reach(0) + 3, kChunk<T>);
    padded_stride = size_t(k.most + widest);
    padded.resize(size_t(k.duel.categories()) * 2 * padded_stride);
    for (auto& s : sources) s.resize(size_t(k.table.size()) * 32);
    for (auto& c : counts) c.resize(k.table.size());
    instant.resize(k.table.size());
  }
  T* padded_row(int cat, int flag) { return padded.data() + (size_t(cat) * 2 + flag) * padded_stride; }
  size_t padded_stride;
  std::vector<T> padded;  // [category][flag after writing it][lane + most(category)]
  // Per hand, unserved [0] and served [1]: the successor rows its legal writes read.
  std::vector<const T*> sources[2];
  std::vector<int> counts[2];
  std::vector<uint8_t> instant;
  std::unique_ptr<uint8_t, decltype(&std::free)> rows;  // a slice's rows of the turn's program
};

// One slice of R bytes of a pair's lanes, from lane `b`: every hand's stops from its sources, the
// turn, and the slice's values seen from the player who has just moved (the complement, leads
// reversed) into `out`. B: the vector width.
template <class T, int B, int R>
[[gnu::always_inline]] inline void solve_slice(const DuelKernel& k, DuelScratch<T>& s, const lanes::TurnProgram& program,
                                               int b, int lanes, T* out) {
  constexpr int W = std::min(B, R), kLanesOfSlice = int(R / sizeof(T));
  using S = lanes::Slice<T, W, R>;
  uint8_t* rows = s.rows.get();
  const bool first_differs = program.served_differs();
  for (int h : k.hands)
    for (int served = 0; served <= int(first_differs); ++served) {
      const int row = served ? program.stop_first_row(h) : program.stop_row(h);
      if (served && s.instant[h]) {
        S::filled(T(1)).put(rows, uint32_t(row));
        continue;
      }
      const int from = k.served_matters ? served : 0;
      const T* const* src = &s.sources[from][size_t(h) * 32];
      S best = S::from(src[0] + b);
      for (int i = 1; i < s.counts[from][h]; ++i) best.max_with(S::from(src[i] + b));
      best.put(rows, uint32_t(row));
    }
  alignas(64) T e[kLanesOfSlice];
  lanes::run_turn<T, W, R>(program, rows, e);
  for (int i = b; i < std::min(lanes, b + kLanesOfSlice); ++i) out[lanes - 1 - i] = T(1) - e[i - b];
}

// Solves the pair (mover, other) into `out` (its values in the layout of duel_space.h), reading
// the next layer's pairs from `next`. Returns the number of values written. B: the vector width
// in bytes.
template <class T, int B>
[[gnu::always_inline]] inline size_t solve_pair_with(const DuelKernel& k, DuelScratch<T>& s, uint32_t mover,
                                                     uint32_t other, const DuelSuccessors<T>& next, T* out) {
  const DuelSpace& d = k.duel;
  const StateSpace& player = d.player();
  const int lanes = d.lanes(mover, other);
  const int width = lanes::round_up(lanes, kChunk<T>);
  const int mover_groups = d.groups(mover), other_groups = d.groups(other);
  const uint32_t open = d.full_mask() & ~mover;
  for (int g_other = 0; g_other < other_groups; ++g_other) {
    // The mover's lead d (lane i = d + reach(mover) + 1) after writing c for g points is the
    // successor's lane i + g - most(c); padded row index i + g.
    for (uint32_t left = open; left; left &= left - 1) {
      const int c = __builtin_ctz(left);
      const uint32_t written = mover | (1u << c);
      const int succ_lanes = d.lanes(other, written), cap = d.most(c);
      const T* base = next(other, written);
      for (int f = 0; f < d.groups(written); ++f) {
        const T* row = base + size_t(g_other * d.groups(written) + f) * succ_lanes;
        T* p = s.padded_row(c, f);
        std::fill_n(p, cap, row[0]);
        const int body = std::min(succ_lanes, width);
        std::copy_n(row, body, p + cap);
        std::fill(p + cap + body, p + cap + width, row[succ_lanes - 1]);
      }
    }
    for (int g = 0; g < mover_groups; ++g) {
      bool any_instant = false;
      for (int h : k.hands) {
        s.instant[h] = player.instant_win(mover, g, h);
        any_instant |= s.instant[h];
        for (int served = 0; served <= int(k.served_matters); ++served) {
          int n = 0;
          const T** src = &s.sources[served][size_t(h) * 32];
          for (uint32_t legal = player.legal(mover, g, h); legal; legal &= legal - 1) {
            const int c = __builtin_ctz(legal);
            const auto mv = player.move(mover, g, h, c, served);
            src[n++] = s.padded_row(c, mv.flag) + mv.gain;
          }
          s.counts[served][h] = n;
        }
      }
      const lanes::TurnProgram& program = k.served_matters || any_instant ? k.first_program : k.program;
      T* o = out + size_t(g * other_groups + g_other) * lanes;
      // Whole slices, and a half slice for the last lanes where that covers them.
      constexpr int R = lanes::kSliceBytesFor<B>, kSlice = int(R / sizeof(T));
      for (int b = 0; b < width;) {
        if (width - b > kSlice / 2) {
          solve_slice<T, B, R>(k, s, program, b, lanes, o);
          b += kSlice;
        } else {
          solve_slice<T, B, R / 2>(k, s, program, b, lanes, o);
          b += kSlice / 2;
        }
      }
    }
  }
  return size_t(mover_groups * other_groups) * lanes;
}

// One instantiation per instruction set. GCC lowers a vector wider than the target's registers
// into scalar code, so each gets the width its registers have. The AVX-512 one contracts a + p * b
// into a fused multiply-add (AVX-512F has one on its 64-byte registers, plain AVX2 has none), so
// its last bits may differ from the others'.
template <class T>
using SolvePair = size_t (*)(const DuelKernel&, DuelScratch<T>&, uint32_t, uint32_t, const DuelSuccessors<T>&, T*);

template <class T>
size_t solve_pair_16(const DuelKernel& k, DuelScratch<T>& s, uint32_t mover, uint32_t other,
                     const DuelSuccessors<T>& next, T* out) {
  return solve_pair_with<T, 16>(k, s, mover, other, next, out);
}
#if defined(__x86_64__) || defined(__i386__)
template <class T>
__attribute__((target("avx2"))) size_t solve_pair_avx2(const DuelKernel& k, DuelScratch<T>& s, uint32_t mover,
                                                       uint32_t other, const DuelSuccessors<T>& next, T* out) {
  return solve_pair_with<T, 32>(k, s, mover, other, next, out);
}
template <class T>
__attribute__((target("avx512f"))) size_t solve_pair_avx512(const DuelKernel& k, DuelScratch<T>& s, uint32_t mover,
                                                           uint32_t other, const DuelSuccessors<T>& next, T* out) {
  return solve_pair_with<T, 64>(k, s, mover, other, next, out);
}
#endif

template <class T>
SolvePair<T> pick_solve_pair() {
  switch (lanes::native_vector_bytes()) {
#if defined(__x86_64__) || defined(__i386__)
    case 64: return solve_pair_avx512<T>;
    case 32: return solve_pair_avx2<T>;
#endif
    default: return solve_pair_16<T>;
  }
}

size_t biggest_layer(const DuelSpace& d, int first_layer) {
  size_t most = 0;
  for (int layer = first_layer; layer <= d.layers(); ++layer)
    most = std::max(most, d.layer_end(layer) - d.layer_begin(layer));
  return most;
}

// Hands a solved layer to the writer in the cache's form (duel_store.h), one mover's pairs at a
// time.
template <class T>
bool write_layer(const DuelSolveRequest& r, int layer, const T* values) {
  if (!r.write || !r.store->stores(layer)) return true;
  const DuelSpace& d = r.store->space();
  const uint32_t first_other = d.cards(d.other_size(layer)).front();
  std::vector<uint16_t> packed;
  bool ok = true;
  for (uint32_t m : d.cards(d.mover_size(layer))) {
    r.store->pack(layer, m, values + (d.offset(m, first_other) - d.layer_begin(layer)), packed);
    ok = r.write(r.store->offset(m, first_other) * sizeof(uint16_t), packed.data(), packed.size() * sizeof(uint16_t)) && ok;
  }
  return ok;
}

// The next layer's pairs where the solver holds the whole layer.
template <class T>
struct LayerHeld {
  const DuelSpace* space;
  const T* values;
  size_t begin;
  static const T* pair(const void* self, uint32_t mover, uint32_t other) {
    const auto& h = *static_cast<const LayerHeld*>(self);
    return h.values + (h.space->offset(mover, other) - h.begin);
  }
};

template <class T>
DuelSolved solve_layers(const DuelSpace& d, const DuelSolveRequest& r) {
  const Stopwatch clock;
  const int threads = thread_count(r.threads);
  const DuelKernel kernel(d);
  const SolvePair<T> solve_pair = pick_solve_pair<T>();
  DuelSolved result;
  // Either the whole table, or the two layers in use (by parity).
  std::vector<T> all, buffers[2];
  const size_t base = d.layer_begin(r.first_layer);  // the first value kept
  if (r.keep) {
    all.resize(d.size() - base);
  } else {
    for (auto& b : buffers) b.resize(biggest_layer(d, r.first_layer));
  }
  auto layer = [&](int L) { return r.keep ? all.data() + (d.layer_begin(L) - base) : buffers[L & 1].data(); };
  result.stats.memory_bytes = duel_solve_bytes(d, r);

  // Both cards full: the player who moved last wins when ahead, shares a tie.
  const int end = d.layers();
  const uint32_t full = d.full_mask();
  T* last = layer(end);
  for (int g = 0; g < d.groups(full) * d.groups(full); ++g) {
    last[g * 3 + 0] = 0;
    last[g * 3 + 1] = T(0.5);
    last[g * 3 + 2] = 1;
  }
  bool written = write_layer(r, end, last);
  size_t states = d.layer_end(end) - d.layer_begin(end), pairs = 1;

  for (int L = end - 1; L >= r.first_layer; --L) {
    const auto& movers = d.cards(d.mover_size(L));
    const auto& others = d.cards(d.other_size(L));
    const size_t count = d.layer_pairs(L);
    const LayerHeld<T> held{&d, layer(L + 1), d.layer_begin(L + 1)};
    const DuelSuccessors<T> next{LayerHeld<T>::pair, &held};
    T* cur = layer(L);
    std::atomic<size_t> next_pair{0}, done{0};
    constexpr size_t kUnit = 16;
    auto work = [&] {
      DuelScratch<T> scratch(kernel);
      size_t local = 0;
      for (size_t p; (p = next_pair.fetch_add(kUnit)) < count;)
        for (size_t q = p; q < std::min(count, p + kUnit); ++q) {
          const uint32_t m = movers[q / others.size()], o = others[q % others.size()];
          local += solve_pair(kernel, scratch, m, o, next, cur + (d.offset(m, o) - d.layer_begin(L)));
        }
      done += local;
    };
    run_on_threads(int(std::min<size_t>(threads, (count + kUnit - 1) / kUnit)), work);
    states += done;
    pairs += count;
    written = write_layer(r, L, cur) && written;
    if (r.progress) r.progress(L, clock.seconds());
    if (cancel_requested()) throw Cancelled();  // a server stopping: a layer takes seconds at most
  }

  result.first_player = r.first_layer == 0 ? 1.0 - double(layer(0)[d.index(0, 0, 0, 0, 0)])
                                           : std::numeric_limits<double>::quiet_NaN();
  if (r.write && r.first_layer == 0)
    written = r.write(r.store->first_player_offset(), &result.first_player, sizeof(double)) && written;
  result.stats.seconds = clock.seconds();
  result.stats.threads = threads;
  result.stats.states = states;
  result.stats.pairs = pairs;
  result.stats.written = written;
  if (r.keep) result.table.emplace(d, std::move(all), r.first_layer);
  return result;
}

}  // namespace

size_t duel_solve_bytes(const DuelSpace& d, const DuelSolveRequest& r) {
  const size_t values = r.keep ? d.size() - d.layer_begin(r.first_layer) : 2 * biggest_layer(d, r.first_layer);
  return values * (r.doubles ? sizeof(double) : sizeof(float));
}

DuelSolved solve_duel(const DuelSpace& space, const DuelSolveRequest& request) {
  return request.doubles ? solve_layers<double>(space, request) : solve_layers<float>(space, request);
}

struct DuelPairSolver::Parts {
  explicit Parts(const DuelSpace& space) : kernel(space), scratch(kernel) {}
  DuelKernel kernel;
  DuelScratch<float> scratch;
  SolvePair<float> solve = pick_solve_pair<float>();
};

DuelPairSolver::DuelPairSolver(const DuelSpace& space) : parts_(std::make_unique<Parts>(space)) {}
DuelPairSolver::~DuelPairSolver() = default;

void DuelPairSolver::solve(uint32_t mover, uint32_t other, const DuelSuccessors<float>& next, float* out) {
  parts_->solve(parts_->kernel, parts_->scratch, mover, other, next, out);
}

}  // namespace cubilete::solve

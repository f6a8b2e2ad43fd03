// The exact DP over (used categories, upper subtotal, flag). For one set of used categories all
// upper subtotals and both flag values share the turn's structure, so they are solved together as
// lanes of one vector; the inner loops run over lanes and vectorise (AVX-512 / AVX2 clones).
// Keep values use the one-die recursion K(k) = 1/6 sum_f K(k+f), and the best proper keep of a
// hand the recursion B(k) = max(K(k), max_f B(k-f)), instead of summing over every outcome.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <limits>
#include <new>
#include <thread>

#include <emmintrin.h>
#include <sys/mman.h>
#include <unistd.h>

#include "core/parallel.h"
#include "games/category/category_game.h"
#include "solve/cache_file.h"
#include "solve/mask_policy.h"
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

// Argmax tracking (policy extraction): an index per lane, replaced where a later source is
// strictly better, so ties go to the earlier source exactly as in TurnValues. Indices are
// multisets (< 462) or kScoreBase + category, so 16 bits hold them.
typedef int16_t Idx __attribute__((vector_size(kChunk * sizeof(int16_t))));
static_assert(category::kScoreBase + 32 <= INT16_MAX);
[[gnu::always_inline]] inline Idx load_idx(const int16_t* p) {
  Idx v;
  __builtin_memcpy(&v, p, sizeof v);
  return v;
}
[[gnu::always_inline]] inline void store_idx(int16_t* p, Idx v) { __builtin_memcpy(p, &v, sizeof v); }

[[gnu::always_inline]] inline void argmax_of_sums(double* __restrict d, int16_t* __restrict arg,
                                                  const double* const* src, const double* add,
                                                  const int16_t* code, int sources, int n) {
  for (int i = 0; i < n; i += kChunk) {
    Vec acc = load(src[0] + i) + add[0];
    Idx idx = Idx{} + code[0];
    for (int s = 1; s < sources; ++s) {
      const Vec cand = load(src[s] + i) + add[s];
      const auto better = cand > acc;
      acc = better ? cand : acc;
      idx = __builtin_convertvector(better, Idx) ? Idx{} + code[s] : idx;
    }
    store(d + i, acc);
    store_idx(arg + i, idx);
  }
}

// d = max of the first source and the others, arg from `first_arg` or the others' args.
[[gnu::always_inline]] inline void argmax_of(double* d, int16_t* arg, const double* const* src,
                                             const int16_t* const* src_arg, int sources, int n) {
  for (int i = 0; i < n; i += kChunk) {
    Vec acc = load(src[0] + i);
    Idx idx = load_idx(src_arg[0] + i);
    for (int s = 1; s < sources; ++s) {
      const Vec cand = load(src[s] + i);
      const auto better = cand > acc;
      acc = better ? cand : acc;
      idx = __builtin_convertvector(better, Idx) ? load_idx(src_arg[s] + i) : idx;
    }
    store(d + i, acc);
    store_idx(arg + i, idx);
  }
}

// memcpy with non-temporal stores for the 16-byte-aligned middle, visible to other threads when
// it returns.
void stream_copy(uint8_t* to, const uint8_t* from, size_t bytes) {
  const size_t head = std::min(bytes, size_t(-reinterpret_cast<uintptr_t>(to) & 15));
  std::memcpy(to, from, head);
  size_t i = head;
  for (; i + 16 <= bytes; i += 16)
    _mm_stream_si128(reinterpret_cast<__m128i*>(to + i), _mm_loadu_si128(reinterpret_cast<const __m128i*>(from + i)));
  std::memcpy(to + i, from + i, bytes - i);
  _mm_sfence();  // streamed stores are not ordered by the release that publishes them
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

// Where a policy is being extracted: argmax per row and lane (action codes for stops and
// hands, keep indices for keep rows), and the hands' choices per rethrow level.
struct Track {
  explicit Track(const Kernel& k) {
    const size_t lanes = size_t(k.space.groups()) * round_up(k.space.upper_lanes());
    for (auto* v : {&stop, &stop_served, &work}) v->resize(k.table.size() * lanes);
    level.resize(size_t(k.space.throws()) * k.table.size() * lanes);
    for (int r = 0; r < k.table.size(); ++r) self.push_back(std::vector<int16_t>(lanes, r));
  }
  std::vector<int16_t> stop, stop_served, work, level;  // level: [t][row][lane]
  std::vector<std::vector<int16_t>> self;               // row r: r in every lane
};

__attribute__((target_clones("avx512f", "avx2", "default")))
void fill_stops(const Kernel& k, uint32_t mask, int groups, int base, int width, bool served,
                double* stop, int16_t* arg) {
  const int lanes = groups * width, sg = k.space.groups();
  const double* src[32];
  double add[32];
  int16_t code[32];
  for (int h : k.hands) {
    for (int g = 0; g < groups; ++g) {
      int sources = 0;
      for (uint32_t legal = k.space.legal(mask, g, h); legal; legal &= legal - 1) {
        const int c = __builtin_ctz(legal);
        const auto mv = k.space.move(mask, g, h, c, served);
        src[sources] =
            &k.padded[(size_t(mask | (1u << c)) * sg + mv.flag) * k.stride + base + mv.shift];
        code[sources] = category::kScoreBase + c;
        add[sources++] = mv.gain;
      }
      const int at = h * lanes + g * width;
      if (arg) argmax_of_sums(stop + at, arg + at, src, add, code, sources, width);
      else max_of_sums(stop + at, src, add, sources, width);
    }
  }
}

// Solves every state with these categories used; returns the number of states (lanes).
__attribute__((target_clones("avx512f", "avx2", "default")))
size_t solve_mask(const Kernel& k, Scratch& s, uint32_t mask, Track* track) {
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
  fill_stops(k, mask, groups, base, width, false, s.stop.data(), track ? track->stop.data() : nullptr);
  if (k.served_matters)
    fill_stops(k, mask, groups, base, width, true, s.stop_served.data(),
               track ? track->stop_served.data() : nullptr);
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
      if (track) argmax_of(w + kk * n, warg + kk * n, src, src_arg, sources, n);
      else max_of(w + kk * n, src, sources, n);
    }
    const bool first_throw = t == space.throws() - 1 && k.served_matters;
    const double* stop_now = first_throw ? s.stop_served.data() : s.stop.data();
    const int16_t* stop_arg =
        track ? (first_throw ? track->stop_served.data() : track->stop.data()) : nullptr;
    for (int h : k.hands) {
      int sources = 0;
      if (track) src_arg[sources] = stop_arg + h * n;
      src[sources++] = stop_now + h * n;
      for (int f = 0; f < 6; ++f)
        if (int down = space.minus(h, f); down >= 0) {
          if (track) src_arg[sources] = warg + down * n;
          src[sources++] = w + down * n;
        }
      if (track) argmax_of(w + h * n, &track->level[(size_t(t) * k.table.size() + h) * n], src, src_arg, sources, n);
      else max_of(w + h * n, src, sources, n);
    }
  }
  if (track) return size_t(groups * width_exact);  // policy only: the table is already solved
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

// Padding lets an upper category's write read subtotal u + points without clamping, and lets
// every lane chunk be read whole (a chunk may start at any subtotal).
int padded_stride(const StateSpace& space) {
  const int pad = space.has_bonus() ? space.dice() * 6 : 0;
  return round_up(space.upper_lanes() + pad + kChunk);
}

}  // namespace

struct MaskPolicies::Impl {
  Impl(const StateSpace& space, const ValueTable& table)
      : stride(padded_stride(space)),
        padded(size_t(space.masks()) * space.groups() * stride, 0.0),
        kernel(space, padded, stride) {
    for (uint32_t m = 0; m < space.masks(); ++m)
      for (int g = 0; g < space.groups(); ++g) {
        double* out = &padded[(size_t(m) * space.groups() + g) * stride];
        for (int u = 0; u < stride; ++u)
          out[u] = table.at({m, g, std::min(u, space.upper_lanes() - 1)});
      }
  }
  int stride;
  std::vector<double> padded;
  Kernel kernel;
  // Identifies this policy's per-thread scratch (an address could be reused by a later one).
  const uint64_t id = next_id.fetch_add(1) + 1;
  static inline std::atomic<uint64_t> next_id{0};
};

MaskPolicies::MaskPolicies(const StateSpace& space, const ValueTable& table)
    : space_(space), impl_(std::make_unique<Impl>(space, table)),
      layout_(std::make_unique<Layout[]>(space.masks())) {
  const auto& sets = multisets(space.dice());
  first_hand_ = sets.of_size(space.dice()).front();
  hands_ = int(sets.of_size(space.dice()).size());
  row_ = space.throws() * hands_;
  position_.assign(size_t(hands_) * sets.size(), 0xFF);
  subsets_.assign(size_t(hands_) * 32, -1);
  for (int h : sets.of_size(space.dice())) {
    const auto subs = sets.subsets(h);
    for (size_t i = 0; i < subs.size(); ++i) {
      position_[size_t(h - first_hand_) * sets.size() + subs[i]] = uint8_t(i);
      subsets_[size_t(h - first_hand_) * 32 + i] = int16_t(subs[i]);
    }
  }
  const int fc = space.flag_category();
  for (uint32_t m = 0; m < space.masks(); ++m) {
    const int high = space.max_upper(m);
    const int base = std::min(std::max(0, space.live_upper(m) - 1), high);
    const int groups = fc >= 0 && ((m >> fc) & 1u) ? 2 : 1;
    layout_[m].offset = arena_bytes_;
    layout_[m].base = int16_t(base);
    layout_[m].width = int16_t(high - base + 1);
    arena_bytes_ += size_t(groups) * layout_[m].width * row_;
  }
  // Reserved, not committed: only the sets play reaches take memory. Huge pages spare the TLB
  // misses that random lookups into hundreds of megabytes would otherwise add.
  void* p = mmap(nullptr, arena_bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) throw std::bad_alloc();
  madvise(p, arena_bytes_, MADV_HUGEPAGE);
  arena_ = static_cast<uint8_t*>(p);
}

MaskPolicies::~MaskPolicies() { munmap(arena_, arena_bytes_); }

void MaskPolicies::fill(uint32_t mask) const {
  thread_local uint64_t owner = 0;
  thread_local std::unique_ptr<Scratch> scratch;
  thread_local std::unique_ptr<Track> track;
  const Kernel& k = impl_->kernel;
  if (owner != impl_->id) {
    scratch = std::make_unique<Scratch>(k);
    track = std::make_unique<Track>(k);
    owner = impl_->id;
  }
  solve_mask(k, *scratch, mask, track.get());
  const Layout& l = layout_[mask];
  const int fc = space_.flag_category();
  const int groups = fc >= 0 && ((mask >> fc) & 1u) ? 2 : 1;
  const int width = round_up(l.width), n = groups * width;
  const int nsets = k.table.size();
  // Assembled in a buffer that stays in cache, then streamed out: the arena is far larger than
  // the caches and is not read back soon, so this spares reading every line before writing it.
  thread_local std::vector<uint8_t> codes;
  const size_t row = size_t(row_);  // locals: the byte stores could alias members
  const int lanes = l.width;
  codes.resize(size_t(groups) * lanes * row);
  for (int t = 0; t < space_.throws(); ++t)
    for (int h : k.hands) {
      // With no rethrow left the choice is the (unserved) best category.
      const int16_t* arg = t == 0 ? &track->stop[h * n] : &track->level[(size_t(t) * nsets + h) * n];
      const uint8_t* position = &position_[size_t(h - first_hand_) * nsets];
      uint8_t* to = codes.data() + size_t(t) * hands_ + (h - first_hand_);
      for (int g = 0; g < groups; ++g)
        for (int i = 0; i < lanes; ++i, to += row) {
          const int a = arg[g * width + i];
          *to = a >= category::kScoreBase ? uint8_t(32 + (a - category::kScoreBase)) : position[a];
        }
    }
  stream_copy(arena_ + l.offset, codes.data(), codes.size());
}

const uint8_t* MaskPolicies::codes(uint32_t mask) const {
  auto& ready = layout_[mask].ready;
  if (ready.load(std::memory_order_acquire) != 2) {
    uint8_t empty = 0;
    if (ready.compare_exchange_strong(empty, 1, std::memory_order_acq_rel)) {
      fill(mask);
      ready.store(2, std::memory_order_release);
    } else {
      while (ready.load(std::memory_order_acquire) != 2) std::this_thread::yield();  // another thread fills it
    }
  }
  return arena_ + layout_[mask].offset;
}

const uint8_t* MaskPolicies::row(const StateKey& state) const {
  const uint8_t* codes_of_mask = codes(state.mask);
  const Layout& l = layout_[state.mask];
  const int lane = std::clamp(state.upper - l.base, 0, l.width - 1);
  return codes_of_mask + (size_t(state.flag) * l.width + lane) * row_;
}

Action MaskPolicies::best(const StateKey& state, int hand, int rethrows_left) const {
  const uint8_t* row = this->row(state);
  if (rethrows_left == space_.throws() - 1)  // a turn's first decision: fetch the rest now
    for (int i = 0; i < rethrows_left * hands_; i += 64) __builtin_prefetch(row + i);
  return decode(row, hand, rethrows_left);
}

void MaskPolicies::fill_all(int threads) const {
  std::atomic<uint32_t> next{0};
  auto work = [&] {
    for (uint32_t m; (m = next++) < space_.full_mask();) codes(m);  // the full card decides nothing
  };
  run_on_threads(threads, work);
}

bool MaskPolicies::save(const std::string& path, const std::string& header, int threads) const {
  fill_all(threads);
  return save_cache_file(path, header, arena_bytes_, arena_, arena_bytes_);
}

bool MaskPolicies::load(const std::string& path, const std::string& header, int threads) const {
  const auto file = open_cache_file(path, header, arena_bytes_, arena_bytes_);
  if (!file) return false;
  // Runs of sets in arena order, each claimed set by set (another thread may be filling one) and
  // read with one call per run of claimed sets.
  constexpr uint32_t kRun = 512;
  const uint32_t sets = space_.full_mask();  // the full card decides nothing
  std::atomic<uint32_t> next{0};
  std::atomic<bool> ok{true};
  auto read = [&](uint32_t from, uint32_t to) {  // claimed sets [from, to)
    if (from == to) return;
    const uint64_t begin = layout_[from].offset, end = layout_[to].offset;  // to <= the full card < masks
    for (uint64_t at = begin; at < end;) {
      const ssize_t got = ::pread(file->fd(), arena_ + at, end - at, off_t(file->data_offset() + at));
      if (got <= 0) {
        ok = false;
        break;
      }
      at += uint64_t(got);
    }
    for (uint32_t m = from; m < to; ++m) layout_[m].ready.store(ok ? 2 : 0, std::memory_order_release);
  };
  auto work = [&] {
    for (uint32_t first; (first = next.fetch_add(kRun)) < sets;) {
      uint32_t run = first;
      for (uint32_t m = first; m < std::min(sets, first + kRun); ++m) {
        uint8_t empty = 0;
        if (!layout_[m].ready.compare_exchange_strong(empty, 1, std::memory_order_acq_rel)) {
          read(run, m);
          run = m + 1;
        }
      }
      read(run, std::min(sets, first + kRun));
    }
  };
  run_on_threads(threads, work);
  return ok;
}

ValueTable solve_table(const StateSpace& space, int threads, SolveStats* stats) {
  const Stopwatch clock;
  threads = thread_count(threads);
  const int stride = padded_stride(space);
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
      for (size_t i; (i = next++) < masks.size();)
        local += solve_mask(kernel, scratch, masks[i], nullptr);
      states += local;
    };
    run_on_threads(int(std::min<size_t>(threads, masks.size())), work);
  }

  std::vector<double> values(space.size());
  for (uint32_t m = 0; m <= full; ++m)
    for (int g = 0; g < space.groups(); ++g)
      std::copy_n(&padded[(size_t(m) * space.groups() + g) * stride], space.upper_lanes(),
                  &values[space.index({m, g, 0})]);
  if (stats) {
    stats->seconds = clock.seconds();
    stats->threads = threads;
    stats->states = states;
  }
  return ValueTable(space, std::move(values));
}

}  // namespace cubilete::solve

// The exact DP over (used categories, upper subtotal, flag). For one set of used categories all
// upper subtotals and both flag values share the turn's structure, so they are solved together as
// lanes of one vector; the turn itself is the shared lane kernel (lane_kernel.h).
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
#include "solve/category/lane_kernel.h"
#include "solve/category/mask_policy.h"
#include "solve/category/solitaire_table.h"
#include "solve/common/cache_file.h"

namespace cubilete::solve {

namespace {

using lanes::kChunk;
using lanes::TurnShape;
constexpr int kLanes = kChunk<double>;
int round_up(int x) { return lanes::round_up(x, kLanes); }

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

// Per-preset facts the kernel reads for every mask.
struct Kernel : TurnShape {
  Kernel(const StateSpace& space, std::vector<double>& padded, int stride)
      : TurnShape(space), padded(padded), stride(stride) {
    const auto& r = space.scorer().rules();
    for (const auto& c : r.categories) served_matters |= c.served_bonus && r.served_bonus != 0;
  }
  std::vector<double>& padded;
  int stride;
  bool served_matters = false;
};

size_t mask_lanes(const Kernel& k) { return size_t(k.space.groups()) * round_up(k.space.upper_lanes()); }

struct Scratch {
  explicit Scratch(const Kernel& k) {
    for (auto* v : {&stop, &stop_served, &work}) v->resize(k.table.size() * mask_lanes(k));
    e.resize(mask_lanes(k));
  }
  // work holds, by multiset index, the value of each full hand and the keep value (then, in
  // place, the best keep among sub-multisets) of each smaller multiset: disjoint rows, so one
  // array keeps the working set small enough for L2.
  std::vector<double> stop, stop_served, work, e;
};

// Where a policy is being extracted: the argmax rows of the stops besides the turn's.
struct Track : lanes::LevelTrack {
  explicit Track(const Kernel& k) : LevelTrack(k, mask_lanes(k)) {
    for (auto* v : {&stop_rows, &stop_served_rows}) v->resize(k.table.size() * mask_lanes(k));
  }
  std::vector<int16_t> stop_rows, stop_served_rows;
};

__attribute__((target_clones("avx512f", "avx2", "default")))
void fill_stops(const Kernel& k, uint32_t mask, int groups, int base, int width, bool served,
                double* stop, int16_t* arg) {
  const int row = groups * width, sg = k.space.groups();
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
      const int at = h * row + g * width;
      if (arg) lanes::argmax_of_sums<double>(stop + at, arg + at, src, add, code, sources, width);
      else lanes::max_of_sums<double>(stop + at, src, add, sources, width);
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
  fill_stops(k, mask, groups, base, width, false, s.stop.data(), track ? track->stop_rows.data() : nullptr);
  if (k.served_matters)
    fill_stops(k, mask, groups, base, width, true, s.stop_served.data(),
               track ? track->stop_served_rows.data() : nullptr);
  const double* stop_first = k.served_matters ? s.stop_served.data() : s.stop.data();
  if (track) {
    track->stop = track->stop_rows.data();
    track->stop_first = k.served_matters ? track->stop_served_rows.data() : track->stop_rows.data();
  }
  double* w = s.work.data();
  lanes::turn_levels<double>(k, w, s.stop.data(), stop_first, n, track);
  if (track) return size_t(groups * width_exact);  // policy only: the table is already solved
  double* e = s.e.data();
  lanes::first_throw_expectation<double>(k, w, e, n);
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
  return round_up(space.upper_lanes() + pad + kLanes);
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
      const int16_t* arg = t == 0 ? &track->stop_rows[h * n] : &track->level[(size_t(t) * nsets + h) * n];
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

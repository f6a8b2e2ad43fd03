// The exact DP over (used categories, upper subtotal, flag). For one set of used categories all
// upper subtotals and both flag values share the turn's structure, so they are solved together as
// lanes of one vector; the turn itself is the shared lane kernel (lane_kernel.h).
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>
#include <new>
#include <stdexcept>
#include <thread>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include <sys/mman.h>
#include <unistd.h>

#include "core/parallel.h"
#include "games/category/category_game.h"
#include "solve/category/lane_kernel.h"
#include "solve/category/mask_policy.h"
#include "solve/category/solitaire_table.h"
#include "solve/category/turn_program.h"
#include "solve/common/cache_file.h"

namespace cubilete::solve {

namespace {

using lanes::kChunk;
using lanes::TurnShape;
constexpr int kLanes = kChunk<double>;
constexpr int kSliceLanes = int(lanes::kSliceBytes / sizeof(double));
constexpr int kMaxSources = 32;  // categories
int round_up(int x) { return lanes::round_up(x, kLanes); }

// memcpy with non-temporal stores for the 16-byte-aligned middle, visible to other threads when
// it returns.
void stream_copy(uint8_t* to, const uint8_t* from, size_t bytes) {
#if !defined(__SSE2__)
  std::memcpy(to, from, bytes);  // no streaming stores (WebAssembly): plain ones
#else
  const size_t head = std::min(bytes, size_t(-reinterpret_cast<uintptr_t>(to) & 15));
  std::memcpy(to, from, head);
  size_t i = head;
  for (; i + 16 <= bytes; i += 16)
    _mm_stream_si128(reinterpret_cast<__m128i*>(to + i), _mm_loadu_si128(reinterpret_cast<const __m128i*>(from + i)));
  std::memcpy(to + i, from + i, bytes - i);
  _mm_sfence();  // streamed stores are not ordered by the release that publishes them
#endif
}

// The values of every state, read at scattered successor rows across tens of megabytes: fresh
// pages from the kernel, zero until written and faulted in by the threads that first write them
// (nothing fills them beforehand), on huge pages where the kernel offers them, which spares most
// TLB misses and page faults.
class Padded {
 public:
  explicit Padded(size_t count) : count_(count) {
    constexpr size_t kHuge = size_t(2) << 20;
    bytes_ = (count * sizeof(double) + kHuge - 1) / kHuge * kHuge;
    void* p = mmap(nullptr, bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
    madvise(p, bytes_, MADV_HUGEPAGE);
#endif
    values_ = static_cast<double*>(p);
  }
  ~Padded() { munmap(values_, bytes_); }
  Padded(const Padded&) = delete;
  Padded& operator=(const Padded&) = delete;
  double* data() const { return values_; }
  double& operator[](size_t i) const { return values_[i]; }
  size_t size() const { return count_; }

 private:
  double* values_;
  size_t count_, bytes_;
};

// What writing a hand into a category does, for the hands that are not special: the category's
// few distinct moves, and which of them each hand makes.
struct CategoryMoves {
  std::vector<StateSpace::Move> moves;
  std::vector<uint8_t> of_hand;  // by the hand's place in `hands`
};

// Per-preset facts the kernel reads for every mask.
struct Kernel : TurnShape {
  Kernel(const StateSpace& space, Padded& padded, int stride)
      : TurnShape(space), padded(padded), stride(stride),
        every_open_is_legal(space.scorer().rules().scratch == category::Scratch::Any),
        program(*this, served_matters) {
    const int ncat = space.categories();
    for (int served = 0; served < 2; ++served) {
      moves[served].resize(size_t(ncat));
      for (int c = 0; c < ncat; ++c) {
        auto& m = moves[served][size_t(c)];
        for (int h : hands) {
          const auto& move = space.plain_moves(h, served)[c];
          auto same = std::find_if(m.moves.begin(), m.moves.end(), [&](const StateSpace::Move& o) {
            return o.gain == move.gain && o.shift == move.shift;
          });
          if (same == m.moves.end()) same = m.moves.insert(same, move);
          m.of_hand.push_back(uint8_t(same - m.moves.begin()));
        }
        most_moves += m.moves.size();
      }
    }
    for (size_t i = 0; i < hands.size(); ++i)
      if (space.special(hands[i])) special_hands.push_back(int(i));
  }
  Padded& padded;
  int stride;
  // Every hand that is not special may be written into every open category.
  bool every_open_is_legal;
  std::vector<CategoryMoves> moves[2];  // [served][category]
  size_t most_moves = 0;                // of both, over every category
  std::vector<int> special_hands;       // places in `hands`
  lanes::TurnProgram program;           // one slice's turn, for the solve
};

size_t mask_lanes(const Kernel& k) { return size_t(k.space.groups()) * round_up(k.space.upper_lanes()); }

// Every hand's stop rows (the value of writing it now) for one mask. A stop is the best of its
// hand's writes, each a successor's row plus the points the write adds; few writes differ (the
// same category and points, whatever the hand), so `gather` lists each mask's distinct writes
// once ("terms": the successor row at the mask's first lane, the points, the action) and each
// hand's writes as terms. A slice then makes each term's row once (a load and an add) and each
// hand's stop as a maximum over term rows, which halves the arithmetic of adding the points per
// hand. `gather` does the scalar work (legal sets, moves, special hands' scoring, successor rows)
// once per mask. A column of the hands' table is one hand in one group (column g * hands + the
// hand's place in `hands`), a row one of its writes: where every open category is legal, every
// column lists the open categories in order, and each row is made in one loop over the hands,
// which vectorises.
struct StopSources {
  explicit StopSources(const Kernel& k)
      : columns(int(k.hands.size()) * k.space.groups()) {
    const size_t most = size_t(columns) * size_t(k.space.categories());
    const size_t most_terms =
        size_t(k.space.groups()) * (k.most_moves + k.special_hands.size() * size_t(k.space.categories()));
    if (most_terms > 0xFFFF) throw std::length_error("a mask with more writes than 16-bit term numbers reach");
    for (int served = 0; served < 2; ++served) {
      source[served].resize(most);
      term_offset[served].resize(most_terms);
      term_gain[served].resize(most_terms);
      term_code[served].resize(most_terms);
      first_term[served].resize(size_t(k.space.groups()) + 1);
    }
    count.resize(size_t(columns));
  }

  void gather(const Kernel& k, uint32_t mask, int groups, int base) {
    const auto& space = k.space;
    const int sg = space.groups(), ncat = space.categories(), hands = int(k.hands.size());
    // The first lane of every successor row this mask can write to, by category and flag.
    uint32_t succ[kMaxSources][2];
    for (int c = 0; c < ncat; ++c)
      for (int f = 0; f < sg; ++f) succ[c][f] = uint32_t((size_t(mask | (1u << c)) * sg + f) * k.stride + base);
    const uint32_t open = space.full_mask() & ~mask;
    for (int served = 0; served <= int(k.served_matters); ++served) {
      uint16_t n = 0;
      for (int g = 0; g < groups; ++g) {
        first_term[served][size_t(g)] = n;
        uint16_t first_of[kMaxSources];  // each open category's first term
        for (uint32_t left = open; left; left &= left - 1) {
          const int c = __builtin_ctz(left);
          first_of[c] = n;
          for (const auto& mv : k.moves[served][size_t(c)].moves) {
            const int flag = c == space.flag_category() ? mv.gain > 0 : g;
            add_term(served, n++, succ[c][flag] + uint32_t(mv.shift), mv.gain, c);
          }
        }
        uint16_t* table = source[served].data();
        const auto column_of = [&](int place) { return size_t(g) * size_t(hands) + size_t(place); };
        if (k.every_open_is_legal) {
          size_t row = 0;
          for (uint32_t left = open; left; left &= left - 1, row += size_t(columns)) {
            const int c = __builtin_ctz(left);
            const uint8_t* of_hand = k.moves[served][size_t(c)].of_hand.data();
            uint16_t* to = table + row + column_of(0);
            const uint16_t first = first_of[c];
            for (int place = 0; place < hands; ++place) to[place] = uint16_t(first + of_hand[place]);
          }
          std::fill_n(count.begin() + std::ptrdiff_t(column_of(0)), hands, uint8_t(__builtin_popcount(open)));
        }
        for (int place = 0; place < hands; ++place) {
          const int hand = k.hands[size_t(place)];
          const bool special = space.special(hand);
          if (k.every_open_is_legal && !special) continue;
          const size_t column = column_of(place);
          size_t at = column;
          for (uint32_t legal = space.legal(mask, g, hand); legal; legal &= legal - 1, at += size_t(columns)) {
            const int c = __builtin_ctz(legal);
            if (special) {  // a write of its own
              const auto mv = space.move(mask, g, hand, c, served);
              add_term(served, n, succ[c][mv.flag] + uint32_t(mv.shift), mv.gain, c);
              table[at] = n++;
            } else {
              table[at] = uint16_t(first_of[c] + k.moves[served][size_t(c)].of_hand[size_t(place)]);
            }
          }
          count[column] = uint8_t((at - column) / size_t(columns));
        }
      }
      first_term[served][size_t(groups)] = n;
    }
  }

  void add_term(int served, uint16_t at, uint32_t offset, int gain, int category) {
    term_offset[served][at] = offset;
    term_gain[served][at] = gain;
    term_code[served][at] = int16_t(category::kScoreBase + category);
  }

  // The m lanes of group g of every hand's stop row, into stop[h * stride], and the argmax, in
  // the same layout, into arg.
  template <int B>
  [[gnu::always_inline]] void fill(const Kernel& k, int g, int m, bool served, double* stop, int16_t* arg,
                                   int stride) const {
    const double* padded = k.padded.data();
    for (size_t place = 0; place < k.hands.size(); ++place) {
      const size_t column = size_t(g) * k.hands.size() + place;
      const int sources = count[column];
      const double* src[kMaxSources];
      double plus[kMaxSources];
      int16_t action[kMaxSources];
      for (int i = 0; i < sources; ++i) {
        const uint16_t t = source[served][size_t(i) * columns + column];
        src[i] = padded + term_offset[served][t], plus[i] = term_gain[served][t], action[i] = term_code[served][t];
      }
      const size_t row = size_t(k.hands[place]) * stride;
      lanes::argmax_of_sums<double, B>(stop + row, arg + row, src, plus, action, sources, m);
    }
  }

  // One slice of group g's lanes, `lane` lanes past the mask's first, of every hand's stop, into
  // the rows of the turn's program, by way of the terms' rows in `terms`. B: the vector width,
  // R: the slice's bytes.
  template <int B, int R>
  [[gnu::always_inline]] void fill_slice(const Kernel& k, int g, int lane, bool served, uint8_t* terms,
                                         uint8_t* rows) const {
    using S = lanes::Slice<double, B, R>;
    const double* padded = k.padded.data() + lane;
    for (uint32_t t = first_term[served][size_t(g)]; t < first_term[served][size_t(g) + 1]; ++t) {
      S row;
      const double* p = padded + term_offset[served][t];
      const double plus = term_gain[served][t];
#pragma GCC unroll 4
      for (int j = 0; j < S::kVecs; ++j) row.v[j] = lanes::load<double, B>(p + j * S::kStep) + plus;
      row.put(terms, t);
    }
    const size_t first = size_t(g) * k.hands.size();
    for (size_t place = 0; place < k.hands.size(); ++place) {
      const uint16_t* from = &source[served][first + place];
      const size_t next = size_t(columns);
      const int sources = count[first + place];
      // Two chains, the even sources and the odd (a maximum does not depend on the order taken).
      S best = S::at(terms, from[0]);
      if (sources > 1) {
        S odd = S::at(terms, from[next]);
        int i = 2;
        for (; i + 1 < sources; i += 2)
          best.max_with(S::at(terms, from[i * next])), odd.max_with(S::at(terms, from[(i + 1) * next]));
        if (i < sources) best.max_with(S::at(terms, from[i * next]));
        best.max_with(odd);
      }
      const int h = k.hands[place];
      best.put(rows, uint32_t(served ? k.program.stop_first_row(h) : k.program.stop_row(h)));
    }
  }

  // Most terms of a mask.
  size_t most_terms() const { return term_offset[0].size(); }

  int columns;
  // [served][term]: the successor row's index in `padded` at the mask's first lane, the points
  // the write adds, and its action.
  std::vector<uint32_t> term_offset[2];
  std::vector<double> term_gain[2];
  std::vector<int16_t> term_code[2];
  std::vector<uint16_t> first_term[2];  // [served][group]: its first term; one past the end last
  std::vector<uint16_t> source[2];      // [served][write][column]: the write's term
  std::vector<uint8_t> count;           // [column]: its writes
};

// A solving thread's working memory: one slice's rows of the turn's program, 64-byte aligned.
struct Scratch {
  explicit Scratch(const Kernel& k)
      : sources(k), rows(slices(size_t(k.program.rows()))), terms(slices(sources.most_terms())) {}
  static std::unique_ptr<uint8_t, decltype(&std::free)> slices(size_t count) {
    auto* p = static_cast<uint8_t*>(std::aligned_alloc(64, count * lanes::kSliceBytes));
    if (!p) throw std::bad_alloc();
    return {p, &std::free};
  }
  StopSources sources;  // the mask at hand's
  std::unique_ptr<uint8_t, decltype(&std::free)> rows, terms;
};

// Where a policy is being extracted: the turn's rows over every lane of one mask, and the argmax
// rows of the stops besides the turn's.
struct Track : lanes::LevelTrack {
  explicit Track(const Kernel& k) : LevelTrack(k, mask_lanes(k)), sources(k) {
    for (auto* v : {&stop_values, &stop_served_values, &work}) v->resize(k.table.size() * mask_lanes(k));
    for (auto* v : {&stop_rows, &stop_served_rows}) v->resize(k.table.size() * mask_lanes(k));
  }
  std::vector<double> stop_values, stop_served_values, work;
  std::vector<int16_t> stop_rows, stop_served_rows;
  StopSources sources;
};

// Where a mask's lanes are: the upper subtotals base..high, in `groups` groups of `width` lanes.
struct MaskLanes {
  MaskLanes(const StateSpace& space, uint32_t mask) {
    const int fc = space.flag_category();
    groups = fc >= 0 && ((mask >> fc) & 1u) ? 2 : 1;
    // base is the highest subtotal that can no longer reach the bonus (it stands for all lower
    // ones), or 0.
    high = space.max_upper(mask);
    base = std::min(std::max(0, space.live_upper(mask) - 1), high);
    exact = high - base + 1;
    width = round_up(exact);  // extra lanes are unreachable
  }
  int groups, high, base, exact, width;
  int lanes() const { return groups * width; }
};

// A slice of R bytes of a mask's lanes (in group g, from `lane` on) through the stops and the
// turn, into its row `out`. B: the vector width.
template <int B, int R>
[[gnu::always_inline]] inline void solve_slice(const Kernel& k, Scratch& s, int g, int lane, const MaskLanes& l,
                                               double* out) {
  constexpr int W = std::min(B, R), kLanesOfSlice = int(R / sizeof(double));
  alignas(64) double e[kLanesOfSlice];
  uint8_t* rows = s.rows.get();
  s.sources.fill_slice<W, R>(k, g, lane, false, s.terms.get(), rows);
  if (k.served_matters) s.sources.fill_slice<W, R>(k, g, lane, true, s.terms.get(), rows);
  lanes::run_turn<double, W, R>(k.program, rows, e);
  std::copy_n(e, std::min(kLanesOfSlice, l.exact - lane), out + l.base + lane);
}

// Solves every state of one mask (its successors solved) into `padded`; returns the number of
// states. Slice by slice: the stops of the slice, then its turn. B: the vector width in bytes.
template <int B>
[[gnu::always_inline]] inline size_t solve_mask_with(const Kernel& k, Scratch& s, uint32_t mask) {
  const auto& space = k.space;
  const MaskLanes l(space, mask);
  s.sources.gather(k, mask, l.groups, l.base);
  for (int g = 0; g < l.groups; ++g) {
    double* out = &k.padded[(size_t(mask) * space.groups() + g) * k.stride];
    // Whole slices, and a half slice for the last few lanes where that covers them.
    constexpr int R = lanes::kSliceBytesFor<B>, kSlice = int(R / sizeof(double));
    for (int lane = 0; lane < l.exact; lane += kSlice) {
      if (l.exact - lane > kSlice / 2) solve_slice<B, R>(k, s, g, lane, l, out);
      else solve_slice<B, R / 2>(k, s, g, lane, l, out);
    }
    std::fill(out, out + l.base, out[l.base]);
    if (l.high == space.upper_lanes() - 1) std::fill(out + l.high + 1, out + k.stride, out[l.high]);
  }
  return size_t(l.groups * l.exact);
}

// The choice of every hand at every rethrow of one mask's states, into `track`: the mask's
// lanes through the turn row by row, each operation keeping its argmax.
template <int B>
[[gnu::always_inline]] inline void track_mask_with(const Kernel& k, uint32_t mask, Track& track) {
  const MaskLanes l(k.space, mask);
  const int n = l.lanes();
  track.sources.gather(k, mask, l.groups, l.base);
  for (int served = 0; served <= int(k.served_matters); ++served) {
    double* stop = served ? track.stop_served_values.data() : track.stop_values.data();
    int16_t* arg = served ? track.stop_served_rows.data() : track.stop_rows.data();
    for (int g = 0; g < l.groups; ++g)
      track.sources.fill<B>(k, g, l.width, served, stop + g * l.width, arg + g * l.width, n);
  }
  const double* stop_first = k.served_matters ? track.stop_served_values.data() : track.stop_values.data();
  track.stop = track.stop_rows.data();
  track.stop_first = k.served_matters ? track.stop_served_rows.data() : track.stop_rows.data();
  lanes::turn_choices<double, B>(k, track.work.data(), track.stop_values.data(), stop_first, n, track);
}

// One instantiation per instruction set, each with the vectors that instruction set really has,
// chosen once at run time. The AVX-512 one contracts a + p * b into a fused multiply-add
// (AVX-512F has one on its 64-byte registers, plain AVX2 has none), so its last bits may differ
// from the others'.
struct Kernels {
  size_t (*solve)(const Kernel&, Scratch&, uint32_t);
  void (*track)(const Kernel&, uint32_t, Track&);
};
size_t solve_mask_16(const Kernel& k, Scratch& s, uint32_t mask) { return solve_mask_with<16>(k, s, mask); }
void track_mask_16(const Kernel& k, uint32_t mask, Track& t) { track_mask_with<16>(k, mask, t); }
#if defined(__x86_64__) || defined(__i386__)
__attribute__((target("avx2"))) size_t solve_mask_avx2(const Kernel& k, Scratch& s, uint32_t mask) {
  return solve_mask_with<32>(k, s, mask);
}
__attribute__((target("avx2"))) void track_mask_avx2(const Kernel& k, uint32_t mask, Track& t) {
  track_mask_with<32>(k, mask, t);
}
__attribute__((target("avx512f"))) size_t solve_mask_avx512(const Kernel& k, Scratch& s, uint32_t mask) {
  return solve_mask_with<64>(k, s, mask);
}
__attribute__((target("avx512f"))) void track_mask_avx512(const Kernel& k, uint32_t mask, Track& t) {
  track_mask_with<64>(k, mask, t);
}
#endif

Kernels pick_kernels() {
  switch (lanes::native_vector_bytes()) {
#if defined(__x86_64__) || defined(__i386__)
    case 64: return {solve_mask_avx512, track_mask_avx512};
    case 32: return {solve_mask_avx2, track_mask_avx2};
#endif
    default: return {solve_mask_16, track_mask_16};
  }
}

const Kernels& kernels() {
  static const Kernels chosen = pick_kernels();
  return chosen;
}

// Padding lets an upper category's write read subtotal u + points without clamping, and lets
// every slice and chunk of lanes be read whole (one may start at any subtotal).
int padded_stride(const StateSpace& space) {
  const int pad = space.has_bonus() ? space.dice() * 6 : 0;
  return round_up(space.upper_lanes() + pad + std::max(kLanes, kSliceLanes));
}

}  // namespace

struct MaskPolicies::Impl {
  Impl(const StateSpace& space, const ValueTable& table)
      : stride(padded_stride(space)),
        padded(size_t(space.masks()) * space.groups() * stride),
        kernel(space, padded, stride) {
    for (uint32_t m = 0; m < space.masks(); ++m)
      for (int g = 0; g < space.groups(); ++g) {
        double* out = &padded[(size_t(m) * space.groups() + g) * stride];
        for (int u = 0; u < stride; ++u)
          out[u] = table.at({m, g, std::min(u, space.upper_lanes() - 1)});
      }
  }
  int stride;
  Padded padded;
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
  thread_local std::unique_ptr<Track> track;
  const Kernel& k = impl_->kernel;
  if (owner != impl_->id) {
    track = std::make_unique<Track>(k);
    owner = impl_->id;
  }
  kernels().track(k, mask, *track);
  const Layout& l = layout_[mask];
  const int groups = MaskLanes(space_, mask).groups;
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
  // The padded rows are the table itself: no copy, and fresh memory (each page zeroed by the
  // kernel when first written, at tens of milliseconds for tens of megabytes here) only once.
  auto owned = std::make_shared<Padded>(size_t(space.masks()) * space.groups() * stride);
  Padded& padded = *owned;
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
  // Each worker's scratch lives across the levels: made anew per level, its megabytes would be
  // zeroed and faulted in again every time.
  std::vector<std::unique_ptr<Scratch>> scratches(static_cast<size_t>(threads));
  for (int level = space.categories() - 1; level >= 0; --level) {
    const auto& masks = levels[level];
    std::atomic<size_t> next{0};
    std::atomic<size_t> worker{0};
    auto work = [&] {
      auto& mine = scratches[worker++];
      if (!mine) mine = std::make_unique<Scratch>(kernel);
      size_t local = 0;
      for (size_t i; (i = next++) < masks.size();) local += kernels().solve(kernel, *mine, masks[i]);
      states += local;
    };
    run_on_threads(int(std::min<size_t>(threads, masks.size())), work);
  }

  if (stats) {
    stats->seconds = clock.seconds();
    stats->threads = threads;
    stats->states = states;
  }
  const double* data = padded.data();
  return ValueTable(space, std::move(owned), data, size_t(stride));
}

}  // namespace cubilete::solve

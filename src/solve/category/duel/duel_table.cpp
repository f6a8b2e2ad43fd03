#include "solve/category/duel/duel_table.h"

#include <algorithm>
#include <cstring>
#include <deque>
#include <mutex>

namespace cubilete::solve {

// The cache's form, and the pairs of the layers it leaves out, solved again as they are read.
// A bot reads at most one such pair per category it may write, and a turn's decisions read the
// same ones, so the last few are kept.
struct DuelTable::Stored {
  static constexpr size_t kKept = 64;

  Stored(std::shared_ptr<const DuelStore> store, const uint16_t* data) : store(std::move(store)), data(data) {}

  // The values of (mover, other) in floats, dense; under `lock`.
  const std::vector<float>& dense(uint32_t mover, uint32_t other) {
    for (const auto& k : kept)
      if (k.mover == mover && k.other == other) return k.values;
    const DuelSpace& d = store->space();
    if (!solver) solver = std::make_unique<DuelPairSolver>(d);
    if (kept.size() == kKept) kept.pop_front();
    Pair& p = kept.emplace_back();
    p.mover = mover;
    p.other = other;
    p.values.resize(size_t(d.groups(mover)) * d.groups(other) * d.lanes(mover, other));
    solver->solve(mover, other, DuelSuccessors<float>{&Stored::successor, this}, p.values.data());
    return p.values;
  }

  // A pair of a stored layer, unpacked.
  static const float* successor(const void* self, uint32_t mover, uint32_t other) {
    auto& s = *static_cast<Stored*>(const_cast<void*>(self));
    const DuelSpace& d = s.store->space();
    s.unpacked.resize(size_t(d.groups(mover)) * d.groups(other) * d.lanes(mover, other));
    s.store->unpack(s.data + s.store->offset(mover, other), mover, other, s.unpacked.data());
    return s.unpacked.data();
  }

  struct Pair {
    uint32_t mover = 0, other = 0;
    std::vector<float> values;
  };
  std::shared_ptr<const DuelStore> store;
  const uint16_t* data;
  std::mutex lock;
  std::unique_ptr<DuelPairSolver> solver;
  std::deque<Pair> kept;
  std::vector<float> unpacked;
};

DuelTable::DuelTable(const DuelSpace& space, std::vector<double> values, int first_layer)
    : space_(&space), first_layer_(first_layer), base_(space.layer_begin(first_layer)) {
  auto owned = std::make_shared<std::vector<double>>(std::move(values));
  doubles_ = owned->data();
  owner_ = std::move(owned);
}

DuelTable::DuelTable(const DuelSpace& space, std::vector<float> values, int first_layer)
    : space_(&space), first_layer_(first_layer), base_(space.layer_begin(first_layer)) {
  auto owned = std::make_shared<std::vector<float>>(std::move(values));
  floats_ = owned->data();
  owner_ = std::move(owned);
}

DuelTable::DuelTable(const DuelSpace& space, std::shared_ptr<const void> owner, const float* data)
    : space_(&space), owner_(std::move(owner)), floats_(data) {}

DuelTable::DuelTable(std::shared_ptr<const DuelStore> store, std::shared_ptr<const void> owner, const uint16_t* data)
    : space_(&store->space()), owner_(std::move(owner)), stored_(std::make_unique<Stored>(std::move(store), data)) {}

DuelTable::DuelTable(DuelTable&&) noexcept = default;
DuelTable& DuelTable::operator=(DuelTable&&) noexcept = default;
DuelTable::~DuelTable() = default;

void DuelTable::pair(uint32_t mover, uint32_t other, std::vector<double>& out) const {
  const DuelSpace& d = *space_;
  const size_t n = size_t(d.groups(mover)) * d.groups(other) * d.lanes(mover, other);
  out.resize(n);
  if (!stored_) {
    const size_t at = d.offset(mover, other) - base_;
    for (size_t i = 0; i < n; ++i) out[i] = floats_ ? double(floats_[at + i]) : doubles_[at + i];
    return;
  }
  std::lock_guard hold(stored_->lock);
  const DuelStore& store = *stored_->store;
  if (store.stores(__builtin_popcount(mover) + __builtin_popcount(other))) {
    const float* v = Stored::successor(stored_.get(), mover, other);
    std::copy_n(v, n, out.begin());
  } else {
    const auto& v = stored_->dense(mover, other);
    std::copy_n(v.begin(), n, out.begin());
  }
}

double DuelTable::after_turn(uint32_t mover, int mover_flag, uint32_t other, int other_flag, int lead) const {
  const DuelSpace& d = *space_;
  if (!stored_) {
    const size_t i = d.index(mover, mover_flag, other, other_flag, lead) - base_;
    return floats_ ? double(floats_[i]) : doubles_[i];
  }
  std::vector<double> values;
  pair(mover, other, values);
  const int lanes = d.lanes(mover, other);
  const int lane = std::clamp(lead + d.reach(other) + 1, 0, lanes - 1);
  return values[size_t(mover_flag * d.groups(other) + other_flag) * lanes + lane];
}

double DuelTable::first_player() const {
  if (!stored_) return turn_start(0, 0, 0, 0, 0);
  double value;
  std::memcpy(&value, reinterpret_cast<const char*>(stored_->data) + stored_->store->first_player_offset(), sizeof value);
  return value;
}

double DuelTable::error() const {
  if (stored_) return DuelStore::kError + 1e-6;  // and the float32 solve's rounding
  return floats_ ? 1e-6 : 1e-12;
}

}  // namespace cubilete::solve

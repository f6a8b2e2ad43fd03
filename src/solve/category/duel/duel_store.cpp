#include "solve/category/duel/duel_store.h"

#include <algorithm>
#include <cmath>

namespace cubilete::solve {

namespace {

uint16_t quantise(double v) { return uint16_t(std::lround(std::clamp(v, 0.0, 1.0) * DuelStore::kScale)); }

}  // namespace

DuelStore::DuelStore(const DuelSpace& space, Layers layers_kept)
    : space_(&space), every_layer_(layers_kept != Layers::EveryOther) {
  const int layers = space.layers();
  auto lay_out = [&] {
    layer_base_.assign(size_t(layers) + 2, 0);
    row_base_.assign(size_t(layers) + 1, {});
    in_row_.assign(size_t(layers) + 1, {});
    for (int layer = 0; layer <= layers; ++layer) {
      size_t at = 0;
      if (stores(layer)) {
        const auto& movers = space.cards(space.mover_size(layer));
        const auto& others = space.cards(space.other_size(layer));
        auto& rows = row_base_[size_t(layer)];
        auto& in_row = in_row_[size_t(layer)];
        rows.resize(movers.size());
        in_row.resize(movers.size() * others.size());
        for (size_t r = 0; r < movers.size(); ++r) {
          const uint32_t m = movers[r];
          rows[r] = at;
          uint64_t within = 0;
          for (size_t q = 0; q < others.size(); ++q) {
            const uint32_t o = others[q];
            in_row[r * others.size() + q] = uint32_t(within);
            within += uint64_t(space.groups(m)) * space.groups(o) * kept(m, o);
          }
          at += within;
        }
      }
      layer_base_[size_t(layer) + 1] = layer_base_[size_t(layer)] + at;
    }
  };
  lay_out();
  if (layers_kept == Layers::AsFits && bytes() > kMaxStoredBytes) {
    every_layer_ = false;
    lay_out();
  }
}

size_t DuelStore::pair_index(uint32_t mover, uint32_t other) const {
  const int layer = __builtin_popcount(mover) + __builtin_popcount(other);
  return size_t(space_->rank(mover)) * space_->cards(space_->other_size(layer)).size() + space_->rank(other);
}

size_t DuelStore::offset(uint32_t mover, uint32_t other) const {
  const int layer = __builtin_popcount(mover) + __builtin_popcount(other);
  return layer_base_[size_t(layer)] + row_base_[size_t(layer)][space_->rank(mover)] +
         in_row_[size_t(layer)][pair_index(mover, other)];
}

template <class T>
void DuelStore::pack_row(int layer, uint32_t mover, const T* dense, std::vector<uint16_t>& out) const {
  const DuelSpace& d = *space_;
  out.clear();
  for (uint32_t other : d.cards(d.other_size(layer))) {
    const int lanes = d.lanes(mover, other);
    const int first = d.lowest_reachable(mover, other) + d.reach(other) + 1;
    const int count = kept(mover, other);
    for (int f = 0; f < d.groups(mover) * d.groups(other); ++f, dense += lanes)
      for (int i = first; i < first + count; ++i) out.push_back(quantise(double(dense[i])));
  }
}

void DuelStore::pack(int layer, uint32_t mover, const float* dense, std::vector<uint16_t>& out) const {
  pack_row(layer, mover, dense, out);
}

void DuelStore::pack(int layer, uint32_t mover, const double* dense, std::vector<uint16_t>& out) const {
  pack_row(layer, mover, dense, out);
}

void DuelStore::unpack(const uint16_t* stored, uint32_t mover, uint32_t other, float* dense) const {
  const DuelSpace& d = *space_;
  const int lanes = d.lanes(mover, other);
  const int first = d.lowest_reachable(mover, other) + d.reach(other) + 1;
  const int count = kept(mover, other);
  for (int f = 0; f < d.groups(mover) * d.groups(other); ++f, stored += count, dense += lanes)
    for (int i = 0; i < lanes; ++i) dense[i] = float(stored[std::clamp(i - first, 0, count - 1)] / kScale);
}

}  // namespace cubilete::solve

#pragma once
// How a solved two-player table is kept in the cache: smaller than the solver's layout
// (duel_space.h) in three ways, so that every preset's table fits in 4 GB (Crag's would be 19.8 GB
// as float32):
//
// - Only the leads a game can reach: a player's score lies between the least and the most its
//   written categories can give, so early in the game most leads of a pair cannot occur.
// - Each value is a 16-bit fraction (value x 65535, rounded): a value read is within 1/131070
//   (7.7e-6) of the solver's (float32, itself within 1e-6 of the exact), and every chance worked
//   out from stored values within as much, since a turn's chance is a maximum of averages of them.
// - Where even that exceeds kMaxStoredBytes, only the layers where the second player moves:
//   the others are solved again when read, one pair of cards at a time from the next layer (one
//   turn of the solver; duel_table.h keeps the last few).
//
// The values of a stored layer follow the solver's order (mover, other, mover's flag, other's
// flag), each (pair, flags) holding its reachable leads, lowest first. After the last layer, at
// an 8-byte boundary: the first player's chance as solved (a double), so that a table read from
// the cache reports the value its solve did.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "solve/category/duel/duel_space.h"

namespace cubilete::solve {

class DuelStore {
 public:
  static constexpr size_t kMaxStoredBytes = 4'000'000'000;
  static constexpr double kScale = 65535.0;
  // The largest difference between a stored value and the solver's.
  static constexpr double kError = 0.5 / kScale;

  enum class Layers {
    AsFits,      // every layer where the table fits kMaxStoredBytes, else every other
    Every,
    EveryOther,  // those where the second player moves, and the last
  };
  explicit DuelStore(const DuelSpace& space, Layers layers = Layers::AsFits);

  const DuelSpace& space() const { return *space_; }
  bool stores(int layer) const { return every_layer_ || layer % 2 == 1 || layer == space_->layers(); }
  bool every_layer() const { return every_layer_; }
  size_t values() const { return layer_base_.back(); }  // 16-bit values in the whole file
  size_t first_player_offset() const { return (values() * sizeof(uint16_t) + 7) / 8 * 8; }
  size_t bytes() const { return first_player_offset() + sizeof(double); }
  size_t layer_begin(int layer) const { return layer_base_[layer]; }
  size_t layer_end(int layer) const { return layer_base_[layer + 1]; }

  // Where a stored pair's values start (the pair's layer must be stored).
  size_t offset(uint32_t mover, uint32_t other) const;
  // The reachable leads a pair keeps, per flag pair.
  int kept(uint32_t mover, uint32_t other) const {
    return space_->highest_reachable(mover, other) - space_->lowest_reachable(mover, other) + 1;
  }

  // Packs the solver's values of one mover's pairs in layer `layer` (dense, as duel_space.h
  // lays them out from that mover's first pair) into `out`.
  void pack(int layer, uint32_t mover, const float* dense, std::vector<uint16_t>& out) const;
  void pack(int layer, uint32_t mover, const double* dense, std::vector<uint16_t>& out) const;
  // A stored pair's values (every flag pair) in the solver's layout: the leads no game reaches
  // take the nearest reachable one's value.
  void unpack(const uint16_t* stored, uint32_t mover, uint32_t other, float* dense) const;

 private:
  template <class T>
  void pack_row(int layer, uint32_t mover, const T* dense, std::vector<uint16_t>& out) const;
  size_t pair_index(uint32_t mover, uint32_t other) const;

  const DuelSpace* space_;
  bool every_layer_;
  std::vector<size_t> layer_base_;  // per layer (0 where not stored), and the end
  // Per stored layer and mover: where its row starts; per pair of the stored layers: where the
  // pair starts within its mover's row.
  std::vector<std::vector<uint64_t>> row_base_;
  std::vector<std::vector<uint32_t>> in_row_;
};

}  // namespace cubilete::solve

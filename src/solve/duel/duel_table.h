#pragma once
// The solved two-player table of a category preset (duel_space.h): in memory (double or float,
// as solved) or mapped from the cache (float), with the exact solver that fills it.
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "solve/duel/duel_space.h"

namespace cubilete::solve {

class DuelTable {
 public:
  // In memory: the values of the layers from `first_layer` on.
  DuelTable(const DuelSpace& space, std::vector<double> values, int first_layer = 0);
  DuelTable(const DuelSpace& space, std::vector<float> values, int first_layer = 0);
  // Mapped from a file (`owner` keeps the mapping alive).
  DuelTable(const DuelSpace& space, std::shared_ptr<const void> owner, const float* data);

  const DuelSpace& space() const { return *space_; }
  // The chance that `other`, who just moved and leads the mover by `lead`, wins (tie half).
  double after_turn(uint32_t mover, int mover_flag, uint32_t other, int other_flag, int lead) const {
    return at(space_->index(mover, mover_flag, other, other_flag, lead));
  }
  // The value at an index of the space.
  double at(size_t index) const { return floats_ ? double(floats_[index - base_]) : doubles_[index - base_]; }
  // The chance that the mover, `lead` points ahead, wins from the start of the turn.
  double turn_start(uint32_t mover, int mover_flag, uint32_t other, int other_flag, int lead) const {
    return 1.0 - after_turn(mover, mover_flag, other, other_flag, -lead);
  }
  // The first player's chance at the start of the game.
  double first_player() const { return turn_start(0, 0, 0, 0, 0); }
  // The values are float32 (the cache's, or solved so): they agree with each other to about 1e-7.
  bool in_floats() const { return floats_ != nullptr; }
  // Layers before this one were not solved (an endgame table).
  int first_layer() const { return first_layer_; }
  bool covers(uint32_t mover, uint32_t other) const {
    return __builtin_popcount(mover) + __builtin_popcount(other) >= first_layer_;
  }

 private:
  const DuelSpace* space_;
  std::shared_ptr<const void> owner_;
  const float* floats_ = nullptr;
  const double* doubles_ = nullptr;
  int first_layer_ = 0;
  size_t base_ = 0;  // the index of the first value held
};

struct DuelSolveRequest {
  int threads = 0;          // <= 0: every hardware thread
  bool doubles = false;     // compute in double precision (else float)
  bool keep = true;         // keep the whole table in memory (else only two layers at a time)
  int first_layer = 0;      // solve only the layers from here on (an endgame table)
  // Receives each solved layer as float32, its values from `offset` on (layers arrive last
  // first); returning false stops nothing but is reported.
  std::function<bool(size_t offset, const float* values, size_t count)> write;
  // Called after each layer (counting down to first_layer) with the seconds so far.
  std::function<void(int layer, double seconds)> progress;
};

struct DuelSolveStats {
  double seconds = 0;
  int threads = 1;
  size_t states = 0;       // turn-start values computed
  size_t pairs = 0;        // pairs of cards
  size_t memory_bytes = 0;  // the layers held at the peak
  bool written = true;      // every write succeeded
};

struct DuelSolved {
  double first_player = 0;  // nan for an endgame table
  DuelSolveStats stats;
  std::optional<DuelTable> table;  // with `keep`
};

DuelSolved solve_duel(const DuelSpace& space, const DuelSolveRequest& request);

// Bytes the solve holds at its peak (two layers, or the whole table with `keep`).
size_t duel_solve_bytes(const DuelSpace& space, const DuelSolveRequest& request);

}  // namespace cubilete::solve

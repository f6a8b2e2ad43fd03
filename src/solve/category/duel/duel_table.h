#pragma once
// The solved two-player table of a category preset (duel_space.h): in memory (double or float,
// as solved) or mapped from the cache (duel_store.h), with the exact solver that fills it.
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "solve/category/duel/duel_space.h"
#include "solve/category/duel/duel_store.h"

namespace cubilete::solve {

// Where a pair's successors are while it is solved: the values of a pair (mover, other) of the
// next layer in the layout of duel_space.h, valid until the next call.
template <class T>
struct DuelSuccessors {
  const T* (*pair)(const void* context, uint32_t mover, uint32_t other);
  const void* context;
  const T* operator()(uint32_t mover, uint32_t other) const { return pair(context, mover, other); }
};

// One turn of the solver for one pair of cards, on demand (the layers a stored table leaves out).
class DuelPairSolver {
 public:
  explicit DuelPairSolver(const DuelSpace& space);
  ~DuelPairSolver();
  // Writes the values of (mover, other) into `out` (lanes x flag pairs).
  void solve(uint32_t mover, uint32_t other, const DuelSuccessors<float>& next, float* out);

 private:
  struct Parts;
  std::unique_ptr<Parts> parts_;
};

class DuelTable {
 public:
  // In memory, as solved: the values of the layers from `first_layer` on.
  DuelTable(const DuelSpace& space, std::vector<double> values, int first_layer = 0);
  DuelTable(const DuelSpace& space, std::vector<float> values, int first_layer = 0);
  // Float32 values in the solver's layout held elsewhere (`owner` keeps them alive).
  DuelTable(const DuelSpace& space, std::shared_ptr<const void> owner, const float* data);
  // In the cache's form (duel_store.h), mapped from a file (`owner` keeps the mapping alive).
  DuelTable(std::shared_ptr<const DuelStore> store, std::shared_ptr<const void> owner, const uint16_t* data);
  DuelTable(DuelTable&&) noexcept;
  DuelTable& operator=(DuelTable&&) noexcept;
  ~DuelTable();

  const DuelSpace& space() const { return *space_; }
  // The values of a pair of cards, every flag pair and lead, in the layout of duel_space.h: the
  // chance that `other`, who just moved, wins (tie half).
  void pair(uint32_t mover, uint32_t other, std::vector<double>& out) const;
  // The chance that `other`, who just moved and leads the mover by `lead`, wins (tie half).
  double after_turn(uint32_t mover, int mover_flag, uint32_t other, int other_flag, int lead) const;
  // The chance that the mover, `lead` points ahead, wins from the start of the turn.
  double turn_start(uint32_t mover, int mover_flag, uint32_t other, int other_flag, int lead) const {
    return 1.0 - after_turn(mover, mover_flag, other, other_flag, -lead);
  }
  // The first player's chance at the start of the game (as solved, for the cache's form).
  double first_player() const;
  // How far a value read may be from the exact one: float32's rounding, or the stored form's.
  double error() const;
  // Layers before this one were not solved (an endgame table).
  int first_layer() const { return first_layer_; }
  bool covers(uint32_t mover, uint32_t other) const {
    return __builtin_popcount(mover) + __builtin_popcount(other) >= first_layer_;
  }

 private:
  struct Stored;

  const DuelSpace* space_;
  std::shared_ptr<const void> owner_;
  const float* floats_ = nullptr;
  const double* doubles_ = nullptr;
  std::unique_ptr<Stored> stored_;  // the cache's form
  int first_layer_ = 0;
  size_t base_ = 0;  // the index of the first value held
};

struct DuelSolveRequest {
  int threads = 0;          // <= 0: every hardware thread
  bool doubles = false;     // compute in double precision (else float)
  bool keep = true;         // keep the whole table in memory (else only two layers at a time)
  int first_layer = 0;      // solve only the layers from here on (an endgame table)
  // Receives the stored layers in the form `store` gives them, as bytes at an offset of the
  // store's data (layers arrive last first); returning false stops nothing but is reported.
  const DuelStore* store = nullptr;
  std::function<bool(size_t offset, const void* data, size_t bytes)> write;
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

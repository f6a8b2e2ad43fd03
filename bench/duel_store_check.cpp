// How far the cache's compact two-player table (duel_store.h) is from a float32 table in the
// solver's own layout (a version-1 cache file, written by builds before the compact form): over N
// random turn starts a game can reach, the chance of winning at the turn's start and of every
// hand the turn can show, as the win_optimal bot reads them. Reads the compact table from the
// cache (solve it first with `cubilete solve GAME --players 2`).
//
//   cubilete_duel_check crag ~/.cache/cubilete/crag-71e46291b86add94.duel.v1.bin 1000
#include <fcntl.h>
#include <fmt/format.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "catalog/registry.h"
#include "core/rng.h"
#include "core/parallel.h"
#include "games/category/category_game.h"
#include "solve/category/duel/duel_solved.h"
#include "solve/category/duel/duel_turn.h"

using namespace cubilete;

int main(int argc, char** argv) {
  if (argc != 4) {
    fmt::print(stderr, "usage: {} GAME VERSION1_FILE POSITIONS\n", argv[0]);
    return 2;
  }
  const auto game = std::static_pointer_cast<const category::CategoryGame>(make_game(argv[1], {{"players", "2"}}));
  const auto duel = solve::duel_for(*game, {}, solve::DuelNeed::Cached);
  if (!duel->has_table()) {
    fmt::print(stderr, "no compact table of {} in the cache: run `cubilete solve {} --players 2`\n", argv[1], argv[1]);
    return 1;
  }
  const auto& space = duel->space();
  const int fd = ::open(argv[2], O_RDONLY);
  struct stat st {};
  if (fd < 0 || ::fstat(fd, &st) != 0 || size_t(st.st_size) < space.size() * sizeof(float)) {
    fmt::print(stderr, "{}: not a version-1 table of {} ({} values)\n", argv[2], argv[1], space.size());
    return 1;
  }
  const size_t length = size_t(st.st_size);
  void* base = ::mmap(nullptr, length, PROT_READ, MAP_SHARED, fd, 0);
  ::close(fd);
  if (base == MAP_FAILED) return 1;
  const std::shared_ptr<const void> mapping(base, [length](const void* p) { ::munmap(const_cast<void*>(p), length); });
  // The data ends the file: the header is in front of it.
  const auto* floats =
      reinterpret_cast<const float*>(static_cast<const char*>(base) + length - space.size() * sizeof(float));
  const solve::DuelTable old_table(space, mapping, floats);

  Rng rng(2026);
  const int n = std::atoi(argv[3]);
  double worst_start = 0, worst_hand = 0, seconds = 0;
  int unstored = 0;
  for (int i = 0; i < n; ++i) {
    const auto at = solve::random_reachable_position(space, rng);
    const int layer = __builtin_popcount(at.mover.mask) + __builtin_popcount(at.other.mask);
    unstored += !duel->store()->stores(layer);
    const Stopwatch clock;
    const solve::DuelTurn mine(duel->table(), at);
    seconds += clock.seconds();
    const solve::DuelTurn theirs(old_table, at);
    worst_start = std::max(worst_start, std::abs(mine.values().turn_value() - theirs.values().turn_value()));
    for (int h : game->table().of_size(game->category_rules().dice))
      for (int left = 0; left < game->category_rules().throws; ++left)
        worst_hand = std::max(worst_hand, std::abs(mine.values().hand_value(h, left) - theirs.values().hand_value(h, left)));
  }
  fmt::print("{} positions ({} in layers solved when read): largest difference {:.3g} at turn starts, {:.3g} over "
             "every hand; the stated bound {:.3g}; {:.2f} ms a turn from the compact table\n",
             n, unstored, worst_start, worst_hand, duel->table().error(), 1e3 * seconds / std::max(n, 1));
  return worst_hand <= duel->table().error() ? 0 : 1;
}

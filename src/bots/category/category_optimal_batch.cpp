#include "bots/category/category_optimal_batch.h"

#include <vector>

#include "core/match.h"

namespace cubilete::category {

namespace {
// Games in flight per thread. The policy is far larger than the caches; while one game waits
// for the memory it reads next, the others play.
constexpr size_t kInFlight = 16;

// One game in progress, stopped where it waits for memory: either a new turn's state whose
// policy layout is on its way (`row` null), or a decision whose policy byte is.
struct Slot {
  explicit Slot(const CategoryState& start) : state(start) {}
  CategoryState state;
  uint64_t seed = 0, chance = 0;
  size_t index = 0;  // position of its seed
  solve::StateKey key;  // the player's state this turn
  const uint8_t* row = nullptr;  // its policy codes
  bool active = false;
};
}  // namespace

void OptimalBatch::prepare(int threads, int64_t games) const {
  // Reading a saved policy pays from about a thousand games. Building all of it pays once the
  // games would visit most sets anyway (built at first use, 100,000 Yatzy games take as long).
  if (games >= 1000 && solved_->load_policy(threads)) return;
  if (games >= 20000) solved_->policies().fill_all(threads);
}

void OptimalBatch::play(std::span<const uint64_t> seeds,
                        const std::function<void(size_t, const State&)>& done) const {
  const auto& policies = solved_->policies();
  const auto& space = solved_->space();
  const auto start = std::unique_ptr<State>(game_.initial_state());
  const auto& first = static_cast<const CategoryState&>(*start);
  std::vector<Slot> slots(std::min(kInFlight, seeds.size()), Slot(first));
  size_t next = 0;

  auto begin_turn = [&](Slot& s) {
    s.key = space.key_of(s.state.card(s.state.player()));
    s.row = nullptr;
    policies.prefetch_row(s.key);
  };
  auto start_game = [&](Slot& s) {
    s.active = next < seeds.size();
    if (!s.active) return;
    s.state = first;
    s.seed = seeds[next];
    s.index = next++;
    s.chance = 0;
    begin_turn(s);
  };
  // Throws the dice (the chance draws play_out makes) until a decision is due, and fetches its
  // policy byte; at the end of the game, reports it and starts the next.
  auto advance = [&](Slot& s) {
    while (s.state.current_player() == kChancePlayer) {
      Rng rng(derive_seed(s.seed, s.chance++));
      s.state.apply(s.state.sample_chance(rng));
    }
    if (!s.state.over()) {
      __builtin_prefetch(policies.code_address(s.row, s.state.hand(), s.state.throws_left()));
      return;
    }
    done(s.index, s.state);  // an instant win
    start_game(s);
  };

  size_t active = 0;
  for (auto& s : slots) start_game(s), active += s.active;
  while (active > 0) {
    for (auto& s : slots) {
      if (!s.active) continue;
      if (!s.row) {
        s.row = policies.row(s.key);
        advance(s);
      } else {
        const Action a = policies.decode(s.row, s.state.hand(), s.state.throws_left());
        s.state.apply(a);
        if (a < kScoreBase) {
          advance(s);
        } else if (!s.state.over()) {
          begin_turn(s);
        } else {
          done(s.index, s.state);
          start_game(s);
        }
      }
      active -= !s.active;
    }
  }
}

}  // namespace cubilete::category

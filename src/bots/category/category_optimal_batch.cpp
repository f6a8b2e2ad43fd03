#include "bots/category/category_optimal_batch.h"

#include <vector>

#include "core/match.h"
#include "core/parallel.h"

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
  // Reading a saved policy pays from about a thousand games.
  if (games >= 1000 && solved_->load_policy(threads)) {
    turn_by_turn_ = false;
    return;
  }
  // Up to about 20,000 players' games, the states they meet cost less one turn at a time than
  // every set of used categories built whole (Yatzy on one thread: 10,000 games 2.4 s and
  // 110 MB, against 3.7 s and 850 MB); beyond, the whole policy (it lives in huge pages).
  const int64_t seat_games = games * game_.num_players();
  turn_by_turn_ = seat_games < kWholePolicyGames;
  if (!turn_by_turn_) solved_->policies().fill_all(threads);
}

void OptimalBatch::play_turns(std::span<const uint64_t> seeds,
                              const std::function<void(size_t, const State&)>& done) const {
  const auto start = std::unique_ptr<State>(game_.initial_state());
  const auto& first = static_cast<const CategoryState&>(*start);
  CategoryState state = first;
  for (size_t i = 0; i < seeds.size(); ++i) {
    state = first;
    uint64_t chance = 0;
    solve::StateKey key;
    const int16_t* actions = nullptr;
    for (bool new_turn = true;;) {
      while (state.current_player() == kChancePlayer) state.apply(deal_chance(seeds[i], state, chance++));
      if (state.over()) break;
      if (new_turn) {
        key = solved_->space().key_of(state.card(state.player()));
        actions = solved_->turn_actions(key);
      }
      const Action a = actions ? solved_->turn_action(actions, state.hand(), state.throws_left())
                               : solved_->best_action(key, state.hand(), state.throws_left());
      state.apply(a);
      new_turn = a >= kScoreBase;
    }
    done(i, state);
  }
}

void OptimalBatch::play(std::span<const uint64_t> seeds,
                        const std::function<void(size_t, const State&)>& done) const {
  if (turn_by_turn_) return play_turns(seeds, done);
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
    while (s.state.current_player() == kChancePlayer) s.state.apply(deal_chance(s.seed, s.state, s.chance++));
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
        if (policies.filled(s.key.mask)) {
          s.row = policies.row(s.key);
        } else {
          const FirstUseTimer timer;
          s.row = policies.row(s.key);
        }
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

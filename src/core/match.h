#pragma once
// Runs games: deals chance outcomes deterministically and asks bots for their actions.
// The chance outcome at the k-th chance node of a game is drawn from a stream derived from
// (seed, k), or under dice by position from (seed, round, throw) (core/deal.h), so the same seed
// and the same decisions always give the same dice, and undoing a decision cannot be used to
// fish for different dice.
#include <memory>
#include <vector>

#include "core/bot.h"
#include "core/game.h"
#include "core/record.h"

namespace cubilete {

// The outcome of the chance node `state` is at, the `chance_index`-th of its game (from 0).
inline Action deal_chance(uint64_t seed, const State& state, uint64_t chance_index) {
  const auto position = state.deal_position();
  Rng rng(derive_seed(seed, position ? position_stream(*position) : chance_index));
  return state.sample_chance(rng);
}

class ChanceDealer {
 public:
  explicit ChanceDealer(uint64_t seed) : seed_(seed) {}
  Action deal(const State& state, uint64_t chance_index) const { return deal_chance(seed_, state, chance_index); }

 private:
  uint64_t seed_;
};

// Plays one game to the end with a bot in every seat. Bot i draws from its own stream of
// `seed`. If `record` is given, every action is appended to it as text. The first
// `random_opening` decisions are made uniformly at random from a stream of `seed` that does not
// depend on the bots, so deterministic bots play varied games and swapping the bots replays the
// same openings.
std::unique_ptr<State> play_out(const Game& game, const std::vector<Bot*>& bots, uint64_t seed,
                                GameRecord* record = nullptr, int random_opening = 0);

// The action a bot picks at `state` (giving it only its own view when information is hidden).
Action bot_action(Bot& bot, const State& state, Rng& rng);

}  // namespace cubilete

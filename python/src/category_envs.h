#pragma once
// Category games stepped for learning (docs/python.md, "Environments"): the engine's own state,
// its dice dealt as the command line deals them (core/match.h: chance node k of a game with seed
// s is drawn from derive_seed(s, k), or by round and throw under dice=duplicate), decisions through CategoryEncoding's actions and
// observations. CategoryEpisode is one game; CategoryVectorEnv steps many solitaire games at
// once on several threads, without Python in the loop.
#include <cstdint>
#include <memory>
#include <vector>

#include "catalog/category/category_encoding.h"
#include "core/game.h"
#include "core/rng.h"
#include "games/category/category_game.h"

namespace cubilete::python {

class CategoryEpisode {
 public:
  explicit CategoryEpisode(const category::CategoryGame& game);

  // A new game whose dice come from `seed`; deals until the first decision.
  void start(uint64_t seed);
  // Applies the engine action of the player to act (legal: the caller checks), then deals until
  // the next decision or the end.
  void act(Action a);
  const category::CategoryState& state() const { return state_; }
  uint64_t seed() const { return seed_; }
  uint64_t chance_index() const { return chance_index_; }
  bool over() const { return state_.over(); }
  // Player p's total so far (final once over).
  double score(int p) const;

 private:
  void deal();

  const category::CategoryGame* game_;
  category::CategoryState state_;
  uint64_t seed_ = 0, chance_index_ = 0;
};

// N solitaire games (one player), each with its own stream of games: env i's k-th game has the
// seed derive_seed(derive_seed(seed, i), k). A finished game is replaced by the next at once
// (the step that ends it reports its reward and final score, and the new game's observation).
class CategoryVectorEnv {
 public:
  CategoryVectorEnv(const category::CategoryGame& game, int num_envs, int threads);

  const category::CategoryEncoding& encoding() const { return encoding_; }
  int num_envs() const { return int(envs_.size()); }
  int threads() const { return threads_; }

  void reset(uint64_t seed);
  // Every action must be legal in its game (legal_error says which is not, before any game
  // moves).
  std::string legal_error(const int64_t* actions) const;
  void step(const int64_t* actions);
  // A uniformly random legal action for every game, from each game's own stream of `seed`.
  void random_actions(int64_t* out);

  // After reset and each step: per game, its observation (observation_size floats), its legal
  // actions (num_actions bytes, 1: legal), the points the step gained, whether it ended a game
  // and that game's final score (NaN where none ended), and how many games it has finished.
  const float* observations() const { return obs_.data(); }
  const uint8_t* masks() const { return masks_.data(); }
  const float* rewards() const { return rewards_.data(); }
  const uint8_t* terminated() const { return terminated_.data(); }
  const double* final_scores() const { return final_scores_.data(); }
  const int64_t* episodes() const { return episodes_.data(); }
  // The game env i is playing now.
  const CategoryEpisode& episode(int i) const { return envs_[i]; }

 private:
  void start(int i);
  void observe(int i, std::vector<Action>& scratch);
  template <class F>
  void for_each_env(F&& f);

  const category::CategoryGame* game_;
  category::CategoryEncoding encoding_;
  int threads_;
  uint64_t seed_ = 0;
  std::vector<CategoryEpisode> envs_;
  std::vector<Rng> action_rngs_;
  std::vector<float> obs_, rewards_;
  std::vector<uint8_t> masks_, terminated_;
  std::vector<double> final_scores_;
  std::vector<int64_t> episodes_;
};

}  // namespace cubilete::python

#include "category_envs.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <cmath>

#include "core/match.h"
#include "core/parallel.h"

namespace cubilete::python {

CategoryEpisode::CategoryEpisode(const category::CategoryGame& game) : game_(&game), state_(game) {}

void CategoryEpisode::start(uint64_t seed) {
  state_ = category::CategoryState(*game_);
  seed_ = seed;
  chance_index_ = 0;
  deal();
}

void CategoryEpisode::act(Action a) {
  state_.apply(a);
  deal();
}

double CategoryEpisode::score(int p) const {
  return game_->scorer().total(state_.card(p));
}

void CategoryEpisode::deal() {
  const ChanceDealer dealer(seed_);
  while (state_.is_chance()) state_.apply(dealer.deal(state_, chance_index_++));
}

CategoryVectorEnv::CategoryVectorEnv(const category::CategoryGame& game, int num_envs, int threads)
    : game_(&game), encoding_(game), threads_(std::max(1, threads)) {
  envs_.assign(size_t(num_envs), CategoryEpisode(game));
  action_rngs_.resize(size_t(num_envs));
  obs_.assign(size_t(num_envs) * encoding_.observation_size(), 0.0f);
  masks_.assign(size_t(num_envs) * encoding_.num_actions(), 0);
  rewards_.assign(size_t(num_envs), 0.0f);
  terminated_.assign(size_t(num_envs), 0);
  final_scores_.assign(size_t(num_envs), NAN);
  episodes_.assign(size_t(num_envs), 0);
}

// Games in chunks handed out to the threads; each game is stepped by one thread only, so the
// results do not depend on the threads. Few games are not worth a second thread.
template <class F>
void CategoryVectorEnv::for_each_env(F&& f) {
  constexpr int kChunk = 64;
  const int n = num_envs();
  const int threads = std::min(threads_, (n + 4 * kChunk - 1) / (4 * kChunk));
  std::atomic<int> next{0};
  auto work = [&] {
    std::vector<Action> scratch;
    for (int begin; (begin = next.fetch_add(kChunk)) < n;)
      for (int i = begin; i < std::min(n, begin + kChunk); ++i) f(i, scratch);
  };
  if (threads <= 1)
    work();
  else
    run_on_threads(threads, work);
}

void CategoryVectorEnv::start(int i) {
  envs_[i].start(derive_seed(derive_seed(seed_, uint64_t(i)), uint64_t(episodes_[i])));
}

void CategoryVectorEnv::observe(int i, std::vector<Action>& scratch) {
  const auto& s = envs_[i].state();
  encoding_.observe(s, 0, &obs_[size_t(i) * encoding_.observation_size()]);
  encoding_.legal_mask(s, &masks_[size_t(i) * encoding_.num_actions()], scratch);
}

void CategoryVectorEnv::reset(uint64_t seed) {
  seed_ = seed;
  for (int i = 0; i < num_envs(); ++i) {
    episodes_[i] = 0;
    // The actions' stream is apart from the dice's: random play never changes the dice.
    action_rngs_[i] = Rng(derive_seed(derive_seed(seed, uint64_t(i)), ~uint64_t(0)));
  }
  std::fill(rewards_.begin(), rewards_.end(), 0.0f);
  std::fill(terminated_.begin(), terminated_.end(), 0);
  std::fill(final_scores_.begin(), final_scores_.end(), NAN);
  for_each_env([this](int i, std::vector<Action>& scratch) {
    start(i);
    observe(i, scratch);
  });
}

std::string CategoryVectorEnv::legal_error(const int64_t* actions) const {
  const int A = encoding_.num_actions();
  for (int i = 0; i < num_envs(); ++i) {
    const int64_t a = actions[i];
    if (a < 0 || a >= A) return fmt::format("actions[{}] is {}: actions are 0 to {}", i, a, A - 1);
    if (!masks_[size_t(i) * A + size_t(a)])
      return fmt::format("actions[{}] is {}, which is not legal in game {} (its mask is 0 there)",
                         i, a, i);
  }
  return {};
}

void CategoryVectorEnv::step(const int64_t* actions) {
  for_each_env([this, actions](int i, std::vector<Action>& scratch) {
    auto& env = envs_[i];
    const double before = env.score(0);
    env.act(encoding_.to_engine(env.state(), int(actions[i])));
    const double after = env.score(0);
    rewards_[i] = float(after - before);
    terminated_[i] = env.over();
    final_scores_[i] = env.over() ? after : NAN;
    if (env.over()) {
      ++episodes_[i];
      start(i);
    }
    observe(i, scratch);
  });
}

void CategoryVectorEnv::random_actions(int64_t* out) {
  const int A = encoding_.num_actions();
  for_each_env([this, out, A](int i, std::vector<Action>&) {
    const uint8_t* mask = &masks_[size_t(i) * A];
    const int legal = int(std::count(mask, mask + A, 1));
    int pick = int(action_rngs_[i].below(uint32_t(legal)));
    for (int a = 0; a < A; ++a)
      if (mask[a] && pick-- == 0) {
        out[i] = a;
        break;
      }
  });
}

}  // namespace cubilete::python

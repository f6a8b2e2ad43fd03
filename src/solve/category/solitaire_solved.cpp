#include "solve/category/solitaire_solved.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <future>
#include <list>
#include <map>
#include <mutex>
#include <unordered_map>

#include "core/dice.h"
#include "core/parallel.h"
#include "solve/category/solitaire_table.h"
#include "solve/category/turn_values.h"
#include "solve/common/cache_file.h"

namespace cubilete::solve {

namespace {
constexpr int kPolicyFormat = 1;  // the codes of MaskPolicies and their layout
}  // namespace

// The turns computed one state at a time, by state index; sharded so that threads meeting
// different states rarely wait for each other.
struct Solved::TurnCache {
  static constexpr size_t kShards = 64;
  struct Shard {
    std::mutex mutex;
    std::unordered_map<size_t, std::unique_ptr<int16_t[]>> actions;
  };
  std::array<Shard, kShards> shards;
  std::atomic<size_t> kept{0};
};

Solved::Solved(const category::CategoryRules& rules, const std::string& game,
               const std::string& rules_text, const SolveOptions& request)
    : scorer_(rules),
      space_(scorer_),
      use_cache_(request.use_cache),
      turns_(std::make_unique<TurnCache>()) {
  const auto hands = multisets(space_.dice()).of_size(space_.dice());
  first_hand_ = hands.front();
  hands_ = int(hands.size());
  cache_file_ = cache_path(game, rules_text);
  policy_header_ = fmt::format("policy game={} version={} {}", game, kPolicyFormat, rules_text);
  policy_file_ = cache_file_path(game, policy_header_, fmt::format("policy.v{}.bin", kPolicyFormat));
  if (request.use_cache) {
    if (auto loaded = load_table(space_, cache_file_, game, rules_text)) {
      table_ = std::make_unique<ValueTable>(std::move(*loaded));
      from_cache_ = true;
    }
  }
  if (!table_) {
    table_ = std::make_unique<ValueTable>(solve_table(space_, request.threads, &stats_));
    if (request.use_cache) save_table(*table_, cache_file_, game, rules_text);
  }
}

Solved::~Solved() = default;

const MaskPolicies& Solved::policies() const {
  std::call_once(policies_once_, [&] {
    const FirstUseTimer timer;
    policies_ = std::make_unique<MaskPolicies>(space_, *table_);
    whole_.store(policies_.get(), std::memory_order_release);
  });
  return *policies_;
}

const int16_t* Solved::turn_actions(const StateKey& state) const {
  if (whole_.load(std::memory_order_acquire)) return nullptr;
  const size_t index = space_.index(state);
  auto& shard = turns_->shards[index % TurnCache::kShards];
  {
    std::lock_guard lock(shard.mutex);
    if (auto it = shard.actions.find(index); it != shard.actions.end()) return it->second.get();
  }
  if (turns_->kept.load(std::memory_order_relaxed) >= kMaxTurnStates) return nullptr;
  const FirstUseTimer timer;
  const TurnValues values(*table_, state);
  auto actions = std::make_unique<int16_t[]>(size_t(space_.throws()) * hands_);
  for (int t = 0; t < space_.throws(); ++t)
    for (int h : multisets(space_.dice()).of_size(space_.dice()))
      actions[size_t(t) * hands_ + size_t(h - first_hand_)] = int16_t(values.best_action(h, t));
  std::lock_guard lock(shard.mutex);
  const auto [it, added] = shard.actions.try_emplace(index, std::move(actions));
  if (added) turns_->kept.fetch_add(1, std::memory_order_relaxed);
  return it->second.get();
}

bool Solved::load_policy(int threads) const {
  // Without a saved file the whole policy is not even set up: a run that then plays one turn at
  // a time would otherwise read it instead.
  std::error_code ec;
  return use_cache_ && std::filesystem::exists(policy_file_, ec) &&
         policies().load(policy_file_, policy_header_, threads);
}

bool Solved::save_policy(int threads) const { return policies().save(policy_file_, policy_header_, threads); }

Action Solved::best_action(const StateKey& state, int hand, int rethrows_left) const {
  if (const int16_t* actions = turn_actions(state))
    return turn_action(actions, hand, rethrows_left);
  const auto& whole = policies();
  if (whole.filled(state.mask)) return whole.best(state, hand, rethrows_left);
  const FirstUseTimer timer;
  return whole.best(state, hand, rethrows_left);
}

std::string rules_of_values(const Game& game) {
  std::string text;
  for (const auto& [k, v] : game.rules().values())
    if (k != "players" && k != "dice") text += (text.empty() ? "" : " ") + k + "=" + v;
  return text;
}

std::string rule_flags(const Game& game) { return game.rules().changed_flags(); }

namespace {

// The tables solved_for holds, least recently used first.
struct SolvedCache {
  std::mutex mutex;
  struct Entry {
    std::string key;
    std::shared_future<std::shared_ptr<const Solved>> solved;
    size_t bytes = 0;  // 0 while being solved
  };
  std::list<Entry> entries;  // least recently used first
  std::map<std::string, std::list<Entry>::iterator> by_key;
  size_t bytes = 0, limit = 0;
  std::mutex solving;  // one solve at a time: each takes a core and tens of megabytes

  // Forgets the least recently used tables beyond the limit (never one still being solved).
  void trim() {
    for (auto it = entries.begin(); limit > 0 && bytes > limit && it != entries.end();) {
      if (it->bytes == 0) {
        ++it;
        continue;
      }
      bytes -= it->bytes;
      by_key.erase(it->key);
      it = entries.erase(it);
    }
  }
};

SolvedCache& solved_cache() {
  static SolvedCache cache;
  return cache;
}

}  // namespace

void set_solved_memory_limit(size_t bytes) {
  auto& c = solved_cache();
  std::lock_guard lock(c.mutex);
  c.limit = bytes;
  c.trim();
}

void set_table_cache_limit(size_t bytes) { set_value_table_cache_limit(bytes); }

std::shared_ptr<const Solved> solved_for(const category::CategoryGame& game,
                                         const SolveOptions& request) {
  // Solitaire value: the number of players plays no part.
  const std::string rules_text = rules_of_values(game);
  auto& c = solved_cache();
  auto make = [&] {
    std::lock_guard solving(c.solving);
    return std::make_shared<const Solved>(game.category_rules(), game.info().id, rules_text, request);
  };
  if (!request.use_cache) return make();
  const std::string key = game.info().id + " " + rules_text;
  std::promise<std::shared_ptr<const Solved>> promise;
  std::shared_future<std::shared_ptr<const Solved>> solved;
  bool mine = false;  // this caller solves it; others wait for its answer
  {
    std::lock_guard lock(c.mutex);
    if (auto it = c.by_key.find(key); it != c.by_key.end()) {
      c.entries.splice(c.entries.end(), c.entries, it->second);  // used now
      solved = it->second->solved;
    } else {
      solved = promise.get_future().share();
      mine = true;
      c.by_key[key] = c.entries.insert(c.entries.end(), {key, solved, 0});
    }
  }
  if (!mine) return solved.get();
  try {
    auto s = make();
    promise.set_value(s);
    std::lock_guard lock(c.mutex);
    if (auto it = c.by_key.find(key); it != c.by_key.end()) {
      it->second->bytes = std::max<size_t>(1, s->bytes());
      c.bytes += it->second->bytes;
      c.trim();
    }
  } catch (...) {
    promise.set_exception(std::current_exception());
    std::lock_guard lock(c.mutex);
    if (auto it = c.by_key.find(key); it != c.by_key.end() && it->second->bytes == 0) {
      c.entries.erase(it->second);
      c.by_key.erase(it);
    }
  }
  return solved.get();
}

}  // namespace cubilete::solve

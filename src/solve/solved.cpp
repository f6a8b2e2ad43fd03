#include "solve/solved.h"

#include <map>
#include <mutex>

namespace cubilete::solve {

struct Solved::Policy {
  std::vector<uint16_t> action;  // [rethrows][hand position]
};

Solved::Solved(const category::CategoryRules& rules, const std::string& game,
               const std::string& rules_text, const SolveRequest& request)
    : scorer_(rules), space_(scorer_) {
  cache_file_ = cache_path(game, rules_text);
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
  first_hand_ = multisets(space_.dice()).of_size(space_.dice()).front();
}

Solved::~Solved() {
  if (policies_)
    for (size_t i = 0; i < space_.size(); ++i) delete policies_[i].load();
}

const Solved::Policy& Solved::policy(const StateKey& state) const {
  std::call_once(policies_once_, [&] {
    policies_ = std::make_unique<std::atomic<Policy*>[]>(space_.size());
    for (size_t i = 0; i < space_.size(); ++i) policies_[i].store(nullptr, std::memory_order_relaxed);
  });
  auto& slot = policies_[space_.index(state)];
  if (Policy* p = slot.load(std::memory_order_acquire)) return *p;
  TurnValues values(*table_, state);
  auto fresh = std::make_unique<Policy>();
  const auto& sets = multisets(space_.dice());
  const int hands = int(sets.of_size(space_.dice()).size());
  fresh->action.resize(size_t(space_.throws()) * hands);
  for (int t = 0; t < space_.throws(); ++t)
    for (int h : sets.of_size(space_.dice()))
      fresh->action[t * hands + (h - first_hand_)] =
          uint16_t(values.best_action(h, t));
  Policy* expected = nullptr;
  if (slot.compare_exchange_strong(expected, fresh.get(), std::memory_order_acq_rel)) {
    computed_.fetch_add(1, std::memory_order_relaxed);
    return *fresh.release();
  }
  return *expected;  // another thread filled it first: theirs is identical
}

Action Solved::best_action(const StateKey& state, int hand, int rethrows_left) const {
  const auto& p = policy(state);
  const int hands = int(p.action.size()) / space_.throws();
  return p.action[rethrows_left * hands + (hand - first_hand_)];
}

std::shared_ptr<const Solved> solved_for(const category::CategoryGame& game,
                                         const SolveRequest& request) {
  static std::mutex mutex;
  static std::map<std::string, std::shared_ptr<const Solved>> solved;
  // Solitaire value: the number of players plays no part.
  std::string rules_text;
  for (const auto& [k, v] : game.rules().values())
    if (k != "players") rules_text += (rules_text.empty() ? "" : " ") + k + "=" + v;
  const std::string key = game.info().id + " " + rules_text;
  std::lock_guard lock(mutex);
  if (request.use_cache)
    if (auto it = solved.find(key); it != solved.end()) return it->second;
  auto s = std::make_shared<const Solved>(game.category_rules(), game.info().id, rules_text, request);
  if (request.use_cache) solved[key] = s;
  return s;
}

}  // namespace cubilete::solve

#include "solve/solved.h"

#include <fmt/format.h>

#include <map>
#include <mutex>

#include "solve/cache_file.h"

namespace cubilete::solve {

namespace {
constexpr int kPolicyFormat = 1;  // the codes of MaskPolicies and their layout
}  // namespace

Solved::Solved(const category::CategoryRules& rules, const std::string& game,
               const std::string& rules_text, const SolveOptions& request)
    : scorer_(rules), space_(scorer_), use_cache_(request.use_cache) {
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
  std::call_once(policies_once_, [&] { policies_ = std::make_unique<MaskPolicies>(space_, *table_); });
  return *policies_;
}

bool Solved::load_policy(int threads) const {
  return use_cache_ && policies().load(policy_file_, policy_header_, threads);
}

bool Solved::save_policy(int threads) const { return policies().save(policy_file_, policy_header_, threads); }

Action Solved::best_action(const StateKey& state, int hand, int rethrows_left) const {
  return policies().best(state, hand, rethrows_left);
}

std::string rules_without_players(const Game& game) {
  std::string text;
  for (const auto& [k, v] : game.rules().values())
    if (k != "players") text += (text.empty() ? "" : " ") + k + "=" + v;
  return text;
}

std::string rule_flags(const Game& game) {
  std::string flags;
  for (const auto& spec : find_game(game.info().id).options) {
    if (spec.key == "players") continue;
    const auto& value = game.rules().values().at(spec.key);
    if (value != spec.default_value) flags += fmt::format(" --rule {}={}", spec.key, value);
  }
  return flags;
}

std::shared_ptr<const Solved> solved_for(const category::CategoryGame& game,
                                         const SolveOptions& request) {
  static std::mutex mutex;
  static std::map<std::string, std::shared_ptr<const Solved>> solved;
  // Solitaire value: the number of players plays no part.
  const std::string rules_text = rules_without_players(game);
  const std::string key = game.info().id + " " + rules_text;
  std::lock_guard lock(mutex);
  if (request.use_cache)
    if (auto it = solved.find(key); it != solved.end()) return it->second;
  auto s = std::make_shared<const Solved>(game.category_rules(), game.info().id, rules_text, request);
  if (request.use_cache) solved[key] = s;
  return s;
}

}  // namespace cubilete::solve

#include "catalog/category/category_solve.h"

#include <fmt/format.h>

#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <utility>

#include "catalog/category/solitaire_distribution.h"
#include "games/category/category_game.h"
#include "solve/category/category_commands.h"
#include "solve/category/duel/duel_commands.h"

namespace cubilete::category {

namespace {

// The solitaire optimum's figures beyond how it was found: its table, how it was solved, the
// policy saved.
struct SolitaireSolveFacts {
  std::string cache_file;
  int64_t states = 0;
  std::optional<double> solve_seconds;
  std::optional<int64_t> states_evaluated;
  std::optional<bool> policy_saved;
  std::optional<std::string> policy_file;
  std::optional<int64_t> policy_bytes;
  std::optional<double> policy_seconds;
  static constexpr std::string_view kTypeName = "SolitaireSolveFacts";
  static constexpr auto fields() {
    using T = SolitaireSolveFacts;
    return std::tuple{field("cache_file", &T::cache_file),         field("states", &T::states),
                      field("solve_seconds", &T::solve_seconds),   field("states_evaluated", &T::states_evaluated),
                      field("policy_saved", &T::policy_saved),     field("policy_file", &T::policy_file),
                      field("policy_bytes", &T::policy_bytes),     field("policy_seconds", &T::policy_seconds)};
  }
};

SolveResult solitaire_solve_result(solve::SolitaireSolve s) {
  SolveResult r;
  r.value = s.value;
  r.meaning = s.meaning;
  SolitaireSolveFacts facts;
  facts.cache_file = s.cache_file;
  facts.states = int64_t(s.states);
  OnePlayerSolve found{s.seconds, std::nullopt, s.from_cache};
  if (const auto& c = s.computed) {
    facts.solve_seconds = c->seconds;
    found.threads = c->threads;
    facts.states_evaluated = int64_t(c->states_evaluated);
  }
  if (const auto& p = s.policy) {
    facts.policy_saved = p->saved;
    facts.policy_file = p->file;
    facts.policy_bytes = int64_t(p->bytes);
    facts.policy_seconds = p->seconds;
    r.text_after.push_back(fmt::format("Optimal policy ({:.0f} MB) built in {:.2f} s and saved to {}",
                                       p->bytes / 1e6, p->seconds, p->file));
    if (!p->saved)
      r.unsaved_policy = fmt::format(
          "could not write the policy to {} (is the cache directory writable, with {:.0f} MB "
          "free? CUBILETE_CACHE chooses another)",
          p->file, p->bytes / 1e6);
  }
  r.found = found;
  r.facts = writer_of(std::move(facts));
  r.distribution = s.distribution;
  r.typed = std::move(s);
  return r;
}

// The two-player table's figures beyond how it was found: whether it is in the cache now, and
// how it was solved.
struct CategoryDuelFacts {
  std::optional<bool> cached;
  std::optional<int64_t> states_evaluated, layer_memory_bytes;
  std::optional<std::string> computed_in;  // "float" or "double"
  static constexpr std::string_view kTypeName = "CategoryDuelSolveFacts";
  static constexpr auto fields() {
    using T = CategoryDuelFacts;
    return std::tuple{field("cached", &T::cached), field("states_evaluated", &T::states_evaluated),
                      field("layer_memory_bytes", &T::layer_memory_bytes), field("computed_in", &T::computed_in)};
  }
};

SolveResult category_duel_result(solve::CategoryDuelSolve s) {
  SolveResult r;
  r.value = s.value;
  r.meaning = s.meaning;
  TwoPlayerSolve found;
  found.states = int64_t(s.states);
  found.card_pairs = int64_t(s.card_pairs);
  found.seconds = s.seconds;
  found.from_cache = s.from_cache;
  found.stored_as = s.stored_as;
  CategoryDuelFacts facts;
  if (const auto& c = s.cache) {
    found.cache_file = c->file;
    found.cache_bytes = int64_t(c->bytes);
    facts.cached = c->cached;
  }
  if (const auto& c = s.computed) {
    found.solve_seconds = c->seconds;
    found.threads = c->threads;
    facts.states_evaluated = int64_t(c->states_evaluated);
    facts.layer_memory_bytes = int64_t(c->layer_memory_bytes);
    facts.computed_in = c->computed_in;
  }
  r.found = std::move(found);
  r.facts = writer_of(std::move(facts));
  r.typed = std::move(s);
  return r;
}

}  // namespace

SolveResult solve(const Game& game, const SolveOptions& options) {
  const auto& g = static_cast<const CategoryGame&>(game);
  if (options.players == 2) return category_duel_result(solve::solve_category_duel(g, options));
  auto solved = solve::solve_solitaire(g, options);
  if (options.distribution) solved.distribution = solitaire_distribution(g, options);
  return solitaire_solve_result(std::move(solved));
}

}  // namespace cubilete::category

// GameAnalysis::advice_kinds says which decisions an advisor ranks (the browser offers hints there
// only: GET /api/games, "table"); this holds it to what the advisor does at the decisions random
// games reach: advice exactly where the seat's legal moves are of those kinds (every decision
// where it declares none). The quick advisors are checked; the category and Farkle advisors
// rank every decision by construction (every legal action gets a value).
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "catalog/registry.h"
#include "core/rng.h"
#include "present/view_json.h"

using namespace cubilete;

namespace {

class AdviceKinds : public ::testing::TestWithParam<std::string> {};

TEST_P(AdviceKinds, TheAdvisorRanksExactlyTheDecisionsOfTheKindsItDeclares) {
  const auto& entry = find_game(GetParam());
  ASSERT_TRUE(entry.analysis.advise);
  const auto game = make_game(entry, {{"players", "2"}});
  int advised = 0, silent = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Rng rng(seed);
    auto s = game->initial_state();
    for (int step = 0; step < 300 && !s->is_terminal(); ++step) {
      if (s->is_chance()) {
        s->apply(s->sample_chance(rng));
        continue;
      }
      const auto legal = s->legal_actions();
      const bool declared = entry.analysis.advice_kinds.empty() ||
                            std::any_of(legal.begin(), legal.end(), [&](Action a) {
                              const std::string kind =
                                  move_json(*s, a, s->current_player())["kind"];
                              return std::count(entry.analysis.advice_kinds.begin(),
                                                entry.analysis.advice_kinds.end(), kind) > 0;
                            });
      const auto view = s->view_for(s->current_player());
      const bool ranks = !entry.analysis.advise(*game, *view).empty();
      EXPECT_EQ(ranks, declared) << entry.description.info.id << " seed " << seed << " at "
                                 << s->serialize();
      (ranks ? advised : silent) += 1;
      s->apply(legal[rng.below(uint32_t(legal.size()))]);
    }
  }
  EXPECT_GT(advised, 0);
  if (!entry.analysis.advice_kinds.empty()) {
    EXPECT_GT(silent, 0) << "decisions of other kinds came up";
  }
}

INSTANTIATE_TEST_SUITE_P(QuickAdvisors, AdviceKinds,
                         ::testing::Values("triplo_seis", "multiplicacao", "matterhorn"));

}  // namespace

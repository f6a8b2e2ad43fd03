#pragma once
// Helpers of the analysis tests (analysis_test.cpp, cli_test.cpp): games played out by
// bots and analysed, the identity every seat must satisfy checked from the steps themselves.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "core/match.h"
#include "core/record.h"
#include "solve/common/analysis.h"

namespace cubilete::test {

// The actions of a record, parsed where each stands.
inline std::vector<Action> record_actions(const Game& game, const GameRecord& record) {
  std::vector<Action> out;
  auto s = game.initial_state();
  for (const auto& text : record.actions) {
    const auto parsed = s->parse_action(text);
    EXPECT_TRUE(parsed.ok) << text << ": " << parsed.error;
    out.push_back(parsed.action);
    s->apply(parsed.action);
  }
  return out;
}

// A game played out by `bots` from `seed` and analysed by `model`.
inline solve::GameAnalysisResult play_and_analyse(const Game& game, solve::AnalysisModel& model,
                                                  const std::vector<Bot*>& bots, uint64_t seed,
                                                  int random_opening = 0) {
  GameRecord record;
  play_out(game, bots, seed, &record, random_opening);
  return solve::analyse_actions(model, *game.initial_state(), record_actions(game, record));
}

// A bot that always takes the measure's best choice (the model's first), else the first legal
// action (a decision the measure does not judge).
class MeasureBot : public Bot {
 public:
  explicit MeasureBot(solve::AnalysisModel& model) : model_(&model) {}
  Action choose(const State& s, Rng&) override {
    if (model_->judged(s)) return model_->choices(s).front().action;
    return s.legal_actions().front();
  }

 private:
  solve::AnalysisModel* model_;
};

// Per seat: result = start + luck - own_loss + others_effect (to 1e-9), the luck and the losses
// being the sums of the steps' own; and the part of others_effect no action explains (the
// model's gap: the value before a throw that is not the mean over its outcomes, the value before
// a decision that is not its best choice's) within `gap` (the measure's rounding). Every loss is
// the best choice's value less the chosen one's, never negative.
inline void expect_identity(const solve::GameAnalysisResult& r, double gap,
                            const std::string& what) {
  const size_t n = r.seats.size();
  std::vector<double> luck(n, 0.0), own(n, 0.0);
  for (const auto& step : r.steps) {
    if (!step.decision) {
      ASSERT_EQ(step.luck.size(), n) << what;
      for (size_t i = 0; i < n; ++i) luck[i] += step.luck[i];
    } else if (step.judged) {
      const auto j = size_t(step.seat);
      EXPECT_GE(step.loss, 0.0) << what << " step " << step.index;
      own[j] += step.loss;
    }
  }
  for (size_t i = 0; i < n; ++i) {
    const auto& s = r.seats[i];
    EXPECT_NEAR(s.luck, luck[i], 1e-9) << what << " seat " << i;
    EXPECT_NEAR(s.own_loss, own[i], 1e-9) << what << " seat " << i;
    EXPECT_NEAR(s.start + s.luck - s.own_loss + s.others_effect, s.result, 1e-9)
        << what << " seat " << i;
    EXPECT_LE(std::abs(s.model_gap), gap) << what << " seat " << i;
  }
}

}  // namespace cubilete::test

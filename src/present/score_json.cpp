#include "present/score_json.h"

#include <nlohmann/json.hpp>

namespace cubilete {

namespace {

nlohmann::json of(const Game& game, const solve::CategoryThrowScores& r) {
  nlohmann::json scores = nlohmann::json::object();
  nlohmann::json categories = nlohmann::json::array();  // card order, for display
  for (const auto& c : r.categories) {
    scores[c.key] = c.points;
    categories.push_back({{"key", c.key}, {"name", c.name}, {"points", c.points}});
  }
  nlohmann::json j = {{"game", game.info().id},
                      {"dice", r.dice},
                      {"served", r.served},
                      {"scores", scores},
                      {"categories", categories}};
  if (r.instant_win) j["instant_win"] = *r.instant_win;
  return j;
}

nlohmann::json of(const Game& game, const solve::FarkleThrowScores& r) {
  nlohmann::json selections = nlohmann::json::array();
  for (const auto& s : r.selections) selections.push_back({{"keep", s.keep}, {"points", s.points}});
  return {{"game", game.info().id},
          {"dice", r.dice},
          {"best", r.best},
          {"all_dice", r.all_dice ? nlohmann::json(*r.all_dice) : nlohmann::json(nullptr)},
          {"farkle", r.farkle},
          {"selections", selections}};
}

}  // namespace

nlohmann::json score_json(const Game& game, const ScoreResult& result) {
  return std::visit([&game](const auto& r) { return of(game, r); }, result);
}

}  // namespace cubilete

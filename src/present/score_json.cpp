#include "present/score_json.h"

#include <nlohmann/json.hpp>

#include "present/json_tree_sink.h"

namespace cubilete {

nlohmann::json score_json(const Game& game, const ScoreResult& result) {
  auto j = json_of(result.write);
  j["game"] = game.info().id;
  return j;
}

}  // namespace cubilete

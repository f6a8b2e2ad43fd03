#include "core/record.h"

#include <fmt/format.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/error.h"

namespace cubilete {

constexpr const char* kFormat = "cubilete-record";
constexpr int kVersion = 1;

Assignments assignments_of(const RuleSet& rules) {
  return Assignments(rules.values().begin(), rules.values().end());
}

nlohmann::json GameRecord::to_json() const {
  nlohmann::json r = nlohmann::json::object();
  for (const auto& [k, v] : rules) r[k] = v;
  return {{"format", kFormat}, {"version", kVersion}, {"game", game},   {"rules", r},
          {"seed", seed},      {"players", players},  {"actions", actions}};
}

GameRecord GameRecord::from_json(const nlohmann::json& j) {
  try {
    if (!j.is_object() || j.value("format", "") != kFormat)
      throw UsageError("not a cubilete game record (missing \"format\": \"cubilete-record\")");
    // Compared as JSON, not converted: a number out of an int's range must not be converted.
    if (!j.contains("version") || j["version"] != kVersion)
      throw UsageError(fmt::format("unsupported record version (this build reads version {})",
                                   kVersion));
    GameRecord rec;
    rec.game = j.at("game").get<std::string>();
    rec.rules = assignments_from_json(j.at("rules"));
    if (j.contains("seed")) {
      // Not j.value(): converting a fraction or a number beyond 2^64 to an integer is undefined.
      if (!j["seed"].is_number_unsigned())
        throw UsageError("malformed game record: \"seed\" must be a whole number from 0 to 2^64-1");
      rec.seed = j["seed"].get<uint64_t>();
    }
    rec.players = j.value("players", std::vector<std::string>{});
    rec.actions = j.at("actions").get<std::vector<std::string>>();
    return rec;
  } catch (const nlohmann::json::exception& e) {
    throw UsageError(fmt::format("malformed game record: {}", e.what()));
  }
}

void GameRecord::save(const std::string& path) const {
  std::ofstream out(path);
  if (!out) throw UsageError(fmt::format("cannot write '{}'", path));
  out << to_json().dump(1) << "\n";
  if (!out) throw UsageError(fmt::format("cannot write '{}'", path));
}

GameRecord GameRecord::load(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UsageError(fmt::format("cannot open record file '{}'", path));
  std::stringstream ss;
  ss << in.rdbuf();
  auto j = nlohmann::json::parse(ss.str(), nullptr, false);
  if (j.is_discarded()) throw UsageError(fmt::format("'{}' is not valid JSON", path));
  return from_json(j);
}

std::unique_ptr<State> replay_actions(const Game& game, const std::vector<std::string>& actions,
                                      size_t count) {
  auto state = game.initial_state();
  count = std::min(count, actions.size());
  for (size_t i = 0; i < count; ++i) {
    auto parsed = state->parse_action(actions[i]);
    if (!parsed.ok)
      throw UsageError(fmt::format("record action {} ('{}') cannot be replayed: {}", i + 1,
                                   actions[i], parsed.error));
    state->apply(parsed.action);
  }
  return state;
}

Replay replay(const GameRecord& record, size_t count) {
  Replay r;
  r.game = make_game(record.game, record.rules);
  r.state = replay_actions(*r.game, record.actions, count);
  return r;
}

}  // namespace cubilete

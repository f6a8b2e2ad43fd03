#include "present/record_json.h"

#include <fmt/format.h>

#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>

#include "catalog/registry.h"
#include "core/error.h"
#include "present/json_tree_sink.h"
#include "present/options_json.h"
#include "present/record_document.h"

namespace cubilete {

RecordDocument record_document(const GameRecord& record) {
  RecordDocument d;
  d.game = record.game;
  for (const auto& [key, value] : record.rules) d.rules.emplace_back(key, value);
  d.seed = record.seed;
  d.players.assign(record.players.begin(), record.players.end());
  d.actions.assign(record.actions.begin(), record.actions.end());
  if (!record.by.empty()) d.by.emplace(record.by.begin(), record.by.end());
  if (!record.positions.empty()) {
    auto& positions = d.positions.emplace();
    for (const auto& p : record.positions) positions.push_back({p.round, p.throw_index});
  }
  if (record.dice_entered) {
    d.dice = "entered";
    d.entered_by.emplace(record.entered_by.begin(), record.entered_by.end());
  }
  return d;
}

nlohmann::json record_to_json(const GameRecord& record) { return described_json(record_document(record)); }

namespace {
// The value of `key`, or a UsageError saying the record lacks it.
const nlohmann::json& required(const nlohmann::json& j, const char* key) {
  const auto it = j.find(key);
  if (it == j.end())
    throw UsageError(fmt::format("the record has no \"{}\" (a record holds \"format\", \"version\", \"game\", "
                                 "\"rules\", \"seed\", \"players\" and \"actions\")",
                                 key));
  return *it;
}

std::vector<std::string> texts(const nlohmann::json& j, const char* key, const char* what) {
  const auto& list = required(j, key);
  if (!list.is_array()) throw UsageError(fmt::format("\"{}\" must be a list of {}", key, what));
  std::vector<std::string> out;
  for (size_t i = 0; i < list.size(); ++i) {
    if (!list[i].is_string())
      throw UsageError(fmt::format("\"{}\" must be a list of {}; item {} is {}", key, what, i + 1, list[i].dump()));
    out.push_back(list[i].get<std::string>());
  }
  return out;
}

// The players must fill exactly the seats of the rules, each a name the game knows.
void check_players(const GameEntry& entry, const RuleSet& rules, const std::vector<std::string>& players) {
  const auto seats = rules.has("players") ? size_t(rules.get_int("players")) : players.size();
  if (players.size() != seats)
    throw UsageError(fmt::format("the record names {} player{} ({}) but its rules say players={}", players.size(),
                                 players.size() == 1 ? "" : "s", fmt::join(players, ", "), seats));
  for (const auto& name : players) check_bot_name(entry, name, true);
}
// "positions": [[round, throw], ...], each a whole number from 1.
std::vector<DealPosition> positions_of(const nlohmann::json& list) {
  const char* shape = "\"positions\" must be a list of [round, throw] pairs of whole numbers from 1";
  if (!list.is_array()) throw UsageError(shape);
  std::vector<DealPosition> out;
  const auto number = [](const nlohmann::json& n) {
    return n.is_number_unsigned() && n.get<uint64_t>() >= 1 && n.get<uint64_t>() < (uint64_t(1) << 31);
  };
  for (size_t i = 0; i < list.size(); ++i) {
    const auto& p = list[i];
    if (!p.is_array() || p.size() != 2 || !number(p[0]) || !number(p[1]))
      throw UsageError(fmt::format("{}; item {} is {}", shape, i + 1, p.dump().substr(0, 40)));
    out.push_back({p[0].get<uint32_t>(), p[1].get<uint32_t>()});
  }
  return out;
}
// "entered_by": per action, the seat of the phone that entered it, or -1.
std::vector<int> entered_by_of(const nlohmann::json& list, size_t actions, size_t seats) {
  const auto shape = fmt::format("\"entered_by\" must be a list of seats (0 to {}, or -1: not said), one per action",
                                 seats - 1);
  if (!list.is_array() || (!list.empty() && list.size() != actions)) throw UsageError(shape);
  std::vector<int> out;
  for (const auto& s : list) {
    if (!s.is_number_integer() || s.get<int64_t>() < -1 || s.get<int64_t>() >= int64_t(seats))
      throw UsageError(fmt::format("{}; an item is {}", shape, s.dump().substr(0, 40)));
    out.push_back(s.get<int>());
  }
  return out;
}
}  // namespace

GameRecord record_from_json(const nlohmann::json& j) {
  if (!j.is_object() || j.value("format", nlohmann::json()) != std::string(kRecordFormat))
    throw UsageError("not a cubilete game record (missing \"format\": \"cubilete-record\")");
  const auto& version = required(j, "version");
  if (version != kRecordVersion)
    throw UsageError(fmt::format("unsupported record version {} (this build reads version {})", version.dump(),
                                 kRecordVersion));
  GameRecord rec;
  const auto& game = required(j, "game");
  if (!game.is_string()) throw UsageError(fmt::format("\"game\" must be a game id, not {}", game.dump()));
  const GameEntry& entry = find_game(game.get<std::string>());
  rec.game = entry.description.info.id;
  rec.rules = assignments_from_json(required(j, "rules"));
  const RuleSet rules = RuleSet::resolve(entry.description.options, rec.rules);
  const auto& seed = required(j, "seed");
  if (!seed.is_number_unsigned())
    throw UsageError(fmt::format("\"seed\" must be a whole number from 0 to {}, not {}",
                                 std::numeric_limits<uint64_t>::max(), seed.dump()));
  rec.seed = seed.get<uint64_t>();
  rec.players = texts(j, "players", "player names (human or a bot name)");
  check_players(entry, rules, rec.players);
  rec.actions = texts(j, "actions", "action texts");
  if (j.contains("by")) {
    rec.by = texts(j, "by", "who decided each action (person, bot, away_bot, clock, chance or entered)");
    if (rec.by.size() != rec.actions.size())
      throw UsageError(fmt::format("\"by\" has {} entries for {} actions: one per action", rec.by.size(), rec.actions.size()));
    for (size_t i = 0; i < rec.by.size(); ++i)
      if (!decider_from(rec.by[i]))
        throw UsageError(fmt::format("\"by\" entry {} is '{}'; allowed: person, bot, away_bot, clock, chance, entered", i + 1,
                                     rec.by[i].substr(0, 40)));
  }
  if (j.contains("positions")) rec.positions = positions_of(j["positions"]);
  if (j.contains("dice")) {
    if (j["dice"] != "entered")
      throw UsageError(fmt::format("\"dice\" is {}; a record says only \"dice\": \"entered\" (real dice typed in)",
                                   j["dice"].dump().substr(0, 40)));
    rec.dice_entered = true;
    rec.entered_by = entered_by_of(j.value("entered_by", nlohmann::json::array()), rec.actions.size(), rec.players.size());
  } else if (j.contains("entered_by")) {
    throw UsageError("\"entered_by\" belongs to a record of entered dice (\"dice\": \"entered\")");
  }
  return rec;
}

void save_record(const GameRecord& record, const std::string& path) {
  std::ofstream out(path);
  if (!out) throw UsageError(fmt::format("cannot write '{}'", path));
  out << record_to_json(record).dump(1) << "\n";
  if (!out) throw UsageError(fmt::format("cannot write '{}'", path));
}

GameRecord load_record(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UsageError(fmt::format("cannot open record file '{}'", path));
  std::stringstream ss;
  ss << in.rdbuf();
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(ss.str());
  } catch (const nlohmann::json::parse_error& e) {
    throw UsageError(fmt::format("'{}' is not valid JSON (the error is at byte {})", path, e.byte));
  }
  try {
    return record_from_json(j);
  } catch (const UsageError& e) {
    throw UsageError(fmt::format("'{}': {}", path, e.what()));
  }
}

std::vector<std::string> record_names(const nlohmann::json& j) {
  std::vector<std::string> names;
  if (const auto it = j.find("names"); it != j.end() && it->is_array())
    for (const auto& n : *it) names.push_back(n.is_string() ? n.get<std::string>() : "");
  return names;
}

}  // namespace cubilete

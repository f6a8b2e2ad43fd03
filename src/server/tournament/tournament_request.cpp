#include "server/tournament/tournament_request.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "accounts/rated_rules.h"
#include "core/utc_date.h"
#include "server/room/room_request.h"

namespace cubilete::server::tournament {

namespace {

using nlohmann::json;

ProtocolError tournament_bad(const std::string& code, const std::string& message) { return {code, message}; }

bool tournament_has_rule(const Assignments& rules, const std::string& key) {
  return std::any_of(rules.begin(), rules.end(), [&key](const auto& kv) { return kv.first == key; });
}

}  // namespace

Assignments duplicate_tournament_rules(const GameEntry& entry, Assignments given) {
  if (entry.table.daily)
    for (const auto& [k, v] : entry.table.daily->rules)
      if (!tournament_has_rule(given, k)) given.emplace_back(k, v);
  if (!tournament_has_rule(given, "dice")) given.emplace_back("dice", "duplicate");
  if (!tournament_has_rule(given, "players")) given.emplace_back("players", "1");
  return given;
}

std::variant<TournamentRequest, ProtocolError> parse_tournament_request(const json& body, int64_t now_ms) {
  static const std::vector<std::string> fields{"kind", "game", "rules", "starts", "minutes", "public", "rated"};
  if (!body.is_object())
    return tournament_bad("bad_request", "the body is a JSON object: {\"kind\", \"game\", \"rules\"?, \"starts\", \"minutes\", "
                              "\"public\", \"rated\"?}");
  for (const auto& [key, value] : body.items())
    if (std::find(fields.begin(), fields.end(), key) == fields.end())
      return tournament_bad("bad_request", fmt::format("unknown field '{}'; allowed: {}", key.substr(0, 40), fmt::join(fields, ", ")));
  TournamentRequest r;
  if (!body.contains("kind") || (body["kind"] != "arena" && body["kind"] != "duplicate"))
    return tournament_bad("bad_request", "\"kind\" is \"arena\" (pairings all along) or \"duplicate\" (everyone on the same dice)");
  r.kind = body["kind"].get<std::string>();
  if (!body.contains("game") || !body["game"].is_string())
    return tournament_bad("no_such_game", "\"game\" must name a game (see GET /api/games)");
  try {
    r.entry = &find_game(body["game"].get<std::string>());
  } catch (const UsageError& e) {
    return tournament_bad("no_such_game", e.what());
  }
  const auto& info = r.entry->description.info;
  Assignments rules;
  if (body.contains("rules")) {
    try {
      rules = assignments_from_json(body["rules"]);
    } catch (const UsageError& e) {
      return tournament_bad("bad_rules", e.what());
    }
  }
  const bool arena = r.kind == "arena";
  const std::string players = arena ? "2" : "1";
  for (const auto& [k, v] : rules)
    if (k == "players" && v != players)
      return tournament_bad("bad_rules", fmt::format("an {} is played {}: players={}", r.kind,
                                          arena ? "by two at a table" : "alone on the tournament's dice", players));
  if (!tournament_has_rule(rules, "players")) rules.emplace_back("players", players);
  if (arena && (info.min_players > 2 || info.max_players < 2))
    return tournament_bad("bad_rules", fmt::format("{} is not played by two: no arena", info.id));
  if (!arena) {
    const auto& daily = r.entry->table.daily;
    if (!daily)
      return tournament_bad("bad_rules", fmt::format("{} has no dice by position for everyone: no duplicate tournament", info.id));
    for (const auto& [k, v] : rules)
      if (k == "dice" && v != "duplicate")
        return tournament_bad("bad_rules", "a duplicate tournament deals by position: dice=duplicate (or leave it out)");
    rules = duplicate_tournament_rules(*r.entry, std::move(rules));
  }
  std::shared_ptr<const Game> game;
  try {
    game = make_game(*r.entry, rules);
    r.rules = assignments_of(game->rules());
  } catch (const UsageError& e) {
    return tournament_bad("bad_rules", e.what());
  }
  if (arena)
    if (auto problem = shared_table_rules_problem(*game); !problem.empty()) return tournament_bad("bad_rules", problem);

  if (body.contains("rated") && !body["rated"].is_boolean()) return tournament_bad("bad_request", "\"rated\" is true or false");
  r.rated = arena && body.value("rated", true);
  if (!arena && body.value("rated", false))
    return tournament_bad("not_ratable", "a duplicate tournament is not rated: its games are played alone");
  if (r.rated)
    if (auto problem = accounts::rated_rules_problem(*r.entry, r.rules); !problem.empty())
      return tournament_bad("not_ratable", problem + " (or make the arena casual: \"rated\": false)");
  if (!body.contains("public") || !body["public"].is_boolean())
    return tournament_bad("bad_request", "\"public\" is true (listed in the lobby) or false (reached by its link)");
  r.listed = body["public"].get<bool>();

  if (!body.contains("starts") || !body["starts"].is_string())
    return tournament_bad("bad_time", "\"starts\" is \"now\" or a UTC time such as \"2026-12-24T20:00:00Z\"");
  const auto starts = body["starts"].get<std::string>();
  if (starts == "now") {
    r.starts_ms = now_ms;
  } else {
    const auto at = utc_time_ms(starts);
    if (!at) return tournament_bad("bad_time", "\"starts\" is \"now\" or a UTC time such as \"2026-12-24T20:00:00Z\"");
    if (*at < now_ms - 60'000) return tournament_bad("bad_time", "\"starts\" is in the past");
    if (*at > now_ms + kMostDaysAhead * kMsPerDay)
      return tournament_bad("bad_time", fmt::format("a tournament starts within {} days", kMostDaysAhead));
    r.starts_ms = std::max(*at, now_ms);
  }
  const int least = arena ? kMinArenaMinutes : kMinDuplicateMinutes;
  const int most = arena ? kMaxArenaMinutes : kMaxDuplicateMinutes;
  if (!body.contains("minutes") || !body["minutes"].is_number_integer() || body["minutes"].get<int64_t>() < least ||
      body["minutes"].get<int64_t>() > most)
    return tournament_bad("bad_time", fmt::format("\"minutes\" is a whole number from {} to {} for an {}", least, most, r.kind));
  r.minutes = body["minutes"].get<int>();
  return r;
}

}  // namespace cubilete::server::tournament

#include "server/lobby/lobby_messages.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <nlohmann/json.hpp>

#include "catalog/registry.h"
#include "core/error.h"
#include "core/record.h"
#include "crypto/fair_seed.h"
#include "present/client_requests.h"
#include "present/options_json.h"
#include "server/room/room_request.h"

namespace cubilete::server::lobby {

namespace {
ProtocolError bad(std::string code, std::string message) { return {std::move(code), std::move(message)}; }

// The words of the lobby's messages as present/client_requests.h declares them.
std::string known_types() { return fmt::format("{}", fmt::join(KindsOf<LobbyClientMessage>::kinds, ", ")); }

std::variant<LobbyMessage, ProtocolError> parse_seek(const nlohmann::json& j) {
  static const auto fields = [] {
    auto keys = declared_keys<SeekRequest>();
    keys.insert(keys.begin(), tag_key_of<SeekRequest>());
    return keys;
  }();
  for (const auto& [key, value] : j.items())
    if (std::find(fields.begin(), fields.end(), key) == fields.end())
      return bad("bad_message", fmt::format("unknown field '{}' in a seek; allowed: {}", key.substr(0, 40), fmt::join(fields, ", ")));
  SeekMessage seek;
  if (!j.contains("game") || !j["game"].is_string()) return bad("no_such_game", "\"game\" must name a game (see GET /api/games)");
  try {
    seek.entry = &find_game(j["game"].get<std::string>());
  } catch (const UsageError& e) {
    return bad("no_such_game", e.what());
  }
  const auto& info = seek.entry->description.info;
  if (info.max_players < 2) return bad("bad_rules", fmt::format("{} is played alone: nobody to pair with", info.id));
  Assignments rules;
  if (j.contains("rules")) {
    try {
      rules = assignments_from_json(j["rules"]);
    } catch (const UsageError& e) {
      return bad("bad_rules", e.what());
    }
  }
  // Quick play seats two unless the rules ask for more (or the game needs more).
  if (std::none_of(rules.begin(), rules.end(), [](const auto& kv) { return kv.first == "players"; }))
    rules.emplace_back("players", std::to_string(std::max(2, info.min_players)));
  try {
    auto game = make_game(*seek.entry, rules);
    seek.rules = assignments_of(game->rules());
    seek.players = int(game->rules().get_int("players"));
    if (auto problem = shared_table_rules_problem(*game); !problem.empty()) return bad("bad_rules", problem);
  } catch (const std::exception& e) {
    return bad("bad_rules", e.what());
  }
  if (seek.players < 2) return bad("bad_rules", "quick play seats two players or more");
  if (j.contains("rated")) {
    if (!j["rated"].is_boolean()) return bad("bad_message", "\"rated\" is true or false");
    seek.rated = j["rated"].get<bool>();
  }
  if (j.contains("bot_after")) {
    const auto& b = j["bot_after"];
    if (!b.is_number() || b.get<double>() < 0 || b.get<double>() > kMaxBotAfterSeconds)
      return bad("bad_message", fmt::format("\"bot_after\" is a number of seconds from 0 to {}", kMaxBotAfterSeconds));
    seek.bot_after_ms = int64_t(b.get<double>() * 1000);
  }
  if (j.contains("language")) {
    constexpr auto languages = enum_names(TableLanguage{}).names;
    const auto& l = j["language"];
    if (!l.is_string() ||
        std::find(languages.begin(), languages.end(), l.get<std::string>()) == languages.end())
      return bad("bad_message", fmt::format("\"language\" is one of {}", fmt::join(languages, ", ")));
    seek.language = l.get<std::string>();
  }
  if (auto problem = name_problem(j, "name", seek.name); !problem.empty()) return bad("bad_name", problem);
  // The person's part of the dice, as at a room's creation or a join: every way into a room takes it.
  if (j.contains("client_seed")) {
    if (!j["client_seed"].is_string()) return bad("bad_seed", "\"client_seed\" must be a string");
    seek.client_seed = j["client_seed"].get<std::string>();
    if (auto problem = fair::client_seed_problem(seek.client_seed); !problem.empty()) return bad("bad_seed", problem);
  }
  return LobbyMessage{std::move(seek)};
}
std::variant<LobbyMessage, ProtocolError> parse_tournament_watch(const nlohmann::json& j) {
  for (const auto& [key, value] : j.items())
    if (key != "type" && key != "id" && key != "client_seed")
      return bad("bad_message", fmt::format("unknown field '{}' of a tournament message; allowed: id, client_seed",
                                            key.substr(0, 40)));
  TournamentMessage m;
  if (!j.contains("id") || !j["id"].is_string() || j["id"].get<std::string>().empty() ||
      j["id"].get<std::string>().size() > 40 ||
      j["id"].get<std::string>().find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos)
    return bad("bad_message", "\"id\" names a tournament: letters and digits");
  m.id = j["id"].get<std::string>();
  if (j.contains("client_seed")) {
    if (!j["client_seed"].is_string()) return bad("bad_seed", "\"client_seed\" must be a string");
    m.client_seed = j["client_seed"].get<std::string>();
    if (auto problem = fair::client_seed_problem(m.client_seed); !problem.empty()) return bad("bad_seed", problem);
  }
  return LobbyMessage{std::move(m)};
}
}  // namespace

std::variant<LobbyMessage, ProtocolError> parse_lobby_message(std::string_view raw) {
  if (raw.size() > kMaxClientMessage)
    return bad("too_large", fmt::format("a message is at most {} bytes", kMaxClientMessage));
  const auto j = nlohmann::json::parse(raw, nullptr, false);
  if (j.is_discarded() || !j.is_object() || !j.contains("type") || !j["type"].is_string())
    return bad("bad_message", fmt::format("a message is a JSON object with a \"type\": one of {}", known_types()));
  const auto type = j["type"].get<std::string>();
  if (type == "seek") return parse_seek(j);
  if (type == "tournament") return parse_tournament_watch(j);
  if (j.size() > 1) return bad("bad_message", fmt::format("a {} message has no other field", type.substr(0, 20)));
  if (type == "cancel") return LobbyMessage{CancelMessage{}};
  if (type == "accept_bot") return LobbyMessage{AcceptBotMessage{}};
  if (type == "ping") return LobbyMessage{PingMessage{}};
  return bad("unknown_type",
             fmt::format("unknown message type '{}' on the lobby socket; allowed: {}", type.substr(0, 20), known_types()));
}

std::string strongest_bot(const GameEntry& entry, const Game& game) {
  const auto& names = entry.bots.names;
  for (auto it = names.rbegin(); it != names.rend(); ++it)
    if (!entry.bots.unavailable || entry.bots.unavailable(game, *it).empty()) return *it;
  return "random";
}

}  // namespace cubilete::server::lobby

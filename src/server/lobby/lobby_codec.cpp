#include "server/lobby/lobby_codec.h"

#include <nlohmann/json.hpp>

namespace cubilete::server::lobby {

namespace {
using nlohmann::json;

json rating_json(const std::optional<ShownRating>& r) {
  return r ? json{{"rating", r->rating}, {"provisional", r->provisional}} : json();
}
std::optional<ShownRating> rating_from(const json& j) {
  if (j.is_null()) return std::nullopt;
  return ShownRating{j.at("rating").get<double>(), j.at("provisional").get<bool>()};
}
}  // namespace

std::string table_text(const Table& t) {
  return json{{"room", t.room},
              {"game", t.game},
              {"rules_changed", t.rules_changed},
              {"seats_taken", t.seats_taken},
              {"seats", t.seats},
              {"rated", t.rated},
              {"creator_name", t.creator_name},
              {"creator_account", t.creator_account},
              {"creator_rating", rating_json(t.creator_rating)},
              {"language", t.language},
              {"created_ms", t.created_ms},
              {"creator_address", t.creator_address}}
      .dump();
}

Table table_from_text(const std::string& text) {
  const json j = json::parse(text);
  Table t;
  t.room = j.at("room");
  t.game = j.at("game");
  t.rules_changed = j.at("rules_changed").get<RulePairs>();
  t.seats_taken = j.at("seats_taken");
  t.seats = j.at("seats");
  t.rated = j.at("rated");
  t.creator_name = j.at("creator_name");
  t.creator_account = j.value("creator_account", "");  // absent in entries an older instance wrote
  t.creator_rating = rating_from(j.at("creator_rating"));
  t.language = j.at("language");
  t.created_ms = j.at("created_ms");
  t.creator_address = j.at("creator_address");
  return t;
}

std::string live_text(const LiveGame& g) {
  json seats = json::array();
  for (const auto& s : g.seats)
    seats.push_back({{"name", s.name},
                     {"account", s.account},
                     {"bot", s.bot},
                     {"score", s.score},
                     {"rating", rating_json(s.rating)}});
  return json{{"room", g.room},     {"game", g.game},   {"language", g.language},     {"rules_changed", g.rules_changed},
              {"rated", g.rated}, {"seats", seats}, {"started_ms", g.started_ms}}
      .dump();
}

LiveGame live_from_text(const std::string& text) {
  const json j = json::parse(text);
  LiveGame g;
  g.room = j.at("room");
  g.game = j.at("game");
  g.language = j.at("language");
  g.rules_changed = j.at("rules_changed").get<RulePairs>();
  g.rated = j.at("rated");
  g.started_ms = j.at("started_ms");
  for (const auto& s : j.at("seats"))
    g.seats.push_back({s.at("name"), s.value("account", ""), s.at("bot"), s.at("score").get<double>(),
                       rating_from(s.at("rating"))});
  return g;
}

std::string seek_text(const Seek& s) {
  return json{{"game", s.game},
              {"rules", s.rules},
              {"players", s.players},
              {"rated", s.rated},
              {"name", s.name},
              {"account", s.account},
              {"language", s.language},
              {"address_key", s.address_key},
              {"client_seed", s.client_seed},
              {"hidden_information", s.hidden_information}}
      .dump();
}

Seek seek_from_text(const std::string& text) {
  const json j = json::parse(text);
  Seek s;
  s.game = j.at("game");
  s.rules = j.at("rules");
  s.players = j.at("players");
  s.rated = j.at("rated");
  s.name = j.at("name");
  s.account = j.at("account");
  s.language = j.at("language");
  // Who may sit together reads these: a seek an older instance wrote has neither.
  s.address_key = j.value("address_key", "");
  s.client_seed = j.value("client_seed", "");
  s.hidden_information = j.value("hidden_information", false);
  return s;
}

std::string pool_key(const Seek& s) {
  return json{s.game, s.rules, s.players, s.rated}.dump();
}

}  // namespace cubilete::server::lobby

#include "server/lobby/lobby_table.h"

#include <nlohmann/json.hpp>

#include "core/options.h"
#include "server/room/room_messages.h"

namespace cubilete::server::lobby {

nlohmann::json table_json(const Table& t) {
  nlohmann::json rules = nlohmann::json::object();
  for (const auto& [k, v] : t.rules_changed) rules[k] = v;
  nlohmann::json creator = {{"name", t.creator_name.empty() ? nlohmann::json() : nlohmann::json(t.creator_name)},
                            {"account", t.creator_account.empty() ? nlohmann::json() : nlohmann::json(t.creator_account)}};
  if (t.creator_rating) {
    creator["rating"] = t.creator_rating->rating;
    creator["provisional"] = t.creator_rating->provisional;
  }
  return {{"room", t.room},
          {"game", t.game},
          {"rules_changed", std::move(rules)},
          {"seats_taken", t.seats_taken},
          {"seats", t.seats},
          {"rated", t.rated},
          {"creator", std::move(creator)},
          {"language", t.language.empty() ? nlohmann::json() : nlohmann::json(t.language)},
          {"created", room::iso8601(t.created_ms)}};
}

RulePairs rules_changed(const RuleSet& rules) {
  // changed_flags() knows each option's declared default; it writes " --rule KEY=VALUE" per
  // changed option. Keys hold no '=' and no space, so the text splits back safely up to each
  // value (a text value may hold spaces: it runs to the next " --rule ").
  const std::string flags = rules.changed_flags();
  const std::string marker = " --rule ";
  RulePairs out;
  size_t at = flags.find(marker);
  while (at != std::string::npos) {
    const size_t start = at + marker.size();
    const size_t next = flags.find(marker, start);
    const std::string item = flags.substr(start, next == std::string::npos ? std::string::npos : next - start);
    const size_t eq = item.find('=');
    if (eq != std::string::npos && item.substr(0, eq) != "players") out.emplace_back(item.substr(0, eq), item.substr(eq + 1));
    at = next;
  }
  return out;
}

}  // namespace cubilete::server::lobby

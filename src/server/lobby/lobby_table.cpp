#include "server/lobby/lobby_table.h"

#include "core/options.h"
#include "present/json_sink.h"
#include "server/room/room_messages.h"

namespace cubilete::server::lobby {

ChangedRules changed_rules(const RulePairs& rules) {
  ChangedRules out;
  out.assign(rules.begin(), rules.end());
  return out;
}

OpenTable open_table(const Table& t) {
  OpenTable out;
  out.room = t.room;
  out.game = t.game;
  out.rules_changed = changed_rules(t.rules_changed);
  out.seats_taken = t.seats_taken;
  out.seats = t.seats;
  out.rated = t.rated;
  out.creator.name = null_if_empty(t.creator_name);
  out.creator.account = null_if_empty(t.creator_account);
  if (t.creator_rating) {
    out.creator.rating = t.creator_rating->rating;
    out.creator.provisional = t.creator_rating->provisional;
  }
  out.language = null_if_empty(t.language);
  out.created = room::iso8601(t.created_ms);
  return out;
}

std::string table_as_sent(const Table& table) { return described_text(open_table(table)); }

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

#include "server/lobby/lobby_list.h"

#include <algorithm>

#include "present/json_sink.h"

namespace cubilete::server::lobby {

bool Filter::admits(const Table& t) const {
  return (game.empty() || game == t.game) && (language.empty() || language == t.language);
}

Deliveries LobbyList::to_admitting(const Table& table, const std::string& text) const {
  Deliveries out;
  auto shared = std::make_shared<const std::string>(text);
  for (const auto& [id, filter] : filters_)
    if (filter.admits(table)) out.push_back({id, shared});
  return out;
}

Deliveries LobbyList::put(const Table& table, bool open) {
  if (!open) return remove(table.room);
  auto it = tables_.find(table.room);
  if (it != tables_.end()) {
    const Table& was = it->second;
    // Only what a subscriber sees counts: the same seats and the same creator are no news.
    if (was.seats_taken == table.seats_taken && was.creator_name == table.creator_name &&
        was.creator_rating.has_value() == table.creator_rating.has_value() &&
        (!was.creator_rating || (was.creator_rating->rating == table.creator_rating->rating &&
                                 was.creator_rating->provisional == table.creator_rating->provisional)))
      return {};
    it->second = table;
  } else {
    tables_.emplace(table.room, table);
    order_.push_back(table.room);
  }
  return to_admitting(table, described_text(TableAddedMessage{open_table(table)}));
}

Deliveries LobbyList::remove(const std::string& room) {
  auto it = tables_.find(room);
  if (it == tables_.end()) return {};
  const Table table = std::move(it->second);
  tables_.erase(it);
  order_.erase(std::find(order_.begin(), order_.end(), room));
  return to_admitting(table, described_text(TableRemovedMessage{room}));
}

Deliveries LobbyList::subscribe(SubscriberId id, const Filter& filter) {
  filters_[id] = filter;
  LobbyTablesMessage message;
  for (const auto& room : order_)
    if (const auto& t = tables_.at(room); filter.admits(t)) message.tables.push_back(open_table(t));
  return {{id, std::make_shared<const std::string>(described_text(message))}};
}

void LobbyList::unsubscribe(SubscriberId id) { filters_.erase(id); }

int LobbyList::tables_from(const std::string& address) const {
  return int(std::count_if(tables_.begin(), tables_.end(),
                           [&](const auto& entry) { return entry.second.creator_address == address; }));
}

const Table* LobbyList::find(const std::string& room) const {
  auto it = tables_.find(room);
  return it == tables_.end() ? nullptr : &it->second;
}

}  // namespace cubilete::server::lobby

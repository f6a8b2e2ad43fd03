// The lobby machine's lists: the open public tables and the games being played, as the rooms
// served here tell them and as the shared store brings the other instances' (lobby_machine.h).
#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "server/lobby/lobby_codec.h"
#include "server/lobby/lobby_machine.h"

namespace cubilete::server::lobby {

void Machine::on(PutTable& c) {
  deliver(parts_.list.put(c.table, c.open));
  if (!shared_store_) return;
  if (c.open) {
    parts_.own_tables.insert(c.table.room);
    emit(Share{shared::Put{{"table", c.table.room, table_text(c.table)}}});
  } else if (parts_.own_tables.erase(c.table.room) > 0) {
    emit(Share{shared::Remove{"table", c.table.room}});
  }
}

void Machine::on(PutLive& c) {
  const bool changed = parts_.live.put(c.game, c.playing);
  if (changed) parts_.live_changed = true;
  arm_live();
  if (!shared_store_) return;
  const std::string& room = c.game.room;
  if (c.playing) {
    if (parts_.own_live.insert(room).second || changed) emit(Share{shared::Put{{"live", room, live_text(c.game)}}});
  } else if (parts_.own_live.erase(room) > 0) {
    emit(Share{shared::Remove{"live", room}});
  }
}

void Machine::on(Release& c) {
  if (!shared_store_) {
    deliver(parts_.list.remove(c.room));
    LiveGame gone;
    gone.room = c.room;
    if (parts_.live.put(gone, false)) parts_.live_changed = true;
    return arm_live();
  }
  // The shared store tells how the entries stand once they are no longer this instance's.
  if (parts_.own_tables.erase(c.room) > 0) emit(Share{shared::Release{"table", c.room}});
  if (parts_.own_live.erase(c.room) > 0) emit(Share{shared::Release{"live", c.room}});
}

void Machine::on(AccountGone& c) {
  const std::vector<std::string> listed = parts_.list.rooms();  // a copy: removing changes the list's
  for (const auto& room : listed) {
    const auto* t = parts_.list.find(room);
    if (!t || t->creator_account != c.account_name || parts_.own_tables.count(room)) continue;
    deliver(parts_.list.remove(room));
    if (shared_store_) emit(Share{shared::Remove{"table", room}});
  }
  for (const auto& room : parts_.live.rooms()) {
    const auto* g = parts_.live.find(room);
    if (!g || parts_.own_live.count(room)) continue;
    if (std::none_of(g->seats.begin(), g->seats.end(), [&](const LiveSeat& s) { return s.account == c.account_name; }))
      continue;
    LiveGame gone;
    gone.room = room;
    if (parts_.live.put(gone, false)) parts_.live_changed = true;
    if (shared_store_) emit(Share{shared::Remove{"live", room}});
  }
  arm_live();
}

void Machine::arm_live() {
  if (!parts_.live_changed || parts_.timers.live != 0) return;
  const int64_t wait = parts_.live_sent_ms + 1000 - now_;
  if (wait <= 0) return send_live();
  arm(Timer::Live, wait);
}

void Machine::send_live() {
  parts_.live_changed = false;
  parts_.live_sent_ms = now_;
  // One text per filter, shared by every socket with that filter; only to those it changed for.
  std::unordered_map<std::string, std::shared_ptr<const std::string>> texts;
  for (auto& [id, w] : parts_.watchers) {
    auto& text = texts[w.filter.game + "/" + w.filter.language];
    if (!text) text = std::make_shared<const std::string>(parts_.live.message_for(w.filter));
    if (w.live_seen && *w.live_seen == *text) continue;
    w.live_seen = text;
    to_outbox(id, text);  // after the list's news of the same moment
  }
}

void Machine::on(SharedChanged& c) { apply_shared(c.kind, c.room, c.body); }

void Machine::apply_shared(const std::string& kind, const std::string& room, const std::optional<std::string>& body) {
  try {
    if (kind == "table" && !parts_.own_tables.count(room)) {
      deliver(body ? parts_.list.put(table_from_text(*body), true) : parts_.list.remove(room));
    } else if (kind == "live" && !parts_.own_live.count(room)) {
      LiveGame game;
      if (body) game = live_from_text(*body);
      game.room = room;
      if (parts_.live.put(game, body.has_value())) parts_.live_changed = true;
      arm_live();
    }
  } catch (const std::exception& e) {  // another instance's text, or another version's
    log(fmt::format("lobby: the shared entry {} {} could not be read: {}", kind, room, e.what()));
  }
}

void Machine::on(SharedSnapshot& c) {
  std::unordered_set<std::string> tables, live;
  for (const auto& e : c.entries) {
    (e.kind == "table" ? tables : live).insert(e.room);
    apply_shared(e.kind, e.room, e.body);
  }
  // What the others listed and the store no longer holds left meanwhile.
  const std::vector<std::string> listed = parts_.list.rooms();
  for (const auto& room : listed)
    if (!tables.count(room)) apply_shared("table", room, std::nullopt);
  for (const auto& room : parts_.live.rooms())
    if (!live.count(room)) apply_shared("live", room, std::nullopt);
  if (!c.again) return;
  // The store was out of reach: what this instance serves is written again.
  for (const auto& room : parts_.own_tables)
    if (const auto* t = parts_.list.find(room)) emit(Share{shared::Put{{"table", room, table_text(*t)}}});
  for (const auto& room : parts_.own_live)
    if (const auto* g = parts_.live.find(room)) emit(Share{shared::Put{{"live", room, live_text(*g)}}});
}

}  // namespace cubilete::server::lobby

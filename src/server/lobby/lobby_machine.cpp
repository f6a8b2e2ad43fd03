#include "server/lobby/lobby_machine.h"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>
#include <utility>

#include "catalog/registry.h"
#include "core/error.h"
#include "server/address_limits.h"
#include "server/room/room_messages.h"

namespace cubilete::server::lobby {

namespace {
// The list's news wait this long for others to go with them.
constexpr int64_t kNewsBatchMs = 50;

const char* const kLanguages[] = {"pt-BR", "es-AR", "en"};
}  // namespace

Machine::Machine(const ServerConfig& config, bool shared_store, Door& door)
    : config_(config),
      shared_store_(shared_store),
      door_(door),
      // With a shared store the pool here keeps this instance's seekers (their tokens, bot offers,
      // limits); the pairing is the store's, across instances.
      parts_(QuickPool(config.seeks_per_minute, !shared_store,
                       PairingRules{config.one_seat_per_address, config.rated_same_address})) {}

Effects Machine::handle(int64_t now_ms, Command command) {
  now_ = now_ms;
  out_.clear();
  std::visit([this](auto& c) { on(c); }, command);
  return std::exchange(out_, {});
}

const Watcher* Machine::watcher(WatcherId id) const {
  auto it = parts_.watchers.find(id);
  return it == parts_.watchers.end() ? nullptr : &it->second;
}

std::string Machine::refuse_listing(const std::string& address) const {
  const int most = config_.public_tables_per_address;
  if (most > 0 && parts_.list.tables_from(address_key(address)) >= most)  // a seat keeps its address's key
    return fmt::format("at most {} open public tables from one address; wait until one fills or expires", most);
  return {};
}

// ---- sockets

void Machine::on(Connect& c) {
  Filter filter;
  filter.language = c.language;
  std::string problem;
  if (!c.language.empty() && std::find(std::begin(kLanguages), std::end(kLanguages), c.language) == std::end(kLanguages))
    problem = "the lobby's language filter is pt-BR, es-AR or en";
  if (!c.game.empty()) {
    try {
      filter.game = find_game(c.game).description.info.id;
    } catch (const UsageError& e) {
      problem = e.what();
    }
  }
  if (!problem.empty()) {
    emit(Send{c.watcher, room::error_message("bad_filter", problem)});
    emit(Close{c.watcher, "bad filter"});
    return;
  }
  Watcher& w = parts_.watchers[c.watcher];
  w.id = c.watcher;
  w.address = c.address;
  w.filter = filter;
  w.account = c.account;
  w.account_name = c.account_name;
  w.session_hash = c.session_hash;
  w.live_seen = std::make_shared<const std::string>(parts_.live.message_for(filter));
  // The snapshot at once, before anything else this socket is sent (PROTOCOL.md: "on connect").
  for (auto& d : parts_.list.subscribe(c.watcher, filter)) send(c.watcher, std::move(d.text));
  // The games on now, if any (none is the page's starting point: no message).
  if (parts_.live.size() > 0) send(c.watcher, w.live_seen);
}

void Machine::on(Disconnect& c) {
  if (!parts_.watchers.count(c.watcher)) return;
  parts_.list.unsubscribe(c.watcher);
  leave_pool(c.watcher);
  parts_.watchers.erase(c.watcher);
  parts_.outbox.erase(c.watcher);
  arm_offers();
}

void Machine::on(CloseAll& c) {
  flush_outbox();  // the news before the close
  for (const auto& [id, w] : parts_.watchers) emit(Close{id, c.reason});
}

// ---- timers

uint64_t& Machine::armed(Timer timer) {
  switch (timer) {
    case Timer::Offer: return parts_.timers.offer;
    case Timer::Live: return parts_.timers.live;
    case Timer::News: break;
  }
  return parts_.timers.news;
}

void Machine::arm(Timer timer, int64_t after_ms) {
  const uint64_t generation = ++parts_.timers.last;
  armed(timer) = generation;
  emit(ArmTimer{timer, after_ms, generation});
}

void Machine::cancel(Timer timer) {
  if (armed(timer) == 0) return;
  armed(timer) = 0;
  emit(CancelTimer{timer});
}

void Machine::on(TimerFired& c) {
  uint64_t& generation = armed(c.timer);
  if (c.generation == 0 || c.generation != generation) return;  // armed again, or cancelled
  generation = 0;
  switch (c.timer) {
    case Timer::News: return flush_outbox();
    case Timer::Live: return send_live();
    case Timer::Offer:
      parts_.timers.offer_at.reset();
      try {
        offer_due();
      } catch (const std::exception& e) {
        log(fmt::format("lobby: the bot offers failed: {}", e.what()));
      }
      return arm_offers();
  }
}

// ---- the batch

void Machine::deliver(const Deliveries& deliveries) {
  for (const auto& d : deliveries) to_outbox(d.to, d.text);
}

void Machine::to_outbox(WatcherId id, std::shared_ptr<const std::string> text) {
  parts_.outbox[id].push_back(std::move(text));
  if (parts_.timers.news == 0) arm(Timer::News, kNewsBatchMs);
}

void Machine::flush_outbox() {
  cancel(Timer::News);
  for (auto& [id, texts] : parts_.outbox)
    if (parts_.watchers.count(id) && !texts.empty()) emit(SendAll{id, std::move(texts)});
  parts_.outbox.clear();
}

// ---- what goes out

void Machine::send(WatcherId id, std::shared_ptr<const std::string> text) { emit(Send{id, std::move(text)}); }

void Machine::send(WatcherId id, const std::string& text) { send(id, std::make_shared<const std::string>(text)); }

void Machine::send_error(WatcherId id, const std::string& code, const std::string& message) {
  send(id, room::error_message(code, message));
}

void Machine::log(std::string line) { emit(Log{std::move(line)}); }

}  // namespace cubilete::server::lobby

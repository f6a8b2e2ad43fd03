#include "server/http/metrics_page.h"

#include <fmt/format.h>

#include <array>

#include "crypto/crypto.h"
#include "server/address_limits.h"
#include "server/metrics.h"
#include "server/room/room_registry.h"
#include "server/tokens.h"

namespace cubilete::server {

namespace {

// A label's value in the exposition: backslash, double quote and line feed escaped.
std::string label_value(std::string_view value) {
  std::string out;
  for (const char c : value) {
    if (c == '\\') out += "\\\\";
    else if (c == '"') out += "\\\"";
    else if (c == '\n') out += "\\n";
    else out += c;
  }
  return out;
}

class Exposition {
 public:
  // A family's HELP and TYPE lines, once, before its samples.
  void family(std::string_view name, std::string_view type, std::string_view help) {
    text_ += fmt::format("# HELP {} {}\n# TYPE {} {}\n", name, help, name, type);
  }
  void sample(std::string_view name, double value, std::string_view labels = {}) {
    if (labels.empty()) text_ += fmt::format("{} {}\n", name, value);
    else text_ += fmt::format("{}{{{}}} {}\n", name, labels, value);
  }
  void histogram(std::string_view name, std::string_view help, const DurationHistogram& h) {
    family(name, "histogram", help);
    const auto s = h.snapshot();
    for (size_t i = 0; i < DurationHistogram::kBounds.size(); ++i)
      text_ += fmt::format("{}_bucket{{le=\"{}\"}} {}\n", name, DurationHistogram::kBounds[i], s.cumulative[i]);
    text_ += fmt::format("{}_bucket{{le=\"+Inf\"}} {}\n{}_sum {}\n{}_count {}\n", name, s.count, name, s.sum_seconds,
                         name, s.count);
  }
  std::string take() { return std::move(text_); }

 private:
  std::string text_;
};

}  // namespace

bool metrics_authorized(std::string_view authorization, const std::string& token) {
  constexpr std::string_view kScheme = "Bearer ";
  if (token.empty() || authorization.substr(0, kScheme.size()) != kScheme) return false;
  return crypto::constant_time_equal(token_hash(authorization.substr(kScheme.size())), token_hash(token));
}

std::string metrics_exposition(ServerContext& context) {
  const Metrics& m = metrics();
  Exposition out;
  out.family("cubilete_build_info", "gauge", "The running program's version (always 1).");
  out.sample("cubilete_build_info", 1, fmt::format("version=\"{}\"", label_value(context.config.version)));
  out.family("process_start_time_seconds", "gauge", "When the process started, in seconds since the Unix epoch.");
  out.sample("process_start_time_seconds", double(m.started_unix_s));

  out.family("cubilete_sockets_open", "gauge", "Open WebSockets: a room's, or the lobby's.");
  out.sample("cubilete_sockets_open", double(m.room_sockets.load(std::memory_order_relaxed)), "kind=\"room\"");
  out.sample("cubilete_sockets_open", double(m.lobby_sockets.load(std::memory_order_relaxed)), "kind=\"lobby\"");

  std::array<size_t, std::size(store::kRoomStatuses)> by_status{};
  context.rooms.for_each([&](const std::shared_ptr<Room>& room) { ++by_status[size_t(room->status())]; });
  out.family("cubilete_rooms", "gauge", "Rooms this instance holds, by state.");
  for (const auto s : {room::RoomStatus::Waiting, room::RoomStatus::Playing, room::RoomStatus::Over})
    out.sample("cubilete_rooms", double(by_status[size_t(s)]), fmt::format("state=\"{}\"", room::status_name(s)));

  out.family("cubilete_actions_total", "counter",
             "Actions applied and sent to the store, by who decided them (chance: the dice).");
  for (const auto d : {Decider::Person, Decider::Bot, Decider::AwayBot, Decider::Clock, Decider::Chance, Decider::Entered})
    out.sample("cubilete_actions_total", double(m.actions(d)), fmt::format("decided_by=\"{}\"", decider_name(d)));

  out.family("cubilete_errors_total", "counter",
             "Errors sent to clients, by code: HTTP answers' \"error\" and sockets' error messages.");
  for (const auto& [code, n] : m.errors())
    out.sample("cubilete_errors_total", double(n), fmt::format("code=\"{}\"", label_value(code)));

  const auto& store = context.store.write_stats();
  out.histogram("cubilete_store_commit_seconds", "Time of each group commit of the store's writes (one transaction).",
                store.commit_seconds);
  out.family("cubilete_store_queue_depth", "gauge", "Writes waiting for the store's next commit.");
  out.sample("cubilete_store_queue_depth", double(store.queued.load(std::memory_order_relaxed)));
  out.histogram("cubilete_bot_think_seconds", "Time a bot took to choose a move (on the worker lanes).",
                m.bot_think_seconds);

  out.family("cubilete_rooms_moved_total", "counter",
             "Unfinished rooms moved between instances sharing a PostgreSQL store: taken over here, handed over "
             "to another instance that asked, dropped when the store's ownership connection was lost.");
  out.sample("cubilete_rooms_moved_total", double(m.rooms_taken_over.load(std::memory_order_relaxed)),
             "direction=\"taken_over\"");
  out.sample("cubilete_rooms_moved_total", double(m.rooms_handed_over.load(std::memory_order_relaxed)),
             "direction=\"handed_over\"");
  out.sample("cubilete_rooms_moved_total", double(m.rooms_dropped.load(std::memory_order_relaxed)),
             "direction=\"dropped\"");
  return out.take();
}

}  // namespace cubilete::server

// What a room says: the per-seat state messages (only what each seat may know), its public
// summary and, once the game is over, its record with the revealed seeds.
#include <fmt/format.h>

#include <algorithm>
#include <ctime>

#include "core/json_text.h"
#include "crypto/crypto.h"
#include "present/record_json.h"
#include "server/room/room.h"

namespace cubilete::server {

namespace {
constexpr size_t kEventsOnConnect = 200;  // a new connection gets this much of the story

std::string iso8601(int64_t ms) {
  const std::time_t t = std::time_t(ms / 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &tm);
  return fmt::format("{}.{:03}Z", buf, ms % 1000);
}

nlohmann::json seat_or_null(int seat) { return seat >= 0 ? nlohmann::json(seat) : nlohmann::json(nullptr); }

nlohmann::json name_or_null(const std::string& name) { return name.empty() ? nlohmann::json(nullptr) : nlohmann::json(name); }

// What kind of move an action is (PROTOCOL.md v1.1 `moves`): "throw" for chance, else the
// action's verb ("keep", "score", "bank", ...), "move" for a Damma move ("a1-b2"). The structure
// issue gives each kind its structured content.
std::string move_kind(const table::LoggedAction& a) {
  if (a.chance()) return "throw";
  const auto space = a.text.find(' ');
  const std::string verb = a.text.substr(0, space);
  const bool word = !verb.empty() && std::all_of(verb.begin(), verb.end(), [](char c) { return c >= 'a' && c <= 'z'; });
  return word ? verb : "move";
}
}  // namespace

nlohmann::json chat_json(const store::ChatRecord& c) {
  return {{"type", "chat"}, {"seat", seat_or_null(c.seat)}, {"name", name_or_null(c.name)}, {"text", c.text}, {"at", iso8601(c.at_ms)}};
}

// Written as text (keys in sorted order, as nlohmann writes them): it goes out with every state.
std::string Room::seats_text() const {
  std::string out;
  JsonText j(out);
  j.begin_array();
  for (size_t i = 0; i < seats_.size(); ++i) {
    const auto& s = seats_[i];
    j.begin_object().key("away").value(s.away).key("bot");
    if (s.is_bot()) j.value(s.player);
    else j.null();
    j.key("connected").value(s.is_bot() || s.sockets > 0).key("name");
    if (s.name.empty()) j.null();
    else j.value(s.name);
    j.key("seat").value(int(i)).key("taken").value(s.taken()).end_object();
  }
  j.end_array();
  return out;
}

nlohmann::json Room::summary_json() const {
  nlohmann::json rules = nlohmann::json::object();
  for (const auto& [k, v] : rules_) rules[k] = v;
  return {{"room", code_},
          {"game", game_id_},
          {"rules", rules},
          {"seats", nlohmann::json::parse(seats_text())},
          {"status", status_},
          {"version", committed_},
          {"commitment", commitment_},
          {"rematch", rematch_.empty() ? nlohmann::json(nullptr) : nlohmann::json(rematch_)},
          {"previous", previous_.empty() ? nlohmann::json(nullptr) : nlohmann::json(previous_)},
          {"turn_seconds", turn_seconds_},
          {"hints", hints_},
          // Neither exists on this server yet (the lobby and the accounts issues): every room is
          // unlisted and casual.
          {"public", false},
          {"rated", false}};
}

nlohmann::json Room::record_json() const {
  auto j = record_to_json(table_->record());
  std::vector<std::string> client_seeds;
  for (const auto& s : seats_) client_seeds.push_back(s.client_seed);
  j["server_seed"] = crypto::to_hex(server_seed_);
  j["client_seeds"] = client_seeds;
  j["commitment"] = commitment_;
  j["room"] = code_;
  if (!abandoned_by_.empty()) j["abandoned_by"] = abandoned_by_;
  return j;
}

// A state message is written piece by piece: the parts every watcher shares (seats, result) and
// each viewer's view are serialised once per publication, not once per socket.
std::shared_ptr<const std::string> Room::state_message(Watcher& w, Shared* shared) {
  Shared local;
  if (!shared) shared = &local;
  const int viewer = w.seat >= 0 ? w.seat : kSpectator;
  const bool playing = table_ && status_ != "waiting";
  const State& state = playing ? table_->state() : *preview_;
  const int to_move = playing && !commit_pending_ ? table_->seat_to_act() : kTerminalPlayer;
  if (shared->seats.empty()) shared->seats = seats_text();
  if (result_ && shared->result.empty()) shared->result = to_wire(*result_);
  // In a game of perfect information every viewer sees the same view: it is built and
  // serialised once per publication (the largest cost of a state message), not once per seat.
  auto& view = shared->views[entry_->info.perfect_information ? kSpectator : viewer];
  if (view.empty()) view = state.view_text(viewer);

  // "result" comes before "view", so a client can decide while reading whether to keep the view.
  std::string m;
  m.reserve(view.size() + shared->seats.size() + shared->result.size() + 512);
  m += fmt::format(R"({{"type":"state","version":{},"seat":{},"status":"{}","to_move":{},)", committed_,
                   w.seat >= 0 ? std::to_string(w.seat) : "null", status_, to_move >= 0 ? std::to_string(to_move) : "null");
  if (result_) m.append(R"("result":)").append(shared->result).append(",");
  m += R"("legal":)";
  JsonText j(m);
  j.begin_array();
  if (to_move >= 0 && to_move == w.seat) {
    if (table_->hand_thrower() == w.seat)
      j.value("throw");  // a person's own throw
    else
      for (Action a : state.legal_actions()) j.value(state.action_to_string(a));
  }
  j.end_array();
  // What happened since this connection's last state (the table exists once the game is playing).
  const uint64_t from = !playing ? committed_
                        : w.sent_any ? w.sent_version
                                     : (committed_ > kEventsOnConnect ? committed_ - kEventsOnConnect : 0);
  m += R"(,"events":)";
  j.begin_array();
  for (uint64_t i = from; i < committed_; ++i) j.value(table_->log()[i].name_for(viewer));
  j.end_array();
  m += R"(,"actors":)";
  j.begin_array();
  for (uint64_t i = from; i < committed_; ++i) {
    if (const int actor = table_->log()[i].actor; actor >= 0) j.value(actor);
    else j.null();
  }
  j.end_array();
  // Who decided each of those events, and what kind of move it was (PROTOCOL.md v1.1).
  m += R"(,"moves":)";
  j.begin_array();
  for (uint64_t i = from; i < committed_; ++i) {
    const auto& a = table_->log()[i];
    j.begin_object().key("by").value(decider_name(a.by)).key("kind").value(move_kind(a)).key("seat");
    if (a.actor >= 0) j.value(a.actor);
    else j.null();
    j.end_object();
  }
  j.end_array();
  m += fmt::format(R"(,"hints":"{}","public":false,"rated":false)", hints_);
  if (clock_deadline_ms_ > 0 && status_ == "playing")
    m += fmt::format(R"(,"clock":{{"seat":{},"deadline":"{}"}})", turn_seat_, iso8601(clock_deadline_ms_));
  // While an opponent of people is gone: when the others may claim the game (PROTOCOL.md v1.1).
  if (const int64_t claim_at = claim_possible_ms(); claim_at > 0) {
    m += R"(,"claim":{"from":")" + iso8601(claim_at) + R"(","gone":)";
    j.begin_array();
    for (size_t i = 0; i < seats_.size(); ++i)
      if (!seats_[i].is_bot() && seats_[i].sockets == 0 && seats_[i].gone_since_ms > 0) j.value(int(i));
    j.end_array();
    m += "}";
  }
  m.append(R"(,"seats":)").append(shared->seats).append(R"(,"commitment":")").append(commitment_);
  m.append(R"(","view":)").append(view).append("}");
  w.sent_version = committed_;
  w.sent_any = true;
  return std::make_shared<const std::string>(std::move(m));
}

void Room::publish_states(const Connection* except) {
  // While a commit is pending the table is ahead of the store: its completion publishes.
  if (commit_pending_) return;
  Shared shared;
  for (auto& w : watchers_) {
    if (w.connection.get() == except) continue;
    w.connection->send(state_message(w, &shared));
    if (w.owes_chat) {
      w.owes_chat = false;
      send_recent_chat(w);
    }
  }
}

void Room::publish(const nlohmann::json& message) {
  auto text = std::make_shared<const std::string>(to_wire(message));
  for (auto& w : watchers_) w.connection->send(text);
}

void Room::send_error(const std::shared_ptr<Connection>& c, const std::string& code, const std::string& message) {
  c->send(std::make_shared<const std::string>(to_wire({{"type", "error"}, {"code", code}, {"message", message}})));
}

std::string to_wire(const nlohmann::json& j) { return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace); }

}  // namespace cubilete::server

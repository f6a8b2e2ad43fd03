#include "server/room/room_messages.h"

#include <fmt/format.h>

#include <algorithm>
#include <ctime>

#include "accounts/account_name.h"
#include "crypto/crypto.h"
#include "present/json_sink.h"
#include "present/json_tree_sink.h"
#include "present/socket_messages.h"
#include "present/record_json.h"
#include "present/view_json.h"
#include "server/metrics.h"
#include "server/wire.h"

namespace cubilete::server::room {

namespace {
bool over(const RoomParts& room) { return room.game.status == RoomStatus::Over && room.game.table; }
}  // namespace

std::string iso8601(int64_t ms) {
  const std::time_t t = std::time_t(ms / 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &tm);
  return fmt::format("{}.{:03}Z", buf, ms % 1000);
}

ChatMessage chat_message(const store::ChatRecord& c) {
  ChatMessage m;
  m.id = c.id;
  if (c.seat >= 0) m.seat = c.seat;
  m.name = null_if_empty(c.name);
  m.text = c.text;
  m.at = iso8601(c.at_ms);
  // A line a moderator removed keeps its place; its words are gone (clients show their own).
  if (c.removed) m.removed = true, m.text = kRemovedChatText;
  return m;
}

// Written as text: it goes out with every state.
std::string seats_text(const Seats& seats) {
  std::vector<SeatInfo> out;
  for (int i = 0; i < seats.size(); ++i) {
    const auto& s = seats[i];
    SeatInfo seat;
    // The seat's account by its name; none for an account deleted since.
    if (s.account > 0 && s.name != accounts::kDeletedAccountName) seat.account = s.name;
    seat.away = s.away;
    if (s.is_bot()) seat.bot = s.player;
    seat.connected = s.is_bot() || s.sockets > 0;
    seat.name = null_if_empty(s.name);
    seat.seat = i;
    seat.taken = s.taken();
    out.push_back(std::move(seat));
  }
  return described_text(out);
}

nlohmann::json summary_json(const RoomParts& room) {
  const auto& setup = room.setup;
  RoomSummary summary{.room = setup.code,
                      .game = setup.game_id,
                      .rules = {},
                      .seats = {seats_text(room.seats)},
                      .status = room.game.status,
                      .version = int64_t(room.game.committed),
                      .commitment = setup.commitment,
                      .rematch = null_if_empty(room.rematch.code),
                      .previous = null_if_empty(setup.previous),
                      .turn_seconds = setup.turn_seconds,
                      .hints = hints_of(setup.hints),
                      .listed = setup.listed,
                      .rated = setup.rated,
                      .daily = null_if_empty(setup.daily),
                      .mode = setup.duplicate ? RoomMode::Duplicate : RoomMode::Table,
                      .match = null_if_empty(setup.match),
                      .tournament = null_if_empty(setup.tournament),
                      .dice = {}};
  if (setup.dice_entered) summary.dice = RoomDice::Entered;
  for (const auto& [key, value] : setup.rules) summary.rules.emplace_back(key, value);
  return described_json(summary);
}

nlohmann::json record_json(const RoomParts& room) {
  auto record = record_document(room.game.table->record());
  record.server_seed = crypto::to_hex(room.setup.server_seed);
  record.client_seeds = room.seats.client_seeds();
  record.commitment = room.setup.commitment;
  record.room = room.setup.code;
  if (!room.game.abandoned_by.empty()) record.abandoned_by = room.game.abandoned_by;
  return described_json(record);
}

HttpAnswer replay_answer(const RoomParts& room, const std::string& args) {
  if (!over(room))
    return HttpAnswer::error(409, "not_over", "a game is replayed once it is over (its secrets are out then)");
  const auto slash = args.find('/');
  const std::string who = args.substr(0, slash),
                    step_text = slash == std::string::npos ? "" : args.substr(slash + 1);
  const auto bad = [](const std::string& why) { return HttpAnswer::error(400, "bad_request", why); };
  const int seats = room.seats.size();
  int viewer = kSpectator;
  if (who == "all")
    viewer = kReferee;
  else if (who != "spectator") {
    if (who.empty() || who.size() > 2 || !std::all_of(who.begin(), who.end(), ::isdigit) || std::stoi(who) >= seats)
      return bad(fmt::format("replay/VIEWER: VIEWER is a seat 0 to {}, spectator or all", seats - 1));
    viewer = std::stoi(who);
  }
  const auto& table = *room.game.table;
  const auto& log = table.log();
  if (step_text.empty()) {
    ReplayActions replay{room.setup.code, room.setup.game_id, who, int64_t(log.size()), {}};
    for (const auto& a : log)
      replay.actions.push_back({a.name_for(viewer), {a.move_for(viewer)},
                                a.actor >= 0 ? Nullable<int>(a.actor) : Nullable<int>(), a.by, a.chance()});
    return {200, described_json(replay)};
  }
  if (step_text.size() > 9 || !std::all_of(step_text.begin(), step_text.end(), ::isdigit) ||
      std::stoull(step_text) > log.size())
    return bad(fmt::format("replay/VIEWER/STEP: STEP is 0 to {}", log.size()));
  const uint64_t step = std::stoull(step_text);
  std::unique_ptr<State> state;
  try {
    state = table.state_at(step);
  } catch (const std::exception& e) {  // the room's own record always replays; say so if not
    return HttpAnswer::error(500, "store_failed", fmt::format("the record does not replay: {}", e.what()));
  }
  const int to_move = state->current_player() >= 0 ? state->current_player() : state->acting_player();
  ReplayStep at{room.setup.code, room.setup.game_id, who, int64_t(log.size()), int64_t(step), {view_text(*state, viewer)}, {}};
  if (to_move >= 0 && !state->is_terminal()) at.to_move = to_move;
  return {200, described_json(at)};
}

std::string error_text(const std::string& code, const std::string& message) {
  // Through a tree and to_wire, not straight as text: a message may quote what a client sent.
  return to_wire(described_json(ErrorMessage{code, message}));
}

std::shared_ptr<const std::string> error_message(const std::string& code, const std::string& message) {
  metrics().error_sent(code);
  return std::make_shared<const std::string>(error_text(code, message));
}

}  // namespace cubilete::server::room

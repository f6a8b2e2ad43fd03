// A room's seats, joins, sockets and the messages people send.
#include "server/room/room.h"

#include <fmt/format.h>

#include <algorithm>
#include <boost/asio/post.hpp>

#include "core/error.h"
#include "core/text.h"
#include "crypto/fair_seed.h"
#include "server/address_limits.h"
#include "server/log.h"
#include "server/room/room_registry.h"
#include "server/room/room_request.h"
#include "server/tokens.h"
#include "store/clock.h"

namespace cubilete::server {

namespace asio = boost::asio;

namespace {
constexpr int64_t kFinishedRoomMemoryMs = 10 * 60 * 1000;
}  // namespace

Room::Room(ServerContext& context, store::RoomRecord r, fair::Bytes server_seed)
    : context_(context),
      strand_(asio::make_strand(context.io)),
      code_(r.code),
      game_id_(r.game),
      status_(r.status),
      commitment_(r.commitment),
      rematch_(r.rematch),
      previous_(r.previous),
      entry_(&find_game(r.game)),
      server_seed_(std::move(server_seed)),
      seed_(r.seed),
      turn_seconds_(r.turn_seconds),
      hints_(r.hints),
      created_ms_(r.created_ms),
      updated_ms_(r.updated_ms),
      bot_timer_(strand_),
      turn_timer_(strand_) {
  rules_ = assignments_from_json(nlohmann::json::parse(r.rules));
  for (auto& s : r.seats) seats_.push_back({s.name, s.player, s.token_hash, s.client_seed, {}});
  for (auto& c : r.chat) chat_.push_back(std::move(c));
  for (const auto& seat : words_of(r.abandoned_by)) abandoned_by_.push_back(std::stoi(seat));
  for (size_t i = 0; i < seats_.size(); ++i) away_timers_.push_back(std::make_unique<asio::steady_timer>(strand_));
  preview_game_ = table::shared_game(*entry_, rules_);
  preview_ = preview_game_->initial_state();
}

void Room::restore(const std::vector<std::string>& actions, const std::vector<std::string>& decided_by) {
  if (status_ == "waiting") {
    // Killed between the last join and the start: start now.
    if (std::all_of(seats_.begin(), seats_.end(), [](const SeatState& s) { return s.taken(); })) start_game();
    return;
  }
  std::vector<std::string> players;
  for (const auto& s : seats_) players.push_back(s.player);
  table_ = std::make_unique<table::Table>(table::TableSetup{entry_, rules_, players, seed_, true});
  table_->replay_recorded(actions, decided_by);
  committed_ = table_->version();
  if (status_ == "over" && !table_->over()) {
    if (abandoned_by_.empty()) throw UsageError("the record of a finished room stops before the end");
    return finish();  // a game someone claimed
  }
  // Nobody is connected to a room brought back: the people are gone from now.
  const int64_t now = store::now_ms();
  for (int s = 0; s < int(seats_.size()); ++s)
    if (!seats_[size_t(s)].is_bot()) {
      seats_[size_t(s)].gone_since_ms = now;
      arm_away_timer(s);
    }
  after_change();  // deals what a crash left undealt, finishes what it left unfinished, resumes bots
}

void Room::create(int creator_seat, const std::string& token, const std::string& client, Reply reply) {
  if (creator_seat >= 0) seats_[size_t(creator_seat)].address = client;
  store::RoomRecord r;
  r.code = code_;
  r.game = game_id_;
  r.rules = rules_text(rules_);
  r.status = status_;
  r.server_seed = crypto::to_hex(server_seed_);
  r.commitment = commitment_;
  r.turn_seconds = turn_seconds_;
  r.hints = hints_;
  r.created_ms = created_ms_;
  r.updated_ms = updated_ms_;
  r.previous = previous_;
  for (const auto& s : seats_) r.seats.push_back({s.name, s.player, s.token_hash, s.client_seed});
  auto self = shared_from_this();
  context_.store.create_room(r, [self, creator_seat, token, reply](const std::string& error) {
    asio::post(self->strand_, [self, creator_seat, token, reply, error] {
      if (!error.empty()) {
        log_line("room {}: the store refused it: {}", self->code_, error);
        self->context_.rooms.remove(*self);
        reply(HttpAnswer::error(503, "store_failed", "the room could not be stored; try again"));
        return;
      }
      if (creator_seat >= 0)
        reply({201, {{"room", self->code_}, {"seat", creator_seat}, {"token", token}, {"commitment", self->commitment_}}});
      else
        reply({201, {{"room", self->code_}, {"commitment", self->commitment_}}});
      if (self->broken_) return;  // handed over meanwhile: its next owner starts it
      if (self->context_.store.shared() && self->watchers_.empty()) {
        // Several instances: the room is stored, and its people go to the instance its code
        // routes to (nginx hashes the code), which takes it from the store and starts it. (A
        // rematch's people may already be here: then this is where they are routed.)
        self->hand_over("the room is served by the instance its code routes to; reconnect");
        self->context_.rooms.remove(*self);
        return;
      }
      if (std::all_of(self->seats_.begin(), self->seats_.end(), [](const SeatState& s) { return s.taken(); }))
        self->start_game();
    });
  });
}

void Room::join(const nlohmann::json& body, const std::string& client, Reply reply) {
  if (broken_) return reply(moved_answer());
  if (!body.is_object()) return reply(HttpAnswer::error(400, "bad_request", "the body is a JSON object: {\"name\"?, \"seat\"?, \"client_seed\"?}"));
  for (const auto& [key, value] : body.items())
    if (key != "name" && key != "seat" && key != "client_seed")
      return reply(HttpAnswer::error(400, "bad_request", fmt::format("unknown field '{}'; allowed: name, seat, client_seed", key.substr(0, 40))));
  std::string name, client_seed;
  if (auto problem = name_problem(body, "name", name); !problem.empty())
    return reply(HttpAnswer::error(400, "bad_name", problem));
  if (body.contains("client_seed")) {
    if (!body["client_seed"].is_string()) return reply(HttpAnswer::error(400, "bad_seed", "\"client_seed\" must be a string"));
    client_seed = body["client_seed"].get<std::string>();
    if (auto problem = fair::client_seed_problem(client_seed); !problem.empty())
      return reply(HttpAnswer::error(400, "bad_seed", problem));
  }
  if (status_ != "waiting")
    return reply(HttpAnswer::error(409, "room_full", "the game has started: every seat is taken (watch it without a token)"));
  int seat = -1;
  if (body.contains("seat")) {
    if (!body["seat"].is_number_integer())
      return reply(HttpAnswer::error(400, "bad_request", "\"seat\" must be a seat number"));
    const auto wanted = body["seat"].get<int64_t>();
    if (wanted < 0 || wanted >= int64_t(seats_.size()))
      return reply(HttpAnswer::error(400, "bad_request", fmt::format("seats are numbered 0 to {}", seats_.size() - 1)));
    const auto& s = seats_[size_t(wanted)];
    if (s.is_bot()) return reply(HttpAnswer::error(409, "room_full", fmt::format("seat {} is a bot's", wanted)));
    if (s.taken()) return reply(HttpAnswer::error(409, "room_full", fmt::format("seat {} is taken", wanted)));
    seat = int(wanted);
  } else {
    for (size_t i = 0; i < seats_.size() && seat < 0; ++i)
      if (!seats_[i].taken()) seat = int(i);
    if (seat < 0) return reply(HttpAnswer::error(409, "room_full", "every seat is taken"));
  }
  // One person, one hand: where seats hide things from each other, one address may not hold two
  // (serve --one-seat-per-address; off by default, a family shares one address).
  if (context_.config.one_seat_per_address && !preview_game_->info().perfect_information &&
      std::any_of(seats_.begin(), seats_.end(), [&](const SeatState& s) { return !s.is_bot() && s.address == client; }))
    return reply(HttpAnswer::error(409, "one_seat_per_address",
                                   fmt::format("this address already holds a seat of this room, and {} hides each "
                                               "seat's dice from the others: one seat per person",
                                               entry_->info.name)));
  const std::string token = new_token();
  auto& s = seats_[size_t(seat)];
  s.token_hash = token_hash(token);
  if (!name.empty()) s.name = name;
  s.client_seed = client_seed;
  s.address = client;
  updated_ms_ = store::now_ms();
  auto self = shared_from_this();
  context_.store.update_seat(code_, seat, {s.name, s.player, s.token_hash, s.client_seed},
                             [self, seat, token, reply](const std::string& error) {
                               asio::post(self->strand_, [self, seat, token, reply, error] {
                                 if (!error.empty()) {
                                   auto& s = self->seats_[size_t(seat)];
                                   s.token_hash.clear();
                                   s.client_seed.clear();
                                   s.address.clear();
                                   reply(HttpAnswer::error(503, "store_failed", "the seat could not be stored; try again"));
                                   return;
                                 }
                                 reply({200, {{"seat", seat}, {"token", token}}});
                                 if (self->broken_) return;  // the seat is stored; the next owner starts
                                 self->publish_states();
                                 if (std::all_of(self->seats_.begin(), self->seats_.end(),
                                                 [](const SeatState& s) { return s.taken(); }))
                                   self->start_game();
                               });
                             });
}

void Room::summary(Reply reply) {
  if (broken_) return reply(moved_answer());
  reply({200, summary_json()});
}

void Room::record(Reply reply) {
  if (broken_) return reply(moved_answer());
  if (status_ != "over" || !table_)
    return reply(HttpAnswer::error(409, "not_over", "the record (and the server seed) is revealed when the game is over"));
  reply({200, record_json()});
}

void Room::replay(const std::string& args, Reply reply) {
  if (status_ != "over" || !table_)
    return reply(HttpAnswer::error(
        409, "not_over", "a game is replayed once it is over (its secrets are out then)"));
  const auto slash = args.find('/');
  const std::string who = args.substr(0, slash),
                    step_text = slash == std::string::npos ? "" : args.substr(slash + 1);
  const auto bad = [&](const std::string& why) {
    reply(HttpAnswer::error(400, "bad_request", why));
  };
  int viewer = kSpectator;
  if (who == "all")
    viewer = kReferee;
  else if (who != "spectator") {
    if (who.empty() || who.size() > 2 || !std::all_of(who.begin(), who.end(), ::isdigit) ||
        std::stoi(who) >= int(seats_.size()))
      return bad(fmt::format("replay/VIEWER: VIEWER is a seat 0 to {}, spectator or all",
                             seats_.size() - 1));
    viewer = std::stoi(who);
  }
  const auto& log = table_->log();
  nlohmann::json j = {{"room", code_}, {"game", game_id_}, {"viewer", who}, {"steps", log.size()}};
  if (step_text.empty()) {
    nlohmann::json actions = nlohmann::json::array();
    for (const auto& a : log)
      actions.push_back(
          {{"name", a.name_for(viewer)},
           {"actor", a.actor >= 0 ? nlohmann::json(a.actor) : nlohmann::json(nullptr)},
           {"by", decider_name(a.by)},
           {"chance", a.chance()}});
    j["actions"] = actions;
    return reply({200, j});
  }
  if (step_text.size() > 9 || !std::all_of(step_text.begin(), step_text.end(), ::isdigit) ||
      std::stoull(step_text) > log.size())
    return bad(fmt::format("replay/VIEWER/STEP: STEP is 0 to {}", log.size()));
  const uint64_t step = std::stoull(step_text);
  std::unique_ptr<State> state;
  try {
    state = table_->state_at(step);
  } catch (const std::exception& e) {  // the room's own record always replays; say so if not
    return reply(HttpAnswer::error(500, "store_failed",
                                   fmt::format("the record does not replay: {}", e.what())));
  }
  const int to_move =
      state->current_player() >= 0 ? state->current_player() : state->acting_player();
  j.update({{"step", step},
            {"view", state->to_json(viewer)},
            {"to_move", to_move >= 0 && !state->is_terminal() ? nlohmann::json(to_move)
                                                              : nlohmann::json(nullptr)}});
  reply({200, j});
}

void Room::connect(const std::shared_ptr<Connection>& connection, const std::string& token, const std::string& client) {
  if (broken_) {
    send_error(connection, "moved", "another server instance serves this room now; reconnect");
    connection->close("moved");
    return;
  }
  int seat = kSpectator;
  if (!token.empty()) {
    const std::string hash = token_hash(token);
    bool found = false;
    for (size_t i = 0; i < seats_.size(); ++i)
      if (!seats_[i].is_bot() && crypto::constant_time_equal(hash, seats_[i].token_hash)) {
        seat = int(i);
        found = true;
      }
    if (!found) {
      send_error(connection, "bad_token", "this token holds no seat of this room");
      connection->close("bad token");
      return;
    }
    auto& s = seats_[size_t(seat)];
    const int most = context_.config.sockets_per_seat;
    if (most > 0 && s.sockets >= most) {
      send_error(connection, "too_many_sockets",
                 fmt::format("this seat is open in {} connections already (at most {}): close one", s.sockets, most));
      connection->close("too many connections for one seat");
      return;
    }
    ++s.sockets;
    away_timers_[size_t(seat)]->cancel();
    s.away = false;
    s.gone_since_ms = 0;
    person_connected_ = true;
    // Alone against bots, the clock waited while the person was gone: it starts again now.
    if (table_ && status_ == "playing" && people() == 1 && seat == turn_seat_ && clock_deadline_ms_ == 0 &&
        !turn_out_of_time_)
      arm_turn_clock();
  }
  watchers_.push_back({connection, seat, 0, false, false, seat >= 0 ? token : std::string(), client});
  // While a commit is pending, the snapshot goes out with the commit's states, the chat after it.
  if (commit_pending_) {
    watchers_.back().owes_chat = true;
  } else {
    connection->send(state_message(watchers_.back()));
    send_recent_chat(watchers_.back());
  }
  // Someone who was away when the rematch was made learns of it (and their seat) now.
  if (!rematch_.empty()) send_rematch(watchers_.back());
  if (seat >= 0) publish_states(connection.get());  // the others see the seat connected
  if (seat >= 0 && table_) schedule_next_move();  // a stand-in stops at its next decision
}

void Room::disconnect(const std::shared_ptr<Connection>& connection) {
  auto it = std::find_if(watchers_.begin(), watchers_.end(), [&](const Watcher& w) { return w.connection == connection; });
  if (it == watchers_.end()) return;
  const int seat = it->seat;
  watchers_.erase(it);
  if (seat < 0) return;
  auto& s = seats_[size_t(seat)];
  if (--s.sockets == 0) {
    s.gone_since_ms = store::now_ms();
    if (status_ == "playing") arm_away_timer(seat);
    // Against bots only, nothing runs while the person is away: not even their clock.
    if (people() == 1 && seat == turn_seat_ && clock_deadline_ms_ > 0) {
      turn_timer_.cancel();
      clock_deadline_ms_ = 0;
    }
  }
  publish_states();
}

void Room::close_all(const std::string& reason) {
  cancel_work();
  for (auto& w : watchers_) w.connection->close(reason);
  watchers_.clear();
  bot_timer_.cancel();
  turn_timer_.cancel();
  for (auto& t : away_timers_) t->cancel();
}

void Room::hand_over(const std::string& reason) {
  if (broken_) return;
  broken_ = true;
  for (auto& w : watchers_) send_error(w.connection, "moved", reason);
  close_all(reason);
}

bool Room::expire_if_idle(int64_t now_ms) {
  // A finished room nobody watches leaves memory after a while; the store keeps it and brings it
  // back on the next visit (its summary, record, or a socket).
  if (status_ == "over" && result_ && watchers_.empty() && now_ms - updated_ms_ > kFinishedRoomMemoryMs) return true;
  // A waiting room nobody came to leaves soon (a flood of rooms leaves with it); one a person
  // connected to waits for the others as long as v1 promised.
  const int64_t expiry_s = person_connected_ ? kConnectedWaitingExpirySeconds : context_.config.waiting_expiry_s;
  if (status_ != "waiting" || now_ms - updated_ms_ < expiry_s * 1000) return false;
  status_ = "expired";
  close_all("the room expired: nobody came to play");
  context_.store.set_status(code_, "expired", [](const std::string&) {});
  return true;
}

void Room::send_recent_chat(const Watcher& w) {
  for (const auto& c : chat_) w.connection->send(std::make_shared<const std::string>(to_wire(chat_json(c))));
}

Room::Watcher* Room::watcher_of(const std::shared_ptr<Connection>& c) {
  for (auto& w : watchers_)
    if (w.connection == c) return &w;
  return nullptr;
}

void Room::receive(const std::shared_ptr<Connection>& connection, const ClientMessage& m) {
  Watcher* w = watcher_of(connection);
  if (!w) return;  // closed meanwhile
  using T = ClientMessage::Type;
  if (m.type == T::Ping) {
    connection->send(std::make_shared<const std::string>(R"({"type":"pong"})"));
    return;
  }
  if (w->seat < 0) {
    const char* what = m.type == T::Chat ? "spectators may read the chat, not write" : "spectators watch; they do not play";
    return send_error(connection, "spectator", what);
  }
  switch (m.type) {
    case T::Chat:
      return chat(*w, m.text);
    case T::Rematch:
      return rematch_request(*w);
    case T::Claim:
      return claim(*w);
    case T::Act:
    case T::Hint:
      if (status_ == "waiting")
        return send_error(connection, "not_started", "the game starts when every seat is taken");
      if (status_ != "playing" || !table_ || table_->over())
        return send_error(connection, "game_over", "the game is over");
      if (broken_) return send_error(connection, "store_failed", "this room cannot take actions now; reconnect");
      if (m.type == T::Hint) return send_hint(connection, w->seat);
      return apply_person_action(*w, m);
    case T::Ping:
      break;
  }
}

void Room::chat(Watcher& w, const std::string& text) {
  if (!context_.limits.allow(AddressLimits::Kind::Chat, w.address))
    return send_error(w.connection, "rate_limited", context_.limits.refusal(AddressLimits::Kind::Chat));
  store::ChatRecord c{store::now_ms(), w.seat, seats_[size_t(w.seat)].name, text};
  // Like an action, a line is heard only once it is stored: nobody reads what a crash would lose.
  auto self = shared_from_this();
  context_.store.append_chat(code_, c, [self, c, connection = w.connection](const std::string& error) {
    asio::post(self->strand_, [self, c, connection, error] {
      if (!error.empty()) {
        log_line("room {}: a chat line was not stored: {}", self->code_, error);
        return self->send_error(connection, "store_failed", "your chat line could not be stored; send it again");
      }
      if (self->broken_) return;
      self->chat_.push_back(c);
      while (self->chat_.size() > self->context_.config.chat_history) self->chat_.pop_front();
      self->publish(chat_json(c));
    });
  });
}

}  // namespace cubilete::server

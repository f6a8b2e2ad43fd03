#include "server/lobby/lobby.h"

#include <boost/asio/io_context.hpp>

#include <chrono>
#include <cstring>
#include <thread>

#include "core/overloaded.h"
#include "crypto/crypto.h"
#include "server/lobby/quick_room.h"
#include "server/log.h"
#include "server/room/room_messages.h"
#include "server/room/room_registry.h"
#include "server/tournament/tournament_service.h"
#include "server/server_context.h"
#include "server/tokens.h"
#include "server/work_lanes.h"
#include "store/clock.h"
#include "store/shared_lobby.h"

namespace cubilete::server {

namespace asio = boost::asio;

namespace {
int64_t lobby_steady_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// Who sits where is chosen by chance, not by who came first: the first seat moves first.
void shuffle_seats(std::vector<lobby::Seek>& people) {
  for (size_t i = people.size(); i > 1; --i) {
    const auto bytes = crypto::random_bytes(8);
    uint64_t r = 0;
    std::memcpy(&r, bytes.data(), sizeof r);
    std::swap(people[i - 1], people[size_t(r % i)]);
  }
}
}  // namespace

Lobby::Lobby() = default;

Lobby::~Lobby() {
  if (room_answers_) {
    std::lock_guard lock(room_answers_->mutex);  // waits for an answer being told
    room_answers_->lobby = nullptr;
  }
  if (shared_) shared_->watch({}, 0);  // waits for a call running
  // Work on a worker uses this lobby until it ends (a store call: short).
  while (in_flight_ > 0) std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

void Lobby::attach(ServerContext& context) {
  context_ = &context;
  room_answers_ = std::make_shared<RoomAnswers>();
  room_answers_->lobby = this;
  shared_ = context.store.shared_lobby();
  lobby::Door& door = *this;  // a private base: converted here, where it is accessible
  machine_ = std::make_unique<lobby::Machine>(context.config, shared_ != nullptr, door);
  for (auto& t : timers_) t = std::make_unique<asio::steady_timer>(context.io);
  if (!shared_) return;
  store::LobbyEvents events;
  events.changed = [this](const std::string& kind, const std::string& room, const std::optional<std::string>& body) {
    run_guarded(lobby::SharedChanged{kind, room, body}, "the shared lobby's news");
  };
  events.snapshot = [this](const std::vector<store::LobbyEntry>& entries, bool again) {
    run_guarded(lobby::SharedSnapshot{entries, again}, "the shared lobby's snapshot");
  };
  events.paired = [this](uint64_t seeker, const std::string& room, int seat) {
    run_guarded(lobby::SharedPaired{seeker, room, seat}, "a pairing of the shared pool");
  };
  // An open table no instance serves leaves when its room would have expired.
  shared_->watch(std::move(events), context.config.waiting_expiry_s * 1000);
}

// ---- the public surface: commands

void Lobby::table(const lobby::Table& table, bool open) { run(lobby::PutTable{table, open}); }

void Lobby::live(const lobby::LiveGame& game, bool playing) { run(lobby::PutLive{game, playing}); }

void Lobby::release(const std::string& room) { run(lobby::Release{room}); }

void Lobby::account_gone(const std::string& account_name) { run(lobby::AccountGone{account_name}); }

void Lobby::close_all(const std::string& reason) { run(lobby::CloseAll{reason}); }

std::string Lobby::refuse_listing(const std::string& address) {
  std::lock_guard lock(mutex_);
  return machine_->refuse_listing(address);
}

void Lobby::connect(const std::shared_ptr<Connection>& connection, const std::string& game, const std::string& language,
                    const std::string& address, const LobbySignIn& who) {
  std::vector<lobby::MakeRoom> rooms;
  std::lock_guard lock(mutex_);
  const lobby::WatcherId id = ++last_id_;
  connections_[id] = connection;
  ids_[connection.get()] = id;
  run_locked(lobby::Connect{id, game, language, address, who.account, who.name, who.session_hash}, rooms);
  if (!machine_->watcher(id)) {  // its filter was refused: told and closed
    connections_.erase(id);
    ids_.erase(connection.get());
  }
}

void Lobby::disconnect(const std::shared_ptr<Connection>& connection) {
  std::vector<lobby::MakeRoom> rooms;
  std::lock_guard lock(mutex_);
  auto it = ids_.find(connection.get());
  if (it == ids_.end()) return;
  const lobby::WatcherId id = it->second;
  run_locked(lobby::Disconnect{id}, rooms);
  connections_.erase(id);
  ids_.erase(it);
  if (context_->tournaments) context_->tournaments->unwatch(id);
}

void Lobby::receive(const std::shared_ptr<Connection>& connection, std::string_view raw) {
  auto parsed = lobby::parse_lobby_message(raw);  // outside the lock: it may read a game's rules
  lobby::WatcherId id = 0;
  {
    std::lock_guard lock(mutex_);
    auto it = ids_.find(connection.get());
    if (it == ids_.end()) return;  // closed meanwhile
    id = it->second;
    if (auto* e = std::get_if<ProtocolError>(&parsed)) return connection->send(room::error_message(e->code, e->message));
  }
  auto& message = std::get<lobby::LobbyMessage>(parsed);
  std::string token = std::holds_alternative<lobby::SeekMessage>(message) ? new_token() : "";
  run(lobby::Receive{id, std::move(message), std::move(token)});
}

// ---- running the machine

void Lobby::run(lobby::Command command) {
  std::vector<lobby::MakeRoom> rooms;
  {
    std::lock_guard lock(mutex_);
    run_locked(std::move(command), rooms);
  }
  // The registry may ask the store for a room's code (with a shared store): never under the lock.
  for (auto& m : rooms) make_room(std::move(m));
}

void Lobby::run_guarded(lobby::Command command, const char* what) {
  try {
    run(std::move(command));
  } catch (const std::exception& e) {
    log_warning("lobby: {} failed: {}", what, e.what());
  }
}

void Lobby::run_locked(lobby::Command command, std::vector<lobby::MakeRoom>& rooms) {
  auto effects = machine_->handle(lobby_steady_ms(), std::move(command));
  for (auto& effect : effects) {
    if (auto* m = std::get_if<lobby::MakeRoom>(&effect)) {
      rooms.push_back(std::move(*m));
    } else {
      carry_out(effect);
    }
  }
}

void Lobby::carry_out(lobby::Effect& effect) {
  std::visit([this](auto& e) { carry_out(e); }, effect);
}

Connection* Lobby::connection(lobby::WatcherId id) const {
  auto it = connections_.find(id);
  return it == connections_.end() ? nullptr : it->second.get();
}

void Lobby::carry_out(lobby::Send& e) {
  if (auto* c = connection(e.to)) c->send(std::move(e.text));
}

void Lobby::carry_out(lobby::SendAll& e) {
  if (auto* c = connection(e.to)) c->send_all(std::move(e.texts));
}

void Lobby::carry_out(lobby::Close& e) {
  if (auto* c = connection(e.watcher)) c->close(e.reason);
}

asio::steady_timer& Lobby::timer(lobby::Timer t) { return *timers_.at(size_t(t)); }

void Lobby::carry_out(lobby::ArmTimer& e) {
  auto& t = timer(e.timer);
  t.expires_after(std::chrono::milliseconds(e.after_ms));
  t.async_wait([this, fired = lobby::TimerFired{e.timer, e.generation}](boost::system::error_code ec) {
    if (!ec) run_guarded(fired, "a timer");
  });
}

void Lobby::carry_out(lobby::CancelTimer& e) { timer(e.timer).cancel(); }

void Lobby::carry_out(lobby::CheckSession& e) {
  ++in_flight_;
  // A store read: on the quick lane, never an I/O thread, nor under the lock.
  context_->workers.post(false, [this, e = std::move(e)]() mutable {
    bool live = false;
    try {
      const auto who = context_->store.accounts().find_session(e.session_hash, store::now_ms());
      live = who && who->account.id == e.account;
    } catch (const std::exception& ex) {
      log_warning("lobby: a session could not be read: {}", ex.what());
    }
    run_guarded(lobby::SessionChecked{std::move(e.message), live}, "a session check");
    --in_flight_;
  });
}

void Lobby::carry_out(lobby::Share& e) {
  std::visit(Overloaded{[this](lobby::shared::Put& w) { shared_->put(w.entry); },
                          [this](lobby::shared::Remove& w) { shared_->remove(w.kind, w.room); },
                          [this](lobby::shared::Release& w) { shared_->release(w.kind, w.room); },
                          [this](lobby::shared::Leave& w) { shared_->leave(w.seeker); },
                          [this](lobby::shared::Seat& w) { shared_->seat(w.taken, w.room, w.seat); }},
             e.write);
}

void Lobby::carry_out(lobby::PoolSeek& e) {
  ++in_flight_;
  // The store's pairing is a transaction: on the quick lane, never an I/O thread, nor under the lock.
  context_->workers.post(false, [this, e = std::move(e)]() mutable {
    lobby::PoolAnswer answer{std::move(e.seek), {}, ""};
    try {
      const lobby::PairingRules rules{context_->config.one_seat_per_address, context_->config.rated_same_address};
      answer.partners = shared_->seek(e.mine, lobby::pooled_may_sit_together(rules));
    } catch (const std::exception& ex) {
      answer.failure = ex.what();
    }
    run_guarded(std::move(answer), "a pairing");
    --in_flight_;
  });
}

void Lobby::carry_out(lobby::MakeRoom&) {}  // run_locked keeps them for make_room, after the lock

void Lobby::carry_out(lobby::WatchTournament& e) {
  const auto it = connections_.find(e.watcher);
  if (it == connections_.end() || !context_->tournaments) return;
  context_->tournaments->watch(it->second, e.watcher, e.tournament, e.account, e.address, e.client_seed);
}

void Lobby::carry_out(lobby::Log& e) { log_warning("{}", e.line); }

std::optional<Refusal> Lobby::new_room(const Entrant& who, const std::string& game, const std::string& rules_text) {
  return context_->admission.new_room(*context_, who, game, rules_text);
}

std::optional<Refusal> Lobby::still_welcome(const Entrant& who) { return context_->admission.still_welcome(*context_, who); }

// ---- the rooms quick play makes

void Lobby::make_room(lobby::MakeRoom m) {
  const std::string language = m.people.front().language;
  shuffle_seats(m.people);
  auto record = lobby::quick_room(m.people, m.bot, language);
  // The room is named (create_rematch returns) and stored (its callback, from the room's strand),
  // in either order: its people hear once both are known.
  struct Outcome {
    std::mutex mutex;
    lobby::RoomMade made;
    bool named = false, stored = false;
  };
  auto outcome = std::make_shared<Outcome>();
  outcome->made.people = std::move(m.people);
  outcome->made.bot = std::move(m.bot);
  auto tell = [answers = room_answers_](lobby::RoomMade made) {
    std::lock_guard lock(answers->mutex);
    if (answers->lobby) answers->lobby->run_guarded(std::move(made), "a room made for quick play");
  };
  auto named = context_->rooms.create_rematch(std::move(record), [outcome, tell](const std::string& stored_error) {
    std::unique_lock lock(outcome->mutex);
    outcome->stored = true;
    outcome->made.store_error = stored_error;
    if (!outcome->named) return;
    lock.unlock();
    tell(std::move(outcome->made));
  });
  std::unique_lock lock(outcome->mutex);
  outcome->named = true;
  outcome->made.code = named.code;
  outcome->made.refusal = named.refusal;
  // No room made: no store answer comes.
  if (!outcome->stored && !named.code.empty()) return;
  lock.unlock();
  tell(std::move(outcome->made));
}

}  // namespace cubilete::server

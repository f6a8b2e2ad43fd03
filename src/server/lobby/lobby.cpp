#include "server/lobby/lobby.h"

#include <fmt/format.h>

#include <algorithm>
#include <boost/asio/io_context.hpp>

#include <chrono>
#include <cstring>
#include <thread>
#include <nlohmann/json.hpp>

#include "accounts/bot_ratings.h"
#include "accounts/rated_rules.h"
#include "accounts/rating_policy.h"
#include "catalog/registry.h"
#include "core/error.h"
#include "crypto/crypto.h"
#include "server/address_limits.h"
#include "server/lobby/lobby_codec.h"
#include "server/lobby/lobby_messages.h"
#include "server/log.h"
#include "server/metrics.h"
#include "server/room/room_registry.h"
#include "server/room/room_request.h"
#include "server/server_context.h"
#include "server/tokens.h"
#include "server/wire.h"
#include "server/work_lanes.h"
#include "store/clock.h"
#include "store/shared_lobby.h"

namespace cubilete::server {

namespace asio = boost::asio;
using lobby::Seek;

namespace {
// The list's news wait this long for others to go with them: under load a socket is sent one
// batch, not hundreds of messages, a second (the load benchmark of docs/online-table.md).
constexpr auto kNewsBatch = std::chrono::milliseconds(50);
// Messages a socket may have waiting behind a session check (a person sends one or two).
constexpr size_t kMostWaiting = 16;

int64_t steady_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// The seek's resolved rules, from the text the pool keeps (rules_text: an object of strings).
Assignments rules_of(const Seek& seek) {
  Assignments rules;
  const auto stored = nlohmann::json::parse(seek.rules);
  for (auto it = stored.begin(); it != stored.end(); ++it) rules.emplace_back(it.key(), it.value().get<std::string>());
  return rules;
}

// The strongest bot that can play the seek's game under its rules now; in a rated game, the
// strongest whose rating was measured ("" when none can play now: no offer is made, as a bot that
// cannot play would leave another in its place under its name and rating).
std::string strongest_bot_for(const Seek& seek) {
  const auto& entry = find_game(seek.game);
  const auto game = make_game(entry, rules_of(seek));
  if (!seek.rated) return lobby::strongest_bot(entry, *game);
  const auto rated = accounts::rated_bots(seek.game);
  for (auto it = rated.rbegin(); it != rated.rend(); ++it)
    if (!entry.bots.unavailable || entry.bots.unavailable(*game, *it).empty()) return *it;
  return {};
}

// Who sits where is chosen by chance, not by who came first: the first seat moves first.
void shuffle(std::vector<Seek>& people) {
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
  if (shared_) shared_->watch({}, 0);  // waits for a call running
  // A pairing on a worker uses this lobby until it ends (a store call: short).
  while (in_flight_ > 0) std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

void Lobby::attach(ServerContext& context) {
  context_ = &context;
  shared_ = context.store.shared_lobby();
  // With a shared store the pool here keeps this instance's seekers (their tokens, bot offers,
  // limits); the pairing is the store's, across instances.
  pool_ = std::make_unique<lobby::QuickPool>(context.config.seeks_per_minute, shared_ == nullptr, pairing_rules());
  timer_ = std::make_unique<asio::steady_timer>(context.io);
  live_timer_ = std::make_unique<asio::steady_timer>(context.io);
  outbox_timer_ = std::make_unique<asio::steady_timer>(context.io);
  if (!shared_) return;
  store::LobbyEvents events;
  events.changed = [this](const std::string& kind, const std::string& room, const std::optional<std::string>& body) {
    shared_changed(kind, room, body);
  };
  events.snapshot = [this](const std::vector<store::LobbyEntry>& entries, bool again) { shared_snapshot(entries, again); };
  events.paired = [this](uint64_t seeker, const std::string& room, int seat) { shared_paired(seeker, room, seat); };
  // An open table no instance serves leaves when its room would have expired.
  shared_->watch(std::move(events), context.config.waiting_expiry_s * 1000);
}

void Lobby::send(uint64_t id, const std::string& text) {
  if (auto it = sockets_.find(id); it != sockets_.end())
    it->second.connection->send(std::make_shared<const std::string>(text));
}

void Lobby::error(uint64_t id, const std::string& code, const std::string& message) {
  metrics().error_sent(code);
  send(id, to_wire({{"type", "error"}, {"code", code}, {"message", message}}));
}

void Lobby::deliver(const lobby::Deliveries& deliveries) {
  for (const auto& d : deliveries) to_outbox(d.to, d.text);
}

void Lobby::to_outbox(uint64_t id, const std::shared_ptr<const std::string>& text) {
  outbox_[id].push_back(text);
  if (outbox_armed_) return;
  outbox_armed_ = true;
  outbox_timer_->expires_after(kNewsBatch);
  outbox_timer_->async_wait([this](boost::system::error_code ec) {
    if (ec) return;
    std::lock_guard lock(mutex_);
    flush_outbox();
  });
}

void Lobby::flush_outbox() {
  outbox_armed_ = false;
  for (auto& [id, texts] : outbox_)
    if (auto it = sockets_.find(id); it != sockets_.end()) it->second.connection->send_all(std::move(texts));
  outbox_.clear();
}

uint64_t Lobby::id_of(const Connection* connection) const {
  auto it = ids_.find(connection);
  return it == ids_.end() ? 0 : it->second;
}

void Lobby::table(const lobby::Table& table, bool open) {
  std::lock_guard lock(mutex_);
  deliver(list_.put(table, open));
  if (!shared_) return;
  if (open) {
    own_tables_.insert(table.room);
    shared_->put({"table", table.room, lobby::table_text(table)});
  } else if (own_tables_.erase(table.room) > 0) {
    shared_->remove("table", table.room);
  }
}

void Lobby::release(const std::string& room) {
  std::lock_guard lock(mutex_);
  if (!shared_) {
    deliver(list_.remove(room));
    lobby::LiveGame gone;
    gone.room = room;
    if (live_.put(gone, false)) live_changed_ = true;
    return arm_live_timer();
  }
  // The shared store tells how the entries stand once they are no longer this instance's.
  if (own_tables_.erase(room) > 0) shared_->release("table", room);
  if (own_live_.erase(room) > 0) shared_->release("live", room);
}

void Lobby::shared_changed(const std::string& kind, const std::string& room, const std::optional<std::string>& body) {
  std::lock_guard lock(mutex_);
  apply_shared(kind, room, body);
}

void Lobby::apply_shared(const std::string& kind, const std::string& room, const std::optional<std::string>& body) {
  try {
    if (kind == "table" && !own_tables_.count(room)) {
      deliver(body ? list_.put(lobby::table_from_text(*body), true) : list_.remove(room));
    } else if (kind == "live" && !own_live_.count(room)) {
      lobby::LiveGame game;
      if (body) game = lobby::live_from_text(*body);
      game.room = room;
      if (live_.put(game, body.has_value())) live_changed_ = true;
      arm_live_timer();
    }
  } catch (const std::exception& e) {  // on the store's thread: never let it end the server
    log_warning("lobby: the shared entry {} {} could not be read: {}", kind, room, e.what());
  }
}

void Lobby::shared_snapshot(const std::vector<store::LobbyEntry>& entries, bool again) {
  std::lock_guard lock(mutex_);
  std::unordered_set<std::string> tables, live;
  for (const auto& e : entries) {
    (e.kind == "table" ? tables : live).insert(e.room);
    apply_shared(e.kind, e.room, e.body);
  }
  // What the others listed and the store no longer holds left meanwhile.
  const std::vector<std::string> listed = list_.rooms();
  for (const auto& room : listed)
    if (!tables.count(room)) apply_shared("table", room, std::nullopt);
  for (const auto& room : live_.rooms())
    if (!live.count(room)) apply_shared("live", room, std::nullopt);
  if (!again) return;
  // The store was out of reach: what this instance serves is written again.
  for (const auto& room : own_tables_)
    if (const auto* t = list_.find(room)) shared_->put({"table", room, lobby::table_text(*t)});
  for (const auto& room : own_live_)
    if (const auto* g = live_.find(room)) shared_->put({"live", room, lobby::live_text(*g)});
}

void Lobby::account_gone(const std::string& account_name) {
  std::lock_guard lock(mutex_);
  const std::vector<std::string> listed = list_.rooms();  // a copy: removing changes the list's
  for (const auto& room : listed) {
    const auto* t = list_.find(room);
    if (!t || t->creator_account != account_name || own_tables_.count(room)) continue;
    deliver(list_.remove(room));
    if (shared_) shared_->remove("table", room);
  }
  for (const auto& room : live_.rooms()) {
    const auto* g = live_.find(room);
    if (!g || own_live_.count(room)) continue;
    if (std::none_of(g->seats.begin(), g->seats.end(), [&](const lobby::LiveSeat& s) { return s.account == account_name; }))
      continue;
    lobby::LiveGame gone;
    gone.room = room;
    if (live_.put(gone, false)) live_changed_ = true;
    if (shared_) shared_->remove("live", room);
  }
  arm_live_timer();
}

std::string Lobby::refuse_listing(const std::string& address) {
  const int most = context_->config.public_tables_per_address;
  std::lock_guard lock(mutex_);
  if (most > 0 && list_.tables_from(address_key(address)) >= most)  // a seat keeps its address's key
    return fmt::format("at most {} open public tables from one address; wait until one fills or expires", most);
  return {};
}

void Lobby::live(const lobby::LiveGame& game, bool playing) {
  std::lock_guard lock(mutex_);
  const bool changed = live_.put(game, playing);
  if (changed) live_changed_ = true;
  arm_live_timer();
  if (!shared_) return;
  if (playing) {
    if (own_live_.insert(game.room).second || changed) shared_->put({"live", game.room, lobby::live_text(game)});
  } else if (own_live_.erase(game.room) > 0) {
    shared_->remove("live", game.room);
  }
}

void Lobby::arm_live_timer() {
  if (!live_changed_ || live_timer_set_) return;
  const int64_t wait = live_sent_ms_ + 1000 - steady_ms();
  if (wait <= 0) return send_live();
  live_timer_set_ = true;
  live_timer_->expires_after(std::chrono::milliseconds(wait));
  live_timer_->async_wait([this](boost::system::error_code ec) {
    if (ec) return;
    std::lock_guard lock(mutex_);
    live_timer_set_ = false;
    send_live();
  });
}

void Lobby::send_live() {
  live_changed_ = false;
  live_sent_ms_ = steady_ms();
  // One text per filter, shared by every socket with that filter; only to those it changed for.
  std::unordered_map<std::string, std::shared_ptr<const std::string>> texts;
  for (auto& [id, socket] : sockets_) {
    auto& text = texts[socket.filter.game + "/" + socket.filter.language];
    if (!text) text = std::make_shared<const std::string>(live_.message_for(socket.filter));
    if (socket.live_seen && *socket.live_seen == *text) continue;
    socket.live_seen = text;
    to_outbox(id, text);  // after the list's news of the same moment
  }
}

void Lobby::connect(const std::shared_ptr<Connection>& connection, const std::string& game, const std::string& language,
                    const std::string& address, const LobbySignIn& who) {
  lobby::Filter filter;
  filter.language = language;
  std::string problem;
  if (!language.empty() && language != "pt-BR" && language != "es-AR" && language != "en")
    problem = "the lobby's language filter is pt-BR, es-AR or en";
  if (!game.empty()) {
    try {
      filter.game = find_game(game).description.info.id;
    } catch (const UsageError& e) {
      problem = e.what();
    }
  }
  if (!problem.empty()) {
    metrics().error_sent("bad_filter");
    connection->send(std::make_shared<const std::string>(to_wire({{"type", "error"}, {"code", "bad_filter"}, {"message", problem}})));
    connection->close("bad filter");
    return;
  }
  std::lock_guard lock(mutex_);
  const uint64_t id = ++last_id_;
  auto seen = std::make_shared<const std::string>(live_.message_for(filter));
  auto& socket = sockets_[id];
  socket.connection = connection;
  socket.address = address;
  socket.filter = filter;
  socket.account = who.account;
  socket.account_name = who.name;
  socket.session_hash = who.session_hash;
  socket.live_seen = seen;
  ids_[connection.get()] = id;
  // The snapshot at once, before anything else this socket is sent (PROTOCOL.md: "on connect").
  for (const auto& d : list_.subscribe(id, filter)) connection->send(d.text);
  // The games on now, if any (none is the page's starting point: no message).
  if (live_.size() > 0) connection->send(seen);
}

void Lobby::disconnect(const std::shared_ptr<Connection>& connection) {
  std::lock_guard lock(mutex_);
  const uint64_t id = id_of(connection.get());
  if (id == 0) return;
  list_.unsubscribe(id);
  leave_pool(id);
  sockets_.erase(id);
  ids_.erase(connection.get());
  arm_timer();
}

void Lobby::close_all(const std::string& reason) {
  std::lock_guard lock(mutex_);
  flush_outbox();  // the news before the close
  for (auto& [id, socket] : sockets_) socket.connection->close(reason);
}

void Lobby::receive(const std::shared_ptr<Connection>& connection, std::string_view raw) {
  auto parsed = lobby::parse_lobby_message(raw);
  if (auto* e = std::get_if<ProtocolError>(&parsed)) {
    std::lock_guard lock(mutex_);
    if (const uint64_t id = id_of(connection.get())) error(id, e->code, e->message);
    return;
  }
  dispatch(connection, std::move(std::get<lobby::LobbyMessage>(parsed)));
}

bool Lobby::acts_as_account(const Socket& socket, const lobby::LobbyMessage& message) {
  return socket.account != 0 && (std::holds_alternative<lobby::SeekMessage>(message) ||
                                 std::holds_alternative<lobby::AcceptBotMessage>(message));
}

void Lobby::dispatch(const std::shared_ptr<Connection>& connection, lobby::LobbyMessage message) {
  {
    std::lock_guard lock(mutex_);
    const uint64_t id = id_of(connection.get());
    if (id == 0) return;  // closed meanwhile
    auto& socket = sockets_.at(id);
    if (socket.checking) {
      if (socket.waiting.size() >= kMostWaiting)
        return error(id, "too_fast", "the previous messages are still being handled; send this one again");
      socket.waiting.push_back(std::move(message));
      return;
    }
    if (acts_as_account(socket, message)) return check_session(id, connection, std::move(message));
  }
  act(connection, message);
}

void Lobby::check_session(uint64_t id, const std::shared_ptr<Connection>& connection, lobby::LobbyMessage message) {
  auto& socket = sockets_.at(id);
  socket.checking = true;
  ++in_flight_;
  // A store read: on the quick lane, never an I/O thread, nor under the lock.
  context_->workers.post(false, [this, id, connection, message = std::move(message), hash = socket.session_hash,
                                 account = socket.account]() mutable {
    bool live = false;
    try {
      const auto who = context_->store.accounts().find_session(hash, store::now_ms());
      live = who && who->account.id == account;
    } catch (const std::exception& e) {
      log_warning("lobby: a session could not be read: {}", e.what());
    }
    std::optional<lobby::LobbyMessage> next;
    if (live) {
      next = std::move(message);
    } else {
      std::lock_guard lock(mutex_);
      if (sockets_.count(id)) {
        error(id, "signed_out",
              "this socket's session has ended (signed out, or ended by a moderator): open the lobby again to play");
        connection->close("session ended");
        sockets_.at(id).waiting.clear();
      }
    }
    // The message checked, then what waited behind it, in order, until one needs a check of its own.
    for (;;) {
      if (next) act(connection, *next);
      std::lock_guard lock(mutex_);
      auto it = sockets_.find(id);
      if (it == sockets_.end()) break;
      auto& s = it->second;
      if (s.waiting.empty()) {
        s.checking = false;
        break;
      }
      next = std::move(s.waiting.front());
      s.waiting.pop_front();
      if (acts_as_account(s, *next)) {
        check_session(id, connection, std::move(*next));
        break;
      }
    }
    --in_flight_;
  });
}

void Lobby::act(const std::shared_ptr<Connection>& connection, const lobby::LobbyMessage& message) {
  std::optional<Seating> seating;
  {
    std::lock_guard lock(mutex_);
    const uint64_t id = id_of(connection.get());
    if (id == 0) return;  // closed meanwhile
    if (std::holds_alternative<lobby::PingMessage>(message)) return send(id, R"({"type":"pong"})");
    if (std::holds_alternative<lobby::CancelMessage>(message)) {
      leave_pool(id);
      arm_timer();
      return send(id, R"({"type":"cancelled"})");
    }
    if (std::holds_alternative<lobby::AcceptBotMessage>(message)) {
      const Seek* offered = pool_->find(id);
      if (!offered || !offered->offered)
        return error(id, "no_offer", "no bot was offered to this socket: seek first, and wait for the offer");
      // The seek was admitted when it was made; a ban may have come since.
      if (auto refusal = context_->admission.still_welcome(*context_, {offered->address, offered->account})) {
        leave_pool(id);
        arm_timer();
        return error(id, refusal->code, refusal->message);
      }
      const std::string bot = strongest_bot_for(*offered);
      if (bot.empty()) return error(id, "no_offer", "no bot can play this game now: wait for a person");
      auto seek = pool_->take_bot(id);
      if (shared_) shared_->leave(id);
      seating = Seating{{std::move(*seek)}, bot};
      arm_timer();
    } else {
      const auto& m = std::get<lobby::SeekMessage>(message);
      auto made = seek_of(id, m);
      if (auto* e = std::get_if<ProtocolError>(&made)) return error(id, e->code, e->message);
      auto& seek = std::get<Seek>(made);
      const lobby::Seek pooled = seek;
      auto joined = pool_->join(std::move(seek), steady_ms());
      if (!joined.refusal.empty()) return error(id, "rate_limited", joined.refusal);
      if (shared_) shared_seek(pooled);
      if (joined.table.empty()) {
        nlohmann::json changed = nlohmann::json::object();
        for (const auto& [k, v] : lobby::rules_changed(make_game(*m.entry, m.rules)->rules())) changed[k] = v;
        send(id, to_wire({{"type", "seeking"},
                          {"game", m.entry->description.info.id},
                          {"rules_changed", std::move(changed)},
                          {"players", m.players},
                          {"rated", m.rated},
                          {"bot_after", double(m.bot_after_ms) / 1000}}));
        arm_timer();
        return;
      }
      seating = Seating{std::move(joined.table), ""};
      arm_timer();
    }
  }
  seat(*seating);
}

void Lobby::leave_pool(uint64_t id) {
  if (pool_->leave(id) && shared_) shared_->leave(id);
}

void Lobby::shared_seek(const Seek& seek) {
  store::PooledSeek mine;
  mine.seeker = seek.id;
  mine.pool = lobby::pool_key(seek);
  mine.players = seek.players;
  mine.account = seek.account;
  mine.body = lobby::seek_text(seek);
  mine.token_hash = token_hash(seek.token);
  ++in_flight_;
  // The store's pairing is a transaction: on the quick lane, never an I/O thread, nor under the lock.
  context_->workers.post(false, [this, mine, seek] {
    std::optional<Seating> seating;
    try {
      const auto rules = pairing_rules();
      const auto partners = shared_->seek(mine, [rules](const store::PooledSeek& a, const store::PooledSeek& b) {
        Seek x = lobby::seek_from_text(a.body), y = lobby::seek_from_text(b.body);
        x.account = a.account;
        y.account = b.account;
        return lobby::may_sit_together(x, y, rules);
      });
      std::lock_guard lock(mutex_);
      const Seek* now = pool_->find(seek.id);
      const bool still = now && now->token == seek.token;  // not cancelled, closed or sought again
      if (partners.empty()) {
        if (!now) shared_->leave(seek.id);  // it left while entering: its row must not stay
      } else if (!still) {
        for (const auto& p : partners) shared_->seat(p, "", -1);  // they are told to seek again
      } else {
        seating = Seating{{*pool_->take(seek.id)}, ""};
        arm_timer();
        for (const auto& p : partners) {
          Seek other = lobby::seek_from_text(p.body);
          other.id = p.seeker;
          other.instance = p.instance;
          other.token_hash = p.token_hash;
          seating->people.push_back(std::move(other));
        }
      }
    } catch (const std::exception& e) {
      log_warning("quick play: the shared pool failed: {}", e.what());
      std::lock_guard lock(mutex_);
      if (pool_->take(seek.id)) error(seek.id, "not_seated", "quick play cannot pair now; seek again");
      arm_timer();
    }
    if (seating) seat(*seating);
    --in_flight_;
  });
}

void Lobby::shared_paired(uint64_t seeker, const std::string& room, int seat) {
  std::lock_guard lock(mutex_);
  auto mine = pool_->take(seeker);
  if (!mine) return;  // its socket closed meanwhile
  arm_timer();
  if (room.empty()) return error(seeker, "not_seated", "the room could not be made; seek again");
  send(seeker, to_wire({{"type", "paired"}, {"room", room}, {"seat", seat}, {"token", mine->token}}));
}

lobby::PairingRules Lobby::pairing_rules() const {
  return {context_->config.one_seat_per_address, context_->config.rated_same_address};
}

std::variant<Seek, ProtocolError> Lobby::seek_of(uint64_t id, const lobby::SeekMessage& m) {
  const Socket& socket = sockets_.at(id);
  const auto& entry = *m.entry;
  // Rated games need every person signed in (PROTOCOL.md v1.1, Rooms), and rules a rated game
  // may have (accounts/rated_rules.h; the seats are checked when the table is made).
  if (m.rated && socket.account == 0)
    return ProtocolError{"sign_in_required", "rated quick play is for signed-in people: sign in, or seek a casual game"};
  if (m.rated)
    if (auto problem = accounts::rated_rules_problem(entry, m.rules); !problem.empty())
      return ProtocolError{"not_ratable", problem};
  Seek seek;
  seek.id = id;
  seek.game = entry.description.info.id;
  seek.rules = rules_text(m.rules);
  // A seek may make a room (with a person, or with the bot it accepts): it goes through the same
  // door as a room made over HTTP, bans and limits alike.
  if (auto refusal = context_->admission.new_room(*context_, {socket.address, socket.account}, seek.game, seek.rules))
    return ProtocolError{refusal->code, refusal->message};
  seek.players = m.players;
  seek.rated = m.rated;
  // A signed-in person sits as their account, under its name (as a join does).
  seek.account = socket.account;
  seek.name = socket.account != 0 ? socket.account_name : m.name;
  seek.client_seed = m.client_seed;
  seek.language = m.language;
  seek.address = socket.address;
  seek.address_key = address_key(socket.address);
  seek.hidden_information = !make_game(entry, m.rules)->info().perfect_information;
  seek.bot_after_ms = m.bot_after_ms;
  seek.token = new_token();
  return seek;
}

void Lobby::seat(const Seating& seating) {
  // The room: the game and rules they asked for, every seat taken; each person's token was drawn
  // by the instance that holds their socket and goes to that socket only.
  const Seek& first = seating.people.front();
  std::vector<Seek> people = seating.people;
  shuffle(people);
  // Every way into a room goes through the same checks: a ban that came while they waited, and
  // what a rated room may be (its bot one that can play now, at its own rating).
  std::string refused;
  // (Another instance's seeker's address is not known here: that instance checked it.)
  for (const auto& p : people)
    if (context_->admission.still_welcome(*context_, {p.address, p.account}))
      refused = "a seat of the table could not be taken; seek again";  // whose, and why, is that person's
  if (first.rated && refused.empty()) {
    std::vector<std::string> players(size_t(first.players), seating.bot);
    for (size_t i = 0; i < people.size() && i < players.size(); ++i) players[i] = "";
    refused = accounts::rated_room_problem(find_game(first.game), rules_of(first), players, false);
  }
  store::RoomRecord record;
  record.game = first.game;
  record.rules = first.rules;
  // PROTOCOL.md v1.1: off between people, and in a rated game.
  record.hints = people.size() < 2 && !first.rated;
  record.rated = first.rated;
  // A rated game always ends: its turn clock plays for whoever stops (accounts/rating_policy.h).
  if (first.rated) record.turn_seconds = accounts::kRatedTurnSecondsDefault;
  // Watchable: quick-play games show in the lobby's games_live (never in the open list: full).
  record.listed = true;
  record.language = first.language;
  for (const auto& p : people) {
    store::SeatRecord seat;
    seat.name = p.name;
    seat.player = "human";
    seat.token_hash = p.instance.empty() ? token_hash(p.token) : p.token_hash;
    seat.account = p.account;
    seat.client_seed = p.client_seed;
    seat.address_key = p.address_key;
    record.seats.push_back(std::move(seat));
  }
  for (int i = int(people.size()); i < first.players; ++i) {
    store::SeatRecord seat;
    seat.player = seating.bot;
    record.seats.push_back(std::move(seat));
  }
  // Each person hears once the room is both named and stored, whichever comes second (the store
  // may answer before create_rematch returns the code).
  struct Outcome {
    std::mutex mutex;
    std::string code, failure;
    bool named = false, stored = false;
  };
  auto outcome = std::make_shared<Outcome>();
  auto told = [this, people](const std::string& code, const std::string& failure) {
    std::lock_guard lock(mutex_);
    for (size_t i = 0; i < people.size(); ++i) {
      const Seek& p = people[i];
      if (!p.instance.empty()) {
        // Another instance's seeker (or this one's, through the shared pool): its instance tells it.
        store::PooledSeek taken;
        taken.instance = p.instance;
        taken.seeker = p.id;
        shared_->seat(taken, failure.empty() ? code : "", int(i));
      } else if (!failure.empty()) {
        error(p.id, "not_seated", failure);
      } else {
        send(p.id, to_wire({{"type", "paired"}, {"room", code}, {"seat", int(i)}, {"token", p.token}}));
      }
    }
  };
  if (!refused.empty()) {
    log_warning("quick play: no room made ({})", refused);
    return told("", refused);
  }
  auto made = context_->rooms.create_rematch(std::move(record), [told, outcome](const std::string& stored_error) {
    std::unique_lock lock(outcome->mutex);
    outcome->stored = true;
    if (!stored_error.empty()) outcome->failure = "the room could not be stored; seek again";
    if (!outcome->named) return;
    lock.unlock();
    told(outcome->code, outcome->failure);
  });
  if (made.code.empty()) {
    log_warning("quick play: no room made ({})", made.refusal);
    return told("", made.refusal == "too_many_rooms" ? "the server holds as many rooms as it can; try later"
                                                      : "this server cannot make rooms now; seek again");
  }
  std::unique_lock lock(outcome->mutex);
  outcome->named = true;
  outcome->code = made.code;
  if (!outcome->stored) return;
  lock.unlock();
  told(outcome->code, outcome->failure);
}

void Lobby::offer_due() {
  for (const uint64_t id : pool_->offers_due(steady_ms())) {
    const Seek* seek = pool_->find(id);
    if (!seek) continue;
    const std::string bot = strongest_bot_for(*seek);
    if (!bot.empty()) send(id, to_wire({{"type", "bot_offer"}, {"bot", bot}}));
  }
}

void Lobby::arm_timer() {
  const auto next = pool_->next_offer_ms();
  if (next == timer_at_) return;
  timer_at_ = next;
  if (!next) {
    timer_->cancel();
    return;
  }
  timer_->expires_after(std::chrono::milliseconds(std::max<int64_t>(0, *next - steady_ms())));
  timer_->async_wait([this](boost::system::error_code ec) {
    if (ec) return;
    std::lock_guard lock(mutex_);
    timer_at_.reset();
    try {
      offer_due();
    } catch (const std::exception& e) {  // on an I/O thread: never let it end the server
      log_warning("lobby: the bot offers failed: {}", e.what());
    }
    arm_timer();
  });
}

}  // namespace cubilete::server

#include "lobby_world.h"

#include <algorithm>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <variant>

#include "server/address_limits.h"
#include "server/lobby/lobby_codec.h"
#include "server/lobby/lobby_messages.h"
#include "server/tokens.h"

namespace cubilete::test {

// ---- the door

std::optional<server::Refusal> LobbyDoor::banned(const server::Entrant& who) const {
  if (auto it = by_address_.find(who.address); !who.address.empty() && it != by_address_.end()) return it->second;
  if (auto it = by_account_.find(who.account); who.account != 0 && it != by_account_.end()) return it->second;
  return std::nullopt;
}

std::optional<server::Refusal> LobbyDoor::new_room(const server::Entrant& who, const std::string& game,
                                                   const std::string& rules_text) {
  calls.push_back({LobbyDoorCall::Kind::NewRoom, who, game, rules_text});
  if (auto refusal = banned(who)) return refusal;
  if (most_rooms_ && rooms_admitted >= *most_rooms_) return rooms_refusal_;
  ++rooms_admitted;
  return std::nullopt;
}

std::optional<server::Refusal> LobbyDoor::still_welcome(const server::Entrant& who) {
  calls.push_back({LobbyDoorCall::Kind::StillWelcome, who, "", ""});
  return banned(who);
}

void LobbyDoor::ban_address(const std::string& address, const std::string& code, const std::string& message) {
  by_address_[address] = server::Refusal{403, code, message};
}

void LobbyDoor::ban_account(int64_t account, const std::string& code, const std::string& message) {
  by_account_[account] = server::Refusal{403, code, message};
}

void LobbyDoor::limit_rooms(int most, const std::string& code, const std::string& message) {
  most_rooms_ = most;
  rooms_refusal_ = server::Refusal{429, code, message};
}

int LobbyDoor::new_rooms() const {
  return int(std::count_if(calls.begin(), calls.end(),
                           [](const LobbyDoorCall& c) { return c.kind == LobbyDoorCall::Kind::NewRoom; }));
}

int LobbyDoor::still_welcomes() const {
  return int(std::count_if(calls.begin(), calls.end(),
                           [](const LobbyDoorCall& c) { return c.kind == LobbyDoorCall::Kind::StillWelcome; }));
}

// ---- helpers

lobby::Table lobby_table(const std::string& room, const std::string& game, const std::string& language,
                         const std::string& creator_address) {
  lobby::Table t;
  t.room = room;
  t.game = game;
  t.language = language;
  t.seats_taken = 1;
  t.seats = 2;
  t.created_ms = LobbyWorld::kStart;
  t.creator_address = creator_address;
  return t;
}

lobby::LiveGame lobby_live_game(const std::string& room, const std::string& game, const std::string& language,
                                const std::vector<double>& scores) {
  lobby::LiveGame g;
  g.room = room;
  g.game = game;
  g.language = language;
  g.started_ms = LobbyWorld::kStart;
  for (const double score : scores) {
    lobby::LiveSeat seat;
    seat.name = "p";
    seat.score = score;
    g.seats.push_back(seat);
  }
  return g;
}

json lobby_seek(const std::string& game, const json& extra) {
  json m = {{"type", "seek"}, {"game", game}};
  m.update(extra);
  return m;
}

json lobby_paired(const std::string& room, int seat, const std::string& token) {
  return {{"type", "paired"}, {"room", room}, {"seat", seat}, {"token", token}};
}

store::PooledSeek lobby_remote_seek(const lobby::Seek& like, const std::string& instance, uint64_t seeker,
                                    int64_t account) {
  lobby::Seek theirs = like;
  theirs.account = account;
  theirs.name = "";
  theirs.address = "";
  theirs.address_key = server::address_key("192.0.2." + std::to_string(seeker));
  theirs.token = "";
  store::PooledSeek p;
  p.instance = instance;
  p.seeker = seeker;
  p.pool = lobby::pool_key(theirs);
  p.players = theirs.players;
  p.account = account;
  p.body = lobby::seek_text(theirs);
  p.token_hash = server::token_hash("the token " + instance + " drew for " + std::to_string(seeker));
  return p;
}

std::vector<std::string> lobby_types(const std::vector<json>& messages) {
  std::vector<std::string> out;
  for (const auto& m : messages) out.push_back(m.value("type", ""));
  return out;
}

// ---- the world

server::ServerConfig LobbyWorld::default_config() { return server::ServerConfig{}; }

LobbyWorld::LobbyWorld(server::ServerConfig config, bool shared_store) : config_(std::move(config)) {
  machine_ = std::make_unique<lobby::Machine>(config_, shared_store, door);
}

const lobby::Effects& LobbyWorld::run(lobby::Command command) {
  last_ = machine_->handle(now, std::move(command));
  for (auto& effect : last_) file(effect);
  return last_;
}

void LobbyWorld::check_text_for(lobby::WatcherId to, const std::string& text) {
  for (const auto& [id, tokens] : tokens_) {
    if (id == to) continue;
    for (const auto& token : tokens) {
      EXPECT_EQ(text.find(token), std::string::npos)
          << "socket " << to << " got socket " << id << "'s token: " << text;
    }
  }
}

void LobbyWorld::check_no_token(const std::string& text, const char* what) {
  for (const auto& [id, tokens] : tokens_) {
    for (const auto& token : tokens) {
      EXPECT_EQ(text.find(token), std::string::npos) << "socket " << id << "'s token in " << what << ": " << text;
    }
  }
}

void LobbyWorld::receive(lobby::WatcherId to, const std::string& text) {
  EXPECT_EQ(gone_.count(to), 0u) << "socket " << to << " is closed and was sent: " << text;
  check_text_for(to, text);
  inbox_[to].push_back(json::parse(text));
}

void LobbyWorld::file(lobby::Effect& effect) {
  std::visit(
      [this](auto& e) {
        using E = std::decay_t<decltype(e)>;
        if constexpr (std::is_same_v<E, lobby::Send>) {
          receive(e.to, *e.text);
        } else if constexpr (std::is_same_v<E, lobby::SendAll>) {
          EXPECT_FALSE(e.texts.empty()) << "an empty batch to socket " << e.to;
          for (const auto& text : e.texts) receive(e.to, *text);
          batches_[e.to].push_back(e.texts.size());
        } else if constexpr (std::is_same_v<E, lobby::Close>) {
          check_no_token(e.reason, "a close reason");
          closed[e.watcher] = e.reason;
        } else if constexpr (std::is_same_v<E, lobby::ArmTimer>) {
          timers[e.timer] = e;
          armed_at_[e.timer] = now;
        } else if constexpr (std::is_same_v<E, lobby::CancelTimer>) {
          timers.erase(e.timer);
        } else if constexpr (std::is_same_v<E, lobby::CheckSession>) {
          session_checks.push_back(e);
        } else if constexpr (std::is_same_v<E, lobby::Share>) {
          std::visit(
              [this](const auto& w) {
                using W = std::decay_t<decltype(w)>;
                if constexpr (std::is_same_v<W, lobby::shared::Put>) {
                  check_no_token(w.entry.body, "a shared entry");
                } else if constexpr (std::is_same_v<W, lobby::shared::Seat>) {
                  check_no_token(w.taken.body + w.taken.token_hash + w.room, "a shared seating");
                }
              },
              e.write);
          shared.push_back(e.write);
        } else if constexpr (std::is_same_v<E, lobby::PoolSeek>) {
          check_no_token(e.mine.body + e.mine.pool + e.mine.token_hash, "a pairing");
          const auto mine = tokens_.find(e.mine.seeker);
          EXPECT_TRUE(mine != tokens_.end() && !mine->second.empty()) << "a pairing for a socket that drew no token";
          if (mine != tokens_.end() && !mine->second.empty()) {
            EXPECT_EQ(e.seek.token, mine->second.back()) << "the pairing is not of the socket's latest seek";
            EXPECT_EQ(e.mine.token_hash, server::token_hash(mine->second.back()));
          }
          pool_seeks.push_back(e);
        } else if constexpr (std::is_same_v<E, lobby::MakeRoom>) {
          rooms_to_make.push_back(e);
        } else if constexpr (std::is_same_v<E, lobby::Log>) {
          check_no_token(e.line, "the log");
          log.push_back(e.line);
        }
      },
      effect);
}

LobbySocket LobbyWorld::connect(const std::string& game, const std::string& language, const std::string& address,
                                int64_t account, const std::string& name, const std::string& session) {
  LobbySocket s;
  s.id = ++last_socket_;
  s.address = address.empty() ? "10.0.0." + std::to_string(s.id) : address;
  s.account = account;
  run(lobby::Connect{s.id, game, language, s.address, account, name, session});
  if (!machine_->watcher(s.id)) gone_.insert(s.id);  // its filter was refused
  return s;
}

LobbySocket LobbyWorld::sign_in(int64_t account, const std::string& name, const std::string& address) {
  return connect("", "", address, account, name, "session of " + name);
}

void LobbyWorld::disconnect(const LobbySocket& s) {
  run(lobby::Disconnect{s.id});
  gone_.insert(s.id);
}

void LobbyWorld::say(const LobbySocket& s, const json& message) {
  auto parsed = lobby::parse_lobby_message(message.dump());
  if (auto* error = std::get_if<server::ProtocolError>(&parsed))
    throw std::invalid_argument("the message is refused before the machine: " + error->code + ": " + error->message);
  auto& m = std::get<lobby::LobbyMessage>(parsed);
  std::string token;
  if (std::holds_alternative<lobby::SeekMessage>(m)) {
    token = server::new_token();
    tokens_[s.id].push_back(token);
  }
  run(lobby::Receive{s.id, std::move(m), std::move(token)});
}

const std::string& LobbyWorld::token(const LobbySocket& s) const {
  auto it = tokens_.find(s.id);
  if (it == tokens_.end() || it->second.empty()) throw std::logic_error("that socket made no seek");
  return it->second.back();
}

void LobbyWorld::fire(lobby::Timer timer) {
  auto it = timers.find(timer);
  if (it == timers.end()) throw std::logic_error("that timer is not armed");
  const auto armed = it->second;
  timers.erase(it);
  now = std::max(now, armed_at_[timer] + armed.after_ms);
  run(lobby::TimerFired{timer, armed.generation});
}

void LobbyWorld::flush() {
  if (armed(lobby::Timer::News)) fire(lobby::Timer::News);
}

void LobbyWorld::answer_session(bool live) {
  if (session_checks.empty()) throw std::logic_error("no session read was asked for");
  auto check = std::move(session_checks.front());
  session_checks.pop_front();
  run(lobby::SessionChecked{std::move(check.message), live});
}

void LobbyWorld::answer_pool(std::vector<store::PooledSeek> partners, const std::string& failure) {
  if (pool_seeks.empty()) throw std::logic_error("no pairing was asked for");
  auto asked = std::move(pool_seeks.front());
  pool_seeks.pop_front();
  run(lobby::PoolAnswer{std::move(asked.seek), std::move(partners), failure});
}

std::vector<lobby::Seek> LobbyWorld::make_room(const std::string& code, const std::string& refusal,
                                               const std::string& store_error,
                                               std::optional<std::vector<size_t>> seat_order) {
  if (rooms_to_make.empty()) throw std::logic_error("no room was asked for");
  auto asked = std::move(rooms_to_make.front());
  rooms_to_make.pop_front();
  std::vector<lobby::Seek> people;
  if (seat_order) {
    if (seat_order->size() != asked.people.size()) throw std::logic_error("a seat order names every person once");
    for (const size_t i : *seat_order) people.push_back(asked.people.at(i));
  } else {
    people = asked.people;
  }
  run(lobby::RoomMade{people, asked.bot, code, refusal, store_error});
  return people;
}

std::vector<json> LobbyWorld::take(const LobbySocket& s) {
  const auto& all = inbox_[s.id];
  auto& taken = taken_[s.id];
  std::vector<json> out(all.begin() + std::ptrdiff_t(taken), all.end());
  taken = all.size();
  return out;
}

std::vector<json> LobbyWorld::take_of(const LobbySocket& s, const std::string& type) {
  std::vector<json> out;
  for (auto& m : take(s))
    if (m["type"] == type) out.push_back(std::move(m));
  return out;
}

std::vector<std::string> LobbyWorld::take_types(const LobbySocket& s) { return lobby_types(take(s)); }

std::vector<std::string> LobbyWorld::errors(const LobbySocket& s) {
  std::vector<std::string> out;
  for (const auto& m : take_of(s, "error")) out.push_back(m["code"]);
  return out;
}

json LobbyWorld::latest(const LobbySocket& s, const std::string& type) {
  const auto& all = inbox_[s.id];
  for (auto it = all.rbegin(); it != all.rend(); ++it)
    if ((*it)["type"] == type) return *it;
  throw std::runtime_error("socket " + std::to_string(s.id) + " received no " + type);
}

}  // namespace cubilete::test

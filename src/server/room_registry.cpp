#include "server/room_registry.h"

#include <fmt/format.h>

#include <boost/asio/post.hpp>

#include "core/error.h"
#include "fair/fair_dice.h"
#include "server/log.h"
#include "server/room_request.h"
#include "server/tokens.h"
#include "store/clock.h"

namespace cubilete::server {

namespace asio = boost::asio;

namespace {
std::string rules_text(const Assignments& rules) {
  nlohmann::json j = nlohmann::json::object();
  for (const auto& [k, v] : rules) j[k] = v;
  return j.dump();
}

}  // namespace

std::string RoomRegistry::unused_code() {
  // 30^6 codes: a clash is rare, and the store's primary key would refuse one anyway.
  for (;;) {
    auto code = new_room_code();
    if (!rooms_.count(code) && !context_->store.load_room(code, 0)) return code;
  }
}

std::shared_ptr<Room> RoomRegistry::adopt(store::RoomRecord record) {
  fair::Bytes seed;
  if (!fair::from_hex(record.server_seed, seed) || seed.size() != fair::kServerSeedBytes)
    throw UsageError(fmt::format("room {} has a malformed server seed in the store", record.code));
  auto actions = std::move(record.actions);
  auto room = std::make_shared<Room>(*context_, std::move(record), std::move(seed));
  asio::post(room->strand(), [this, room, actions = std::move(actions)] {
    try {
      room->restore(actions);
    } catch (const std::exception& e) {
      log_line("room {} cannot be brought back: {}", room->code(), e.what());
      remove(room->code());
    }
  });
  return room;
}

void RoomRegistry::create(const nlohmann::json& body, Reply reply) {
  auto parsed = parse_room_request(body);
  if (auto* error = std::get_if<ProtocolError>(&parsed)) {
    const int status = error->code == "no_such_game" ? 404 : 400;
    return reply(HttpAnswer::error(status, error->code, error->message));
  }
  auto& request = std::get<RoomRequest>(parsed);
  const auto server_seed = fair::random_bytes(fair::kServerSeedBytes);
  const std::string token = new_token();
  store::RoomRecord r;
  r.game = request.entry->info.id;
  r.rules = rules_text(request.rules);
  r.status = "waiting";
  r.server_seed = fair::to_hex(server_seed);
  r.commitment = fair::commitment_of(server_seed);
  r.turn_seconds = request.turn_seconds;
  r.created_ms = r.updated_ms = store::now_ms();
  int creator = -1;
  for (size_t i = 0; i < request.seats.size(); ++i) {
    const auto& s = request.seats[i];
    store::SeatRecord seat;
    seat.player = s.bot.empty() ? "human" : s.bot;
    seat.name = s.name;  // "" (null to clients): the front end names the seat in its language
    if (s.bot.empty() && creator < 0) {
      creator = int(i);
      seat.token_hash = token_hash(token);
      seat.client_seed = request.client_seed;
      if (!request.name.empty()) seat.name = request.name;
    }
    r.seats.push_back(std::move(seat));
  }
  std::shared_ptr<Room> room;
  {
    std::lock_guard lock(mutex_);
    if (rooms_.size() >= context_->config.max_rooms)
      return reply(HttpAnswer::error(503, "too_many_rooms", "the server holds as many rooms as it can; try later"));
    r.code = unused_code();
    room = std::make_shared<Room>(*context_, r, server_seed);
    rooms_[r.code] = room;
  }
  asio::post(room->strand(), [room, creator, token, reply] { room->create(creator, token, reply); });
}

std::optional<RoomRegistry::Made> RoomRegistry::create_rematch(const std::string& previous, const std::string& game,
                                                               const Assignments& rules,
                                                               const std::vector<store::SeatRecord>& seats,
                                                               int turn_seconds) {
  const auto server_seed = fair::random_bytes(fair::kServerSeedBytes);
  store::RoomRecord r;
  r.game = game;
  r.rules = rules_text(rules);
  r.status = "waiting";
  r.server_seed = fair::to_hex(server_seed);
  r.commitment = fair::commitment_of(server_seed);
  r.turn_seconds = turn_seconds;
  r.created_ms = r.updated_ms = store::now_ms();
  r.previous = previous;
  Made made;
  for (const auto& s : seats) {
    auto seat = s;
    made.tokens.push_back(seat.player == "human" ? new_token() : "");
    if (!made.tokens.back().empty()) seat.token_hash = token_hash(made.tokens.back());
    r.seats.push_back(seat);
  }
  std::shared_ptr<Room> room;
  {
    std::lock_guard lock(mutex_);
    if (rooms_.size() >= context_->config.max_rooms) return std::nullopt;
    r.code = made.code = unused_code();
    room = std::make_shared<Room>(*context_, r, server_seed);
    rooms_[r.code] = room;
  }
  asio::post(room->strand(), [room] { room->create(-1, "", [](HttpAnswer) {}); });
  return made;
}

std::shared_ptr<Room> RoomRegistry::find(const std::string& code) {
  {
    std::lock_guard lock(mutex_);
    if (auto it = rooms_.find(code); it != rooms_.end()) return it->second;
  }
  auto record = context_->store.load_room(code, context_->config.chat_history);
  if (!record || record->status == "expired") return nullptr;
  std::lock_guard lock(mutex_);
  if (auto it = rooms_.find(code); it != rooms_.end()) return it->second;  // loaded meanwhile
  try {
    auto room = adopt(std::move(*record));
    rooms_[code] = room;
    return room;
  } catch (const std::exception& e) {
    log_line("room {} cannot be loaded: {}", code, e.what());
    return nullptr;
  }
}

void RoomRegistry::remove(const std::string& code) {
  std::lock_guard lock(mutex_);
  rooms_.erase(code);
}

size_t RoomRegistry::load_active() {
  auto records = context_->store.load_active(context_->config.chat_history);
  size_t count = 0;
  for (auto& r : records) {
    const std::string code = r.code;
    try {
      auto room = adopt(std::move(r));
      std::lock_guard lock(mutex_);
      rooms_[code] = room;
      ++count;
    } catch (const std::exception& e) {
      log_line("room {} cannot be loaded: {}", code, e.what());
    }
  }
  return count;
}

void RoomRegistry::for_each(const std::function<void(const std::shared_ptr<Room>&)>& f) {
  std::vector<std::shared_ptr<Room>> all;
  {
    std::lock_guard lock(mutex_);
    for (const auto& [code, room] : rooms_) all.push_back(room);
  }
  for (const auto& room : all) f(room);
}

void RoomRegistry::sweep() {
  const int64_t now = store::now_ms();
  for_each([this, now](const std::shared_ptr<Room>& room) {
    asio::post(room->strand(), [this, room, now] {
      if (room->expire_if_idle(now)) remove(room->code());
    });
  });
}

size_t RoomRegistry::size() const {
  std::lock_guard lock(mutex_);
  return rooms_.size();
}

}  // namespace cubilete::server

#include "server/http/answer_on_lane.h"
#include "server/room/room_registry.h"

#include <fmt/format.h>

#include <boost/asio/post.hpp>

#include "core/error.h"
#include "crypto/fair_seed.h"
#include "present/options_json.h"
#include "server/address_limits.h"
#include "server/lobby/lobby.h"
#include "server/log.h"
#include "server/metrics.h"
#include "server/room/room_request.h"
#include "server/tokens.h"
#include "store/clock.h"

namespace cubilete::server {

namespace asio = boost::asio;

std::string RoomRegistry::unused_code(uint64_t& claim_generation) {
  // 30^6 codes: a clash is rare, and the store's primary key would refuse one anyway.
  for (;;) {
    auto code = new_room_code();
    if (rooms_.count(code)) continue;
    // The creating instance owns the new room from the start.
    const auto claim = context_->store.rooms().claim(code);
    if (claim.outcome == store::RoomStore::Claim::unavailable || claim.generation < lost_generation_) return {};
    if (claim.outcome != store::RoomStore::Claim::owned) continue;
    if (!context_->store.rooms().load(code, 0)) {
      claim_generation = claim.generation;
      return code;
    }
    context_->store.rooms().release(code, claim.generation);
  }
}

std::shared_ptr<Room> RoomRegistry::adopt(store::RoomRecord record) {
  fair::Bytes seed;
  if (!crypto::from_hex(record.server_seed, seed) || seed.size() != fair::kServerSeedBytes)
    throw UsageError(fmt::format("room {} has a malformed server seed in the store", record.code));
  room::Restore stored{std::move(record.actions), std::move(record.decided_by), std::move(record.entered_by)};
  auto room = std::make_shared<Room>(*context_, std::move(record), std::move(seed));
  asio::post(room->strand(), [this, room, stored = std::move(stored)]() mutable {
    try {
      room->restore(std::move(stored));
    } catch (const std::exception& e) {
      log_warning("room {} cannot be brought back: {}", room->code(), e.what());
      remove(*room);
    }
  });
  return room;
}

void RoomRegistry::create(const nlohmann::json& body, const std::string& client, const Person& creator,
                          Reply reply) {
  // A banned address or account hears so whatever it sent (the limits count only rooms it may make).
  if (auto refusal = context_->admission.still_welcome(*context_, {client, creator.account}))
    return reply(refusal_answer(*refusal));
  auto parsed = parse_room_request(body);
  if (auto* error = std::get_if<ProtocolError>(&parsed)) {
    const int status = error->code == "no_such_game" ? 404 : error->code == "not_ratable" ? 409 : 400;
    return reply(HttpAnswer::error(status, error->code, error->message));
  }
  auto& request = std::get<RoomRequest>(parsed);
  // Every person seat of a rated game is an account's: the creator's first (the others are
  // refused at the join without one).
  if (request.rated && creator.account <= 0)
    return reply(HttpAnswer::error(409, "not_ratable",
                                   "a rated game seats only signed-in accounts: sign in (or sign up) to create one"));
  if (auto refusal = context_->admission.new_room(*context_, {client, creator.account},
                                                  request.entry->description.info.id, rules_text(request.rules)))
    return reply(refusal_answer(*refusal));
  if (request.listed && context_->lobby)
    if (auto why = context_->lobby->refuse_listing(client); !why.empty())
      return reply(HttpAnswer::error(429, "rate_limited", why));
  const auto server_seed = crypto::random_bytes(fair::kServerSeedBytes);
  const std::string token = new_token();
  auto made = new_room(request, server_seed, token_hash(token), store::now_ms(), creator);
  const int creator_seat = made.creator_seat;
  std::string refusal;
  auto room = hold_new(made.record, server_seed, refusal);
  if (!room) return reply(refused_room(refusal));
  asio::post(room->strand(), [room, creator_seat, token, client, reply] { room->create(creator_seat, token, client, reply); });
}

void RoomRegistry::create_daily(const DailyStart& start, const std::string& client, const Person& person, Reply reply) {
  RoomRequest request;
  request.entry = start.entry;
  request.rules = start.rules;
  request.seats = {SeatRequest{}};  // one person: the seat gives no seed of its own (the day's dice are everyone's)
  request.hints = false;
  request.language = start.language;
  const std::string token = new_token();
  auto made = new_room(request, start.day_seed, token_hash(token), store::now_ms(), person);
  made.record.daily = start.attempt.date;
  std::string refusal;
  auto room = hold_new(made.record, start.day_seed, refusal);
  if (!room) return reply(refused_room(refusal));
  asio::post(room->strand(), [room, token, client, reply, attempt = start.attempt] {
    room->create(0, token, client, reply, attempt);
  });
}

void RoomRegistry::create_tournament_game(const TournamentGameStart& start, const std::string& client,
                                          const Person& person, Reply reply) {
  RoomRequest request;
  request.entry = start.entry;
  request.rules = start.rules;
  request.seats = {SeatRequest{}};  // the tournament's dice are everyone's: no seat's seed joins them
  request.hints = false;
  request.language = start.language;
  const std::string token = new_token();
  auto made = new_room(request, start.seed, token_hash(token), store::now_ms(), person);
  made.record.tournament = start.tournament;
  made.record.tournament_round = start.round;
  made.record.sealed_until_ms = start.sealed_until_ms;
  std::string refusal;
  auto room = hold_new(made.record, start.seed, refusal);
  if (!room) return reply(refused_room(refusal));
  asio::post(room->strand(), [room, token, client, reply] { room->create(0, token, client, reply); });
}

HttpAnswer RoomRegistry::refused_room(const std::string& refusal) {
  if (refusal == "too_many_rooms")
    return HttpAnswer::error(503, "too_many_rooms", "the server holds as many rooms as it can; try later");
  return HttpAnswer::error(503, "store_failed", "the store cannot be reached now; try again");
}

std::shared_ptr<Room> RoomRegistry::hold_new(store::RoomRecord& r, const crypto::Bytes& server_seed,
                                             std::string& refusal) {
  std::lock_guard lock(mutex_);
  if (rooms_.size() >= context_->config.max_rooms) {
    refusal = "too_many_rooms";
    return nullptr;
  }
  uint64_t claim_generation = 0;
  r.code = unused_code(claim_generation);
  if (r.code.empty()) {
    refusal = "moved";
    return nullptr;
  }
  auto room = std::make_shared<Room>(*context_, r, server_seed);
  rooms_[r.code] = {room, claim_generation};
  return room;
}

RoomRegistry::Made RoomRegistry::create_rematch(store::RoomRecord r, std::function<void(const std::string&)> stored) {
  const auto server_seed = crypto::random_bytes(fair::kServerSeedBytes);
  r.status = store::RoomStatus::Waiting;
  r.server_seed = crypto::to_hex(server_seed);
  r.commitment = fair::commitment_of(server_seed);
  r.created_ms = r.updated_ms = store::now_ms();
  Made made;
  auto room = hold_new(r, server_seed, made.refusal);
  if (!room) return made;
  made.code = r.code;
  asio::post(room->strand(), [room, stored] {
    room->create(-1, "", "", [stored](HttpAnswer a) { stored(a.status == 201 ? "" : a.body.value("message", "not stored")); });
  });
  return made;
}

RoomRegistry::Members RoomRegistry::create_members(const store::RoomRecord& match, const std::vector<int>& seats) {
  Members made;
  crypto::Bytes server_seed;
  crypto::from_hex(match.server_seed, server_seed);
  std::vector<std::string> client_seeds;
  for (const auto& s : match.seats) client_seeds.push_back(s.client_seed);
  // game_seed joins the client seeds with ':': one seed so joined deals the match's game seed.
  const std::string joined = fmt::format("{}", fmt::join(client_seeds, ":"));
  const auto rules = rules_text(member_rules(assignments_from_json(nlohmann::json::parse(match.rules))));
  for (const int seat : seats) {
    store::RoomRecord r;
    r.game = match.game;
    r.rules = rules;
    r.status = store::RoomStatus::Waiting;
    r.server_seed = match.server_seed;
    r.commitment = match.commitment;
    r.turn_seconds = match.turn_seconds;
    r.hints = match.hints;
    r.language = match.language;
    r.created_ms = r.updated_ms = store::now_ms();
    r.match = match.code;
    r.match_seat = seat;
    r.seats = {match.seats[size_t(seat)]};
    r.seats[0].client_seed = joined;
    std::string refusal;
    auto room = hold_new(r, server_seed, refusal);
    if (!room) {
      made.refusal = refusal;
      made.codes.emplace_back();
      continue;
    }
    made.codes.push_back(r.code);
    asio::post(room->strand(), [this, room, seat, code = r.code, match = match.code] {
      room->create(-1, "", "", [this, seat, code, match](HttpAnswer a) {
        if (a.status == 201) return;
        const std::string why = a.body.value("message", "not stored");
        log_warning("room {}: a member of {} was not stored: {}", code, match, why);
        if (auto room = held(match)) asio::post(room->strand(), [room, seat, why] { room->member_lost(seat, why); });
      });
    });
  }
  return made;
}

std::shared_ptr<Room> RoomRegistry::held(const std::string& code) {
  std::lock_guard lock(mutex_);
  auto it = rooms_.find(code);
  return it == rooms_.end() ? nullptr : it->second.room;
}

void RoomRegistry::report_to_match(const std::string& match, room::MemberReport report) {
  auto room = held(match);
  if (!room) return;
  asio::post(room->strand(), [room, report = std::move(report)]() mutable { room->member_report(std::move(report)); });
}

void RoomRegistry::tell_members(const std::string& match, const std::vector<std::string>& rooms,
                                room::FromMatch word) {
  for (const auto& code : rooms) {
    if (auto room = held(code)) {
      asio::post(room->strand(), [room, word] { room->from_match(word); });
      continue;
    }
    // Not here: over (it reads its match's end when it is next loaded), or served by another
    // instance. The store's copy answers for it.
    if (word.over) continue;
    try {
      const auto record = context_->store.rooms().load(code, 0);
      auto match_room = held(match);
      if (!record || !match_room) continue;
      asio::post(match_room->strand(), [match_room, report = room::report_of_record(*record)]() mutable {
        match_room->member_report(std::move(report));
      });
    } catch (const std::exception& e) {
      log_warning("room {}: its member {} cannot be read now: {}", match, code, e.what());
    }
  }
}

RoomRegistry::Found RoomRegistry::find(const std::string& code) {
  {
    std::lock_guard lock(mutex_);
    if (auto it = rooms_.find(code); it != rooms_.end()) return {it->second.room};
  }
  // Claimed before it is read: a previous owner gives the claim back only after its last write.
  auto& store = context_->store;
  const auto claim = store.rooms().claim(code);
  if (claim.outcome != store::RoomStore::Claim::owned) return {nullptr, true};
  std::optional<store::RoomRecord> record;
  try {
    record = store.rooms().load(code, context_->config.chat_history);
  } catch (const std::exception& e) {
    log_warning("room {} cannot be read from the store: {}", code, e.what());
    store.rooms().release(code, claim.generation);
    return {nullptr, true};
  }
  // A room a moderator closed is gone like an expired one (the store keeps it).
  if (!record || record->status == store::RoomStatus::Expired || record->status == store::RoomStatus::Closed) {
    store.rooms().release(code, claim.generation);
    return {};
  }
  std::lock_guard lock(mutex_);
  if (auto it = rooms_.find(code); it != rooms_.end()) {  // loaded meanwhile
    store.rooms().release(code, claim.generation);
    return {it->second.room};
  }
  if (claim.generation < lost_generation_) return {nullptr, true};  // the claim went meanwhile
  try {
    // After start, an unfinished room read here was another instance's (it died, or let it go).
    const bool taken_over = started_ && (record->status == store::RoomStatus::Waiting || record->status == store::RoomStatus::Playing);
    auto room = adopt(std::move(*record));
    rooms_[code] = {room, claim.generation};
    if (taken_over) metrics().rooms_taken_over.fetch_add(1, std::memory_order_relaxed);
    return {room};
  } catch (const std::exception& e) {
    log_warning("room {} cannot be loaded: {}", code, e.what());
    store.rooms().release(code, claim.generation);
    return {};
  }
}

void RoomRegistry::moderate(const store::ModerationEvent& event) {
  auto room = held(event.room);
  if (!room) return;
  boost::asio::post(room->strand(), [room, event] {
    if (event.kind == "close_room") room->moderator_close("a moderator closed this room");
    else if (event.kind == "delete_chat") room->remove_chat(event.chat_line);
  });
}

void RoomRegistry::remove(const Room& room) {
  uint64_t claim_generation = 0;
  {
    std::lock_guard lock(mutex_);
    auto it = rooms_.find(room.code());
    if (it == rooms_.end() || it->second.room.get() != &room) return;
    claim_generation = it->second.claim_generation;
    rooms_.erase(it);
  }
  context_->store.rooms().release(room.code(), claim_generation);
}

size_t RoomRegistry::load_active() {
  size_t count = 0;
  for (const auto& code : context_->store.rooms().active())
    if (find(code).room) ++count;
  started_ = true;
  return count;
}

void RoomRegistry::hand_over(const std::string& code) {
  Held held;
  {
    std::lock_guard lock(mutex_);
    auto it = rooms_.find(code);
    if (it == rooms_.end()) return;
    held = std::move(it->second);
    rooms_.erase(it);
  }
  log_line("room {}: another instance asks for it; handing it over", code);
  metrics().rooms_handed_over.fetch_add(1, std::memory_order_relaxed);
  asio::post(held.room->strand(), [this, held] {
    held.room->hand_over("another server instance serves this room now; reconnect");
    context_->store.rooms().release(held.room->code(), held.claim_generation);  // after its last write
  });
}

void RoomRegistry::ownership_lost(uint64_t generation) {
  std::vector<std::shared_ptr<Room>> dropped;
  {
    std::lock_guard lock(mutex_);
    lost_generation_ = std::max(lost_generation_, generation);
    for (auto it = rooms_.begin(); it != rooms_.end();) {
      if (it->second.claim_generation < generation) {
        dropped.push_back(std::move(it->second.room));
        it = rooms_.erase(it);
      } else {
        ++it;
      }
    }
  }
  log_warning("the store's ownership connection was lost: {} rooms dropped (their people reconnect)", dropped.size());
  metrics().rooms_dropped.fetch_add(dropped.size(), std::memory_order_relaxed);
  for (auto& room : dropped)
    asio::post(room->strand(), [room] { room->hand_over("this server lost the room's ownership; reconnect"); });
}

void RoomRegistry::for_each(const std::function<void(const std::shared_ptr<Room>&)>& f) {
  std::vector<std::shared_ptr<Room>> all;
  {
    std::lock_guard lock(mutex_);
    for (const auto& [code, held] : rooms_) all.push_back(held.room);
  }
  for (const auto& room : all) f(room);
}

void RoomRegistry::account_gone(int64_t account) {
  for_each([account](const std::shared_ptr<Room>& room) {
    asio::post(room->strand(), [room, account] { room->account_gone(account); });
  });
}

void RoomRegistry::sweep() {
  context_->limits.sweep();
  const int64_t now = store::now_ms();
  for_each([this, now](const std::shared_ptr<Room>& room) {
    asio::post(room->strand(), [room, now] { room->check_expiry(now); });
  });
}

size_t RoomRegistry::size() const {
  std::lock_guard lock(mutex_);
  return rooms_.size();
}

}  // namespace cubilete::server

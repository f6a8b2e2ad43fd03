// The lobby machine's quick play: seeks, the pool, the bot offers, the session checks of signed-in
// sockets, and the rooms made of them (lobby_machine.h).
#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "accounts/rated_rules.h"
#include "catalog/registry.h"
#include "core/overloaded.h"
#include "server/address_limits.h"
#include "server/lobby/lobby_codec.h"
#include "server/lobby/lobby_machine.h"
#include "server/lobby/quick_room.h"
#include "server/room/room_request.h"
#include "present/json_sink.h"
#include "present/lobby_protocol.h"
#include "server/lobby/lobby_table.h"
#include "server/tokens.h"

namespace cubilete::server::lobby {

namespace {
// Messages a socket may have waiting behind a session check (a person sends one or two).
constexpr size_t kMostWaiting = 16;
}  // namespace

bool Machine::acts_as_account(const Watcher& watcher, const Receive& message) {
  return watcher.account != 0 && (std::holds_alternative<SeekMessage>(message.message) ||
                                  std::holds_alternative<AcceptBotMessage>(message.message) ||
                                  std::holds_alternative<TournamentMessage>(message.message));
}

void Machine::on(Receive& c) {
  auto it = parts_.watchers.find(c.watcher);
  if (it == parts_.watchers.end()) return;  // closed meanwhile
  Watcher& w = it->second;
  if (w.checking) {
    if (w.waiting.size() >= kMostWaiting)
      return send_error(c.watcher, "too_fast", "the previous messages are still being handled; send this one again");
    w.waiting.push_back(std::move(c));
    return;
  }
  if (acts_as_account(w, c)) {
    w.checking = true;
    emit(CheckSession{w.session_hash, w.account, std::move(c)});
    return;
  }
  act(c);
}

void Machine::on(SessionChecked& c) {
  const WatcherId id = c.message.watcher;
  auto it = parts_.watchers.find(id);
  if (it == parts_.watchers.end()) return;  // closed meanwhile
  if (!c.live) {
    send_error(id, "signed_out",
               "this socket's session has ended (signed out, or ended by a moderator): open the lobby again to play");
    emit(Close{id, "session ended"});
    it->second.waiting.clear();
    it->second.checking = false;
    return;
  }
  act(c.message);
  // What waited behind it, in order, until one needs a check of its own.
  for (;;) {
    it = parts_.watchers.find(id);
    if (it == parts_.watchers.end()) return;
    Watcher& w = it->second;
    if (w.waiting.empty()) {
      w.checking = false;
      return;
    }
    Receive next = std::move(w.waiting.front());
    w.waiting.pop_front();
    if (acts_as_account(w, next)) {
      emit(CheckSession{w.session_hash, w.account, std::move(next)});
      return;
    }
    act(next);
  }
}

void Machine::act(const Receive& message) {
  auto it = parts_.watchers.find(message.watcher);
  if (it == parts_.watchers.end()) return;
  const WatcherId id = message.watcher;
  std::visit(Overloaded{[&](const PingMessage&) { send(id, described_text(PongMessage{})); },
                    [&](const CancelMessage&) {
                      leave_pool(id);
                      arm_offers();
                      send(id, described_text(CancelledMessage{}));
                    },
                    [&](const AcceptBotMessage&) { accept_bot(id); },
                    // A signed-in entrant watching is present for the pairing, as its account
                    // (its session read again just now).
                    [&](const TournamentMessage& m) {
                      emit(WatchTournament{id, m.id, it->second.account, it->second.address, m.client_seed});
                    },
                    [&](const SeekMessage& m) { seek(it->second, m, message.token); }},
             message.message);
}

void Machine::seek(const Watcher& watcher, const SeekMessage& m, const std::string& token) {
  const WatcherId id = watcher.id;
  const auto& entry = *m.entry;
  // Rated games need every person signed in (PROTOCOL.md v1.1, Rooms), and rules a rated game may
  // have (accounts/rated_rules.h; the seats are checked when the table is made).
  if (m.rated && watcher.account == 0)
    return send_error(id, "sign_in_required", "rated quick play is for signed-in people: sign in, or seek a casual game");
  if (m.rated)
    if (auto problem = accounts::rated_rules_problem(entry, m.rules); !problem.empty())
      return send_error(id, "not_ratable", problem);
  Seek s;
  s.id = id;
  s.game = entry.description.info.id;
  s.rules = rules_text(m.rules);
  // A seek may make a room (with a person, or with the bot it accepts): it goes through the same
  // door as a room made over HTTP, bans and limits alike.
  if (auto refusal = door_.new_room({watcher.address, watcher.account}, s.game, s.rules))
    return send_error(id, refusal->code, refusal->message);
  s.players = m.players;
  s.rated = m.rated;
  // A signed-in person sits as their account, under its name (as a join does).
  s.account = watcher.account;
  s.name = watcher.account != 0 ? watcher.account_name : m.name;
  s.client_seed = m.client_seed;
  s.language = m.language;
  s.address = watcher.address;
  s.address_key = address_key(watcher.address);
  const auto game = make_game(entry, m.rules);
  s.hidden_information = !game->info().perfect_information;
  s.bot_after_ms = m.bot_after_ms;
  s.token = token;
  const Seek pooled = s;
  auto joined = parts_.pool.join(std::move(s), now_);
  if (!joined.refusal.empty()) return send_error(id, "rate_limited", joined.refusal);
  if (shared_store_) {
    store::PooledSeek mine;
    mine.seeker = pooled.id;
    mine.pool = pool_key(pooled);
    mine.players = pooled.players;
    mine.account = pooled.account;
    mine.body = seek_text(pooled);
    mine.token_hash = token_hash(pooled.token);
    emit(PoolSeek{std::move(mine), pooled});
  }
  arm_offers();
  if (!joined.table.empty()) return seat(std::move(joined.table), "");
  send(id, described_text(SeekingMessage{entry.description.info.id, changed_rules(rules_changed(game->rules())),
                                          m.players, m.rated, double(m.bot_after_ms) / 1000}));
}

void Machine::accept_bot(WatcherId id) {
  const Seek* offered = parts_.pool.find(id);
  if (!offered || !offered->offered)
    return send_error(id, "no_offer", "no bot was offered to this socket: seek first, and wait for the offer");
  // The seek was admitted when it was made; a ban may have come since.
  if (auto refusal = door_.still_welcome({offered->address, offered->account})) {
    leave_pool(id);
    arm_offers();
    return send_error(id, refusal->code, refusal->message);
  }
  const std::string bot = bot_for(*offered);
  if (bot.empty()) return send_error(id, "no_offer", "no bot can play this game now: wait for a person");
  auto taken = parts_.pool.take_bot(id);
  if (shared_store_) emit(Share{shared::Leave{id}});
  arm_offers();
  seat({std::move(*taken)}, bot);
}

void Machine::leave_pool(WatcherId id) {
  if (parts_.pool.leave(id) && shared_store_) emit(Share{shared::Leave{id}});
}

void Machine::offer_due() {
  for (const WatcherId id : parts_.pool.offers_due(now_)) {
    const Seek* s = parts_.pool.find(id);
    if (!s) continue;
    const std::string bot = bot_for(*s);
    if (!bot.empty()) send(id, described_text(BotOfferMessage{bot}));
  }
}

void Machine::arm_offers() {
  const auto next = parts_.pool.next_offer_ms();
  if (next == parts_.timers.offer_at) return;
  parts_.timers.offer_at = next;
  if (!next) return cancel(Timer::Offer);
  arm(Timer::Offer, std::max<int64_t>(0, *next - now_));
}

void Machine::seat(std::vector<Seek> people, const std::string& bot) {
  std::string refused;
  // (Another instance's seeker's address is not known here: that instance checked it.)
  for (const auto& p : people)
    if (door_.still_welcome({p.address, p.account}))
      refused = "a seat of the table could not be taken; seek again";  // whose, and why, is that person's
  if (refused.empty()) refused = rated_room_refusal(people, bot);
  if (!refused.empty()) {
    log(fmt::format("quick play: no room made ({})", refused));
    return tell_seated(people, "", refused);
  }
  emit(MakeRoom{std::move(people), bot});
}

void Machine::on(RoomMade& c) {
  std::string failure;
  if (c.code.empty()) {
    log(fmt::format("quick play: no room made ({})", c.refusal));
    failure = c.refusal == "too_many_rooms" ? "the server holds as many rooms as it can; try later"
                                            : "this server cannot make rooms now; seek again";
  } else if (!c.store_error.empty()) {
    failure = "the room could not be stored; seek again";
  }
  tell_seated(c.people, c.code, failure);
}

void Machine::tell_seated(const std::vector<Seek>& people, const std::string& code, const std::string& failure) {
  for (size_t i = 0; i < people.size(); ++i) {
    const Seek& p = people[i];
    if (!p.instance.empty()) {
      // Another instance's seeker (or this one's, through the shared pool): its instance tells it.
      store::PooledSeek taken;
      taken.instance = p.instance;
      taken.seeker = p.id;
      emit(Share{shared::Seat{std::move(taken), failure.empty() ? code : "", int(i)}});
    } else if (!failure.empty()) {
      send_error(p.id, "not_seated", failure);
    } else {
      send(p.id, described_text(PairedMessage{code, int(i), p.token}));
    }
  }
}

void Machine::on(PoolAnswer& c) {
  const WatcherId id = c.seek.id;
  if (!c.failure.empty()) {
    log(fmt::format("quick play: the shared pool failed: {}", c.failure));
    if (parts_.pool.take(id)) send_error(id, "not_seated", "quick play cannot pair now; seek again");
    return arm_offers();
  }
  const Seek* now = parts_.pool.find(id);
  const bool still = now && now->token == c.seek.token;  // not cancelled, closed or sought again
  if (c.partners.empty()) {
    if (!now) emit(Share{shared::Leave{id}});  // it left while entering: its row must not stay
    return;
  }
  if (!still) {
    for (const auto& p : c.partners) emit(Share{shared::Seat{p, "", -1}});  // they are told to seek again
    return;
  }
  std::vector<Seek> people{*parts_.pool.take(id)};
  arm_offers();
  for (const auto& p : c.partners) {
    Seek other = seek_from_text(p.body);
    other.id = p.seeker;
    other.instance = p.instance;
    other.token_hash = p.token_hash;
    people.push_back(std::move(other));
  }
  seat(std::move(people), "");
}

void Machine::on(SharedPaired& c) {
  auto mine = parts_.pool.take(c.seeker);
  if (!mine) return;  // its socket closed meanwhile
  arm_offers();
  if (c.room.empty()) return send_error(c.seeker, "not_seated", "the room could not be made; seek again");
  send(c.seeker, described_text(PairedMessage{c.room, c.seat, mine->token}));
}

}  // namespace cubilete::server::lobby

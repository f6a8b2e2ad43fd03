#include "server/tournament/tournament_service.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <future>
#include <optional>
#include <random>
#include <thread>

#include <boost/asio/bind_executor.hpp>
#include <boost/asio/post.hpp>

#include "accounts/rating_policy.h"
#include "catalog/registry.h"
#include "crypto/crypto.h"
#include "core/options.h"
#include "server/address_limits.h"
#include "server/log.h"
#include "server/room/room_registry.h"
#include "server/server_context.h"
#include "server/tokens.h"
#include "server/tournament/arena_pairing.h"
#include "server/tournament/tournament_json.h"
#include "server/tournament/tournament_schedule.h"
#include "server/tournament/tournament_state.h"
#include "server/work_lanes.h"
#include "store/clock.h"

namespace cubilete::server {

namespace {

constexpr int64_t kTournamentWaveMs = 1000;
// An instance's entrants are marked present this often; a row not seen for kPresenceStaleMs is
// an instance's that died (its people reconnect elsewhere).
constexpr int64_t kPresenceRefreshMs = 5000;
constexpr int64_t kPresenceStaleMs = 30'000;
// One instance pairs an arena for this long at a time, renewed each wave.
constexpr int64_t kPairingLeaseMs = 5000;

// Whether the game hides each seat's dice (a second seat from one address would see two hands).
bool tournament_hides_dice(const std::string& game, const std::string& rules) {
  const auto& entry = find_game(game);
  return !make_game(entry, assignments_from_json(nlohmann::json::parse(rules)))->info().perfect_information;
}

}  // namespace

TournamentService::TournamentService(ServerContext& context)
    : context_(context),
      instance_(crypto::to_hex(crypto::random_bytes(8))),
      strand_(boost::asio::make_strand(context.io)),
      timer_(strand_) {
  life_->self = this;
}

TournamentService::~TournamentService() {
  stop();
  {
    std::lock_guard lock(life_->mutex);
    life_->self = nullptr;
  }
  // A wave or a callback already inside finishes first (bounded: a wave takes milliseconds).
  for (int i = 0; i < 10000 && life_->users > 0; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

void TournamentService::start() { arm(kTournamentWaveMs); }

void TournamentService::stop() {
  stopped_ = true;
  boost::asio::post(strand_, [life = life_] {
    while_alive(life, [](TournamentService& self) { self.timer_.cancel(); });
  });
}

void TournamentService::arm(int64_t after_ms) {
  if (stopped_) return;
  // The timer is touched on the strand only: a wave's end (a worker) and a nudge (any thread)
  // both arm it.
  boost::asio::post(strand_, [life = life_, after_ms] {
    while_alive(life, [after_ms](TournamentService& self) {
      if (self.stopped_) return;
      self.timer_.expires_after(std::chrono::milliseconds(after_ms));
      self.timer_.async_wait(boost::asio::bind_executor(self.strand_, [life = self.life_](boost::system::error_code ec) {
        if (ec) return;
        while_alive(life, [](TournamentService& self) { self.fire(); });
      }));
    });
  });
}

void TournamentService::fire() {
  if (stopped_) return;
  if (waving_.exchange(true)) return arm(kTournamentWaveMs);  // the last wave still runs
  context_.workers.post(false, [life = life_] {
    while_alive(life, [](TournamentService& self) {
      try {
        self.wave();
      } catch (const std::exception& e) {
        log_warning("tournaments: a wave failed: {}", e.what());
      }
      self.waving_ = false;
      self.arm(kTournamentWaveMs);
    });
  });
}

void TournamentService::nudge() {
  if (!waving_) arm(0);
}

void TournamentService::watch(std::shared_ptr<Connection> connection, uint64_t watcher, const std::string& id,
                              int64_t account, const std::string& address, const std::string& client_seed) {
  unwatch(watcher);  // one tournament per socket: a new watch replaces the last
  std::optional<store::TournamentPresence> present;
  {
    std::lock_guard lock(mutex_);
    watches_[watcher] = {std::move(connection), id, account};
    // A signed-in entrant is present here: its row (every instance reads it) holds the hash of the
    // seat token this instance keeps for it, shared by its sockets here.
    if (account != 0 && !tokens_.count({id, account})) {
      const auto token = new_token();
      tokens_[{id, account}] = token;
      present = store::TournamentPresence{id, account, instance_, address, client_seed, token_hash(token),
                                          store::now_ms()};
    }
  }
  if (present)
    context_.store.tournaments().present(*present, [id](const store::Outcome& o) {
      if (!o.ok()) log_warning("tournaments: a presence in {} was not written: {}", id, o.message);
    });
  // The standings as they stand: read at once for this socket alone (the waves push only changes).
  context_.workers.post(false, [life = life_, watcher, id] {
    while_alive(life, [&](TournamentService& self) { self.send_standings(watcher, id); });
  });
  nudge();
}

void TournamentService::unwatch(uint64_t watcher) {
  std::string tournament;
  int64_t account = 0;
  {
    std::lock_guard lock(mutex_);
    const auto it = watches_.find(watcher);
    if (it == watches_.end()) return;
    tournament = it->second.tournament;
    account = it->second.account;
    watches_.erase(it);
    if (account == 0) return;
    for (const auto& [other, w] : watches_)
      if (w.tournament == tournament && w.account == account) return;  // another socket here still watches
    tokens_.erase({tournament, account});
  }
  context_.store.tournaments().absent(tournament, account, instance_, [tournament](const store::Outcome& o) {
    if (!o.ok()) log_warning("tournaments: a presence in {} was not removed: {}", tournament, o.message);
  });
}

void TournamentService::send_standings(uint64_t watcher, const std::string& id) {
  {
    try {
      const auto t = context_.store.tournaments().tournament(id);
      std::shared_ptr<Connection> c;
      {
        std::lock_guard lock(mutex_);
        const auto it = watches_.find(watcher);
        if (it == watches_.end() || it->second.tournament != id) return;
        c = it->second.connection;
      }
      if (!t) {
        c->send(std::make_shared<const std::string>(
            nlohmann::json{{"type", "error"}, {"code", "no_such_tournament"}, {"message", "there is no tournament " + id}}
                .dump()));
        return;
      }
      c->send(std::make_shared<const std::string>(
          tournament::standings_message(*t, state(*t).standings, store::now_ms())));
    } catch (const std::exception& e) {
      log_warning("tournaments: the standings of {} were not read: {}", id, e.what());
    }
  }
}

tournament::TournamentState TournamentService::state(const store::TournamentRecord& t) {
  auto& store = context_.store.tournaments();
  return tournament::tournament_state(t, store.entrants(t.id), store.games(t.id));
}

void TournamentService::wave() {
  const int64_t now = store::now_ms();
  // The schedule's next tournaments, once a minute: the store keeps the first of each key.
  if (context_.config.tournament_schedule != "none" && now - scheduled_ms_ >= 60'000) {
    scheduled_ms_ = now;
    for (const auto& t : tournament::scheduled_tournaments(context_.config.tournament_schedule, now))
      context_.store.tournaments().create(t, [key = t.schedule](const store::Outcome& o) {
        if (!o.ok()) log_warning("tournaments: {} was not made: {}", key, o.message);
      });
  }
  // This instance's entrants are still present; the rows of instances gone stale go.
  if (now - refreshed_ms_ >= kPresenceRefreshMs) {
    refreshed_ms_ = now;
    context_.store.tournaments().refresh_presence(instance_, now, now - kPresenceStaleMs, [](const store::Outcome& o) {
      if (!o.ok()) log_warning("tournaments: the presences were not refreshed: {}", o.message);
    });
  }
  tell_seated();
  for (const auto& id : context_.store.tournaments().live(now)) {
    if (stopped_) return;
    try {
      wave_of(id, now);
    } catch (const std::exception& e) {
      log_warning("tournaments: {} was not paired: {}", id, e.what());
    }
  }
}

void TournamentService::wave_of(const std::string& id, int64_t now_ms) {
  auto& store = context_.store.tournaments();
  const auto t = store.tournament(id);
  if (!t) return;
  const auto current = state(*t);
  const std::string text = tournament::standings_message(*t, current.standings, now_ms);
  push(id, text);
  if (t->cancelled_ms != 0) {
    // A moderator cancelled it: no more pairings, and no standings go to the profiles.
    store.finish(id, {}, now_ms, [id](const store::Outcome& o) {
      if (!o.ok()) log_warning("tournaments: cancelled {} was not closed: {}", id, o.message);
    });
    return;
  }
  if (now_ms >= t->ends_ms) {
    // The clock ran out: the standings as they stood then are final, written once for every instance.
    store.finish(id, tournament::final_results(current.standings), now_ms, [id](const store::Outcome& o) {
      if (!o.ok()) log_warning("tournaments: the final standings of {} were not written: {}", id, o.message);
      if (o.ok() && o.count == 1) log_line("tournament {} is over", id);
    });
    std::lock_guard lock(mutex_);
    waited_.erase(id);
    return;
  }
  if (t->kind == "arena") pair(*t, current, now_ms);
}

void TournamentService::push(const std::string& id, const std::string& text) {
  std::vector<std::shared_ptr<Connection>> to;
  {
    std::lock_guard lock(mutex_);
    auto& last = pushed_[id];
    if (last == text) return;
    last = text;
    for (const auto& [watcher, w] : watches_)
      if (w.tournament == id) to.push_back(w.connection);
  }
  const auto shared = std::make_shared<const std::string>(text);
  for (const auto& c : to) c->send(shared);
}

// Whether this instance pairs the arena now: the store's lease, taken or renewed (one instance at
// a time; another takes it over once a dead one's lease runs out).
bool TournamentService::pairs(const std::string& id, int64_t now_ms) {
  std::promise<store::Outcome> claimed;
  context_.store.tournaments().claim_pairing(id, instance_, now_ms, kPairingLeaseMs,
                                             [&claimed](const store::Outcome& o) { claimed.set_value(o); });
  const auto o = claimed.get_future().get();
  if (!o.ok()) log_warning("tournaments: the pairing of {} was not claimed: {}", id, o.message);
  return o.ok() && o.count == 1;
}

void TournamentService::pair(const store::TournamentRecord& t, const tournament::TournamentState& state,
                             int64_t now_ms) {
  if (!pairs(t.id, now_ms)) return;
  // Present on any instance: each account's freshest row (an instance that died leaves older ones).
  std::map<int64_t, store::TournamentPresence> present;
  for (auto& p : context_.store.tournaments().presence(t.id, now_ms - kPresenceStaleMs)) {
    if (!p.room.empty()) continue;  // seated, and not told yet
    auto& freshest = present[p.account];
    if (p.seen_ms >= freshest.seen_ms) freshest = std::move(p);
  }
  std::vector<tournament::IdleEntrant> idle;
  {
    std::lock_guard lock(mutex_);
    const auto& waited = waited_[t.id];
    const auto& seating = seating_[t.id];
    for (const auto& [account, s] : state.entrants) {
      if (!s.active || !present.count(account) || !s.open_room.empty() || seating.count(account)) continue;
      if (s.last_ended_ms != 0 && now_ms - s.last_ended_ms < context_.config.tournament_rest_ms) continue;
      tournament::IdleEntrant e;
      e.account = account;
      e.rank = state.pairing_rank.at(account);
      e.rating = s.rating;
      e.idle_since_ms = s.last_ended_ms;
      e.waited_last_wave = waited.count(account) != 0;
      e.last_opponent = s.last_opponent;
      e.met = s.met;
      idle.push_back(std::move(e));
    }
  }
  if (idle.size() < 2) {
    std::lock_guard lock(mutex_);
    waited_[t.id].clear();
    return;
  }
  // Who may not sit together, as quick play's rule (lobby/quick_pool.h): two accounts of one
  // address in a rated game unless the server says people share addresses, and two seats of one
  // address where the game hides each seat's dice and the server holds one person to one seat.
  const bool rated_apart = t.rated && !context_.config.rated_same_address;
  const bool hidden_apart = context_.config.one_seat_per_address && tournament_hides_dice(t.game, t.rules);
  const auto may_meet = [&](const tournament::IdleEntrant& a, const tournament::IdleEntrant& b) {
    const auto ka = address_key(present.at(a.account).address), kb = address_key(present.at(b.account).address);
    return !((rated_apart || hidden_apart) && !ka.empty() && ka == kb);
  };
  const auto pairs = tournament::pair_wave(idle, state.last_rank, may_meet);
  std::set<int64_t> left;
  for (const auto& e : idle) left.insert(e.account);
  for (const auto& [a, b] : pairs) {
    left.erase(idle[size_t(a)].account);
    left.erase(idle[size_t(b)].account);
  }
  {
    std::lock_guard lock(mutex_);
    waited_[t.id] = left;
  }
  for (const auto& [a, b] : pairs) seat(t, present.at(idle[size_t(a)].account), present.at(idle[size_t(b)].account));
}

void TournamentService::seat(const store::TournamentRecord& t, const store::TournamentPresence& first,
                             const store::TournamentPresence& second) {
  // The bans may have come since they joined: every room goes through the door.
  for (const auto* p : {&first, &second})
    if (auto refusal = context_.admission.still_welcome(context_, {p->address, p->account})) {
      log_line("tournament {}: account {} is not paired: {}", t.id, p->account, refusal->message);
      return;
    }
  std::map<int64_t, std::string> names;
  for (const auto& e : context_.store.tournaments().entrants(t.id)) names[e.account] = e.name;
  // Who moves first is drawn, as quick play draws it: the pairing's order says who ranks higher.
  static thread_local std::mt19937 draw{std::random_device{}()};
  std::vector<const store::TournamentPresence*> people{&first, &second};
  if (draw() % 2) std::swap(people[0], people[1]);
  store::RoomRecord record;
  record.game = t.game;
  record.rules = t.rules;
  record.hints = false;  // a tournament's game is never hinted
  record.rated = t.rated;
  record.turn_seconds = accounts::kRatedTurnSecondsDefault;
  record.listed = true;  // watchable in the lobby's games
  record.tournament = t.id;
  for (const auto* p : people) {
    store::SeatRecord seat;
    seat.name = names[p->account];
    seat.player = "human";
    seat.token_hash = p->token_hash;  // the token its instance holds: that instance tells it
    seat.account = p->account;
    seat.client_seed = p->client_seed;
    seat.address_key = address_key(p->address);
    record.seats.push_back(std::move(seat));
  }
  const int64_t a = first.account, b = second.account;
  {
    std::lock_guard lock(mutex_);
    seating_[t.id].insert(a);
    seating_[t.id].insert(b);
  }
  auto done = [life = life_, id = t.id, a, b](const std::string& error) {
    while_alive(life, [&](TournamentService& self) {
      {
        std::lock_guard lock(self.mutex_);
        self.seating_[id].erase(a);
        self.seating_[id].erase(b);
      }
      if (!error.empty()) log_line("tournament {}: a game was not made: {}", id, error);
      self.nudge();  // the next wave tells the people here at once
    });
  };
  const auto named = context_.rooms.create_rematch(std::move(record), [done](const std::string& error) { done(error); });
  if (named.code.empty()) done(named.refusal.empty() ? "no room was made" : named.refusal);
}

// The people of this instance whom a pairing (here or on another instance) seated: each hears its
// room and seat with the token this instance held for it, and a new token takes its place.
void TournamentService::tell_seated() {
  for (const auto& p : context_.store.tournaments().seated(instance_)) {
    std::string token, next;
    {
      std::lock_guard lock(mutex_);
      const auto it = tokens_.find({p.tournament, p.account});
      if (it != tokens_.end() && token_hash(it->second) == p.token_hash) {
        token = it->second;
        next = new_token();
        it->second = next;
      }
    }
    if (!token.empty()) tell_paired(p.tournament, p.account, p.room, p.seat, token);
    // A row whose token this instance no longer holds (its socket left) gets one nobody holds.
    context_.store.tournaments().told(p.tournament, p.account, instance_, p.room,
                                      token_hash(next.empty() ? new_token() : next), [](const store::Outcome& o) {
                                        if (!o.ok()) log_warning("tournaments: a pairing was not marked told: {}", o.message);
                                      });
  }
}

void TournamentService::tell_paired(const std::string& id, int64_t account, const std::string& room, int seat,
                                    const std::string& token) {
  const auto text = std::make_shared<const std::string>(tournament::paired_message(id, room, seat, token));
  std::vector<std::shared_ptr<Connection>> to;
  {
    std::lock_guard lock(mutex_);
    for (const auto& [watcher, w] : watches_)
      if (w.tournament == id && w.account == account) to.push_back(w.connection);
  }
  for (const auto& c : to) c->send(text);
}

}  // namespace cubilete::server

#include "server/tournament/tournament_service.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <random>

#include <boost/asio/bind_executor.hpp>
#include <boost/asio/post.hpp>

#include "accounts/rating_policy.h"
#include "catalog/registry.h"
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
// A tournament that ended is still read by the waves this long (its last standings pushed, its
// final standings written by whichever instance comes first).
constexpr int64_t kTournamentLingerMs = 10 * 60 * 1000;

// Whether the game hides each seat's dice (a second seat from one address would see two hands).
bool tournament_hides_dice(const std::string& game, const std::string& rules) {
  const auto& entry = find_game(game);
  return !make_game(entry, assignments_from_json(nlohmann::json::parse(rules)))->info().perfect_information;
}

}  // namespace

TournamentService::TournamentService(ServerContext& context)
    : context_(context), strand_(boost::asio::make_strand(context.io)), timer_(strand_) {
  life_->self = this;
}

TournamentService::~TournamentService() {
  stop();
  std::lock_guard lock(life_->mutex);
  life_->self = nullptr;
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
  {
    std::lock_guard lock(mutex_);
    watches_[watcher] = {std::move(connection), id, account, address, address_key(address), client_seed};
  }
  // The standings as they stand: read at once for this socket alone (the waves push only changes).
  context_.workers.post(false, [life = life_, watcher, id] {
    while_alive(life, [&](TournamentService& self) { self.send_standings(watcher, id); });
  });
  nudge();
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

void TournamentService::unwatch(uint64_t watcher) {
  std::lock_guard lock(mutex_);
  watches_.erase(watcher);
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
  for (const auto& id : context_.store.tournaments().live(now, now - kTournamentLingerMs)) {
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

void TournamentService::pair(const store::TournamentRecord& t, const tournament::TournamentState& state,
                             int64_t now_ms) {
  std::vector<tournament::IdleEntrant> idle;
  std::map<int64_t, std::string> address_of;
  {
    std::lock_guard lock(mutex_);
    std::map<int64_t, const Watch*> present;
    for (const auto& [watcher, w] : watches_)
      if (w.tournament == t.id && w.account != 0) present.emplace(w.account, &w);
    const auto& waited = waited_[t.id];
    const auto& seating = seating_[t.id];
    for (const auto& [account, s] : state.entrants) {
      const auto here = present.find(account);
      if (!s.active || here == present.end() || !s.open_room.empty() || seating.count(account)) continue;
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
      address_of[account] = here->second->address_key;
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
    const auto& ka = address_of[a.account];
    const auto& kb = address_of[b.account];
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
  for (const auto& [a, b] : pairs) seat(t, idle[size_t(a)].account, idle[size_t(b)].account);
}

void TournamentService::seat(const store::TournamentRecord& t, int64_t first, int64_t second) {
  struct Person {
    int64_t account;
    std::string name, token, client_seed, address, address_key;
  };
  std::vector<Person> people;
  {
    std::lock_guard lock(mutex_);
    for (const int64_t account : {first, second}) {
      const Watch* found = nullptr;
      for (const auto& [watcher, w] : watches_)
        if (w.tournament == t.id && w.account == account) found = &w;
      if (!found) return;  // gone meanwhile: both wait for the next wave
      people.push_back({account, "", new_token(), found->client_seed, found->address, found->address_key});
    }
  }
  // The bans may have come since they joined: every room goes through the door.
  for (const auto& p : people)
    if (auto refusal = context_.admission.still_welcome(context_, {p.address, p.account})) {
      log_line("tournament {}: account {} is not paired: {}", t.id, p.account, refusal->message);
      return;
    }
  const auto entrants = context_.store.tournaments().entrants(t.id);
  for (auto& p : people)
    for (const auto& e : entrants)
      if (e.account == p.account) p.name = e.name;
  // Who moves first is drawn, as quick play draws it: the pairing's order says who ranks higher.
  static thread_local std::mt19937 draw{std::random_device{}()};
  if (draw() % 2) std::swap(people[0], people[1]);
  store::RoomRecord record;
  record.game = t.game;
  record.rules = t.rules;
  record.hints = false;  // a tournament's game is never hinted
  record.rated = t.rated;
  record.turn_seconds = accounts::kRatedTurnSecondsDefault;
  record.listed = true;  // watchable in the lobby's games
  record.tournament = t.id;
  for (const auto& p : people) {
    store::SeatRecord seat;
    seat.name = p.name;
    seat.player = "human";
    seat.token_hash = token_hash(p.token);
    seat.account = p.account;
    seat.client_seed = p.client_seed;
    seat.address_key = p.address_key;
    record.seats.push_back(std::move(seat));
  }
  {
    std::lock_guard lock(mutex_);
    seating_[t.id].insert(first);
    seating_[t.id].insert(second);
  }
  auto done = [life = life_, id = t.id, people, first, second](const std::string& room, const std::string& error) {
    while_alive(life, [&](TournamentService& self) {
      {
        std::lock_guard lock(self.mutex_);
        self.seating_[id].erase(first);
        self.seating_[id].erase(second);
      }
      if (!error.empty()) {
        log_line("tournament {}: a game was not made: {}", id, error);
        return;
      }
      for (size_t i = 0; i < people.size(); ++i) self.tell_paired(id, people[i].account, room, int(i), people[i].token);
      self.nudge();
    });
  };
  // The room is named (create_rematch returns) and stored (its callback, from the room's strand),
  // in either order: its people hear once both are known.
  struct Outcome {
    std::mutex mutex;
    std::string code, error;
    bool named = false, stored = false;
  };
  auto outcome = std::make_shared<Outcome>();
  auto named = context_.rooms.create_rematch(std::move(record), [outcome, done](const std::string& error) {
    std::unique_lock lock(outcome->mutex);
    outcome->stored = true;
    outcome->error = error;
    if (!outcome->named) return;
    lock.unlock();
    done(outcome->code, error);
  });
  std::unique_lock lock(outcome->mutex);
  outcome->named = true;
  outcome->code = named.code;
  if (named.code.empty()) {
    lock.unlock();
    return done("", named.refusal.empty() ? "no room was made" : named.refusal);
  }
  if (!outcome->stored) return;
  const std::string error = outcome->error;
  lock.unlock();
  done(named.code, error);
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

// A room's game: starting it with the fair seed, applying people's and bots' actions, committing
// them before anyone hears of them, clocks, the end and the rematch.
#include <fmt/format.h>

#include <algorithm>
#include <boost/asio/post.hpp>

#include "core/error.h"
#include "core/text.h"
#include "crypto/fair_seed.h"
#include "server/log.h"
#include "server/room/room.h"
#include "server/room/room_registry.h"
#include "server/work_lanes.h"
#include "solve/common/ranking.h"
#include "store/clock.h"

namespace cubilete::server {

namespace asio = boost::asio;

template <class Work>
void Room::on_workers(bool slow, Work work) {
  context_.workers.post(slow, [flag = cancel_, work = std::move(work)]() mutable {
    CancelScope scope(flag);
    work();
  });
}

void Room::start_game() {
  std::vector<std::string> client_seeds, players;
  for (const auto& s : seats_) {
    client_seeds.push_back(s.client_seed);
    players.push_back(s.player);
  }
  seed_ = fair::game_seed(server_seed_, client_seeds);
  // Bots are made on the worker pool when they first move (a bot may solve a table first).
  table_ = std::make_unique<table::Table>(table::TableSetup{entry_, rules_, players, seed_, true});
  status_ = "playing";
  context_.store.start_game(code_, seed_, [code = code_](const std::string& error) {
    if (!error.empty()) log_line("room {}: the start was not stored: {}", code, error);
  });
  // Someone who took a seat and never connected is gone from the start.
  const int64_t now = store::now_ms();
  for (int s = 0; s < int(seats_.size()); ++s)
    if (!seats_[size_t(s)].is_bot() && seats_[size_t(s)].sockets == 0) {
      seats_[size_t(s)].gone_since_ms = now;
      arm_away_timer(s);
    }
  after_change();
  // A game that waits for its first throw by hand stores nothing yet: say now that it started.
  if (!commit_pending_) publish_states();
}

// After actions were applied in memory: deal chance up to the next decision, then store all of
// it; the states go out once the store has committed it (on_committed).
void Room::after_change() {
  table_->deal_chance({}, true);
  if (table_->version() > committed_) {
    persist_and_publish();
    return;
  }
  // Nothing new (a restored room): go on from where it stands.
  if (table_->over()) {
    if (!result_ && !result_pending_) finish();
    return;
  }
  schedule_next_move();
}

void Room::persist_and_publish() {
  const auto& all = table_->record().actions;
  const auto& by = table_->record().by;
  std::vector<std::string> fresh(all.begin() + std::ptrdiff_t(committed_), all.end());
  std::vector<std::string> fresh_by(by.begin() + std::ptrdiff_t(committed_), by.end());
  const uint64_t version = table_->version();
  commit_pending_ = true;
  updated_ms_ = store::now_ms();
  auto self = shared_from_this();
  context_.store.append_actions(code_, committed_, fresh, fresh_by, [self, version](const std::string& error) {
    asio::post(self->strand_, [self, version, error] { self->on_committed(version, error); });
  });
}

void Room::on_committed(uint64_t version, const std::string& error) {
  commit_pending_ = false;
  if (broken_) return;  // handed over: nobody here to tell
  if (!error.empty()) return store_failed(error);
  committed_ = version;
  if (table_->over()) return finish();
  follow_turn();  // the turn clock starts before the state that shows it goes out
  publish_states();
  schedule_next_move();
}

void Room::store_failed(const std::string& what) {
  // What is in memory beyond the store must never be shown: drop the room; the next visitor
  // loads it again from what the store holds.
  log_line("room {}: the store refused actions ({}); the room is reloaded from the store", code_, what);
  broken_ = true;
  close_all("the server could not store the last action; reconnect");
  context_.rooms.remove(*this);
}

int Room::people() const {
  return int(std::count_if(seats_.begin(), seats_.end(), [](const SeatState& s) { return !s.is_bot(); }));
}

void Room::follow_turn() {
  if (!table_ || table_->over() || status_ != "playing" || commit_pending_) return;
  const int seat = table_->seat_to_act();
  if (seat < 0 || seat == turn_seat_) return;
  turn_seat_ = seat;
  ++turn_;
  turn_out_of_time_ = false;
  arm_turn_clock();
}

Decider Room::decider_now(int seat) const {
  const auto& s = seats_[size_t(seat)];
  if (s.is_bot()) return Decider::Bot;
  // Between people, a bot plays for someone away only where the room has a turn clock: the
  // people chose a pace; without one the others wait, or claim the game (PROTOCOL.md v1.1).
  // Against bots only, nothing plays for the person.
  if (s.away && people() >= 2 && turn_seconds_ > 0) return Decider::AwayBot;
  if (turn_out_of_time_ && seat == turn_seat_) return Decider::Clock;
  return Decider::Person;
}

void Room::schedule_next_move() {
  if (!table_ || table_->over() || status_ != "playing" || !abandoned_by_.empty() || broken_ || commit_pending_ ||
      bot_pending_)
    return;
  const int seat = table_->seat_to_act();
  if (seat < 0) return;
  follow_turn();
  const Decider by = decider_now(seat);
  if (by == Decider::Person) return;
  bot_pending_ = true;
  const uint64_t version = table_->version();
  bot_timer_.expires_after(std::chrono::milliseconds(context_.config.bot_delay_ms));
  auto self = shared_from_this();
  bot_timer_.async_wait([self, seat, by, version](boost::system::error_code ec) {
    if (ec) {
      self->bot_pending_ = false;
      return;
    }
    self->run_bot(seat, by != Decider::Bot, by, version);
  });
}

void Room::run_bot(int seat, bool stand_in, Decider by, uint64_t version) {
  if (broken_ || !table_ || status_ != "playing" || table_->version() != version || table_->seat_to_act() != seat) {
    bot_pending_ = false;
    return schedule_next_move();
  }
  if (table_->hand_thrower() == seat) {  // a person away or out of time: the dealer throws for them
    bot_pending_ = false;
    table_->apply_chance();
    return after_change();
  }
  auto work = table_->bot_move(seat, stand_in);
  auto self = shared_from_this();
  // Bots think on the worker pools (a Damma search takes a second, a first move may solve a
  // table), never on an I/O thread; one that thought long once thinks on the slow pool.
  const std::string name = table_->bot_name(seat, stand_in);
  const std::string bot = game_id_ + "/" + name.substr(0, name.find(':'));  // settings aside
  // A first move also makes the bot (maybe solving a table first): only later moves tell the
  // bot's pace.
  const bool timed = table_->bot_made(seat, stand_in);
  on_workers(context_.workers.slow_bot(bot, timed), [self, work, seat, stand_in, by, version, bot, timed] {
    Action chosen = 0;
    std::string failure;
    bool cancelled = false;
    const auto started = std::chrono::steady_clock::now();
    try {
      chosen = work();
      if (timed) self->context_.workers.bot_took(bot, std::chrono::steady_clock::now() - started);
      cancelled = cancel_requested();  // a search called off answers with its best so far: unused
    } catch (const Cancelled&) {
      cancelled = true;
    } catch (const std::exception& e) {
      failure = e.what();
    }
    asio::post(self->strand_, [self, chosen, failure, cancelled, seat, stand_in, by, version] {
      self->bot_pending_ = false;
      if (cancelled) return;  // the room is closing
      if (!failure.empty()) {
        log_line("room {}: the bot of seat {} failed: {}", self->code_, seat, failure);
        // A bot that cannot play (its settings beyond this server's caps, a table it cannot
        // have) leaves its move to the game's default bot rather than the game stuck for good.
        if (stand_in || self->broken_ || self->table_->version() != version) return;
        self->bot_pending_ = true;
        return self->run_bot(seat, true, by, version);
      }
      // A person may have come back and played meanwhile, or the game was claimed: then this
      // answer is out of date.
      if (self->broken_ || self->status_ != "playing" || !self->abandoned_by_.empty() ||
          self->table_->version() != version)
        return self->schedule_next_move();
      self->table_->apply(chosen, by);
      self->after_change();
    });
  });
}

void Room::apply_person_action(Watcher& w, const ClientMessage& m) {
  if (!abandoned_by_.empty()) return send_error(w.connection, "game_over", "the game has been claimed");
  if (commit_pending_ || m.version != table_->version()) {
    send_error(w.connection, "stale",
               fmt::format("your version {} is not the current one ({}); here is the current state", m.version,
                           committed_));
    if (!commit_pending_) w.connection->send(state_message(w));
    return;
  }
  const int to_act = table_->seat_to_act();
  if (to_act != w.seat)
    return send_error(
        w.connection, "not_your_turn",
        to_act >= 0 ? fmt::format("it is seat {}'s turn", to_act) : "nobody is to move");
  if (table_->hand_thrower() == w.seat) {
    if (join_from(words_of(m.action), 0) != "throw")
      return send_error(w.connection, "illegal_action",
                        "your dice are to be thrown now: send the action `throw`");
    table_->apply_chance();
    return after_change();
  }
  const auto parsed = table_->parse(m.action);
  if (!parsed.ok) return send_error(w.connection, "illegal_action", parsed.error);
  table_->apply(parsed.action, Decider::Person);
  after_change();
}

void Room::arm_turn_clock() {
  turn_timer_.cancel();
  clock_deadline_ms_ = 0;
  const auto& s = seats_[size_t(turn_seat_)];
  if (turn_seconds_ <= 0 || s.is_bot() || status_ != "playing") return;
  if (people() == 1 && s.sockets == 0) return;  // alone against bots: it waits for the person
  clock_deadline_ms_ = store::now_ms() + int64_t(turn_seconds_) * 1000;
  turn_timer_.expires_after(std::chrono::seconds(turn_seconds_));
  auto self = shared_from_this();
  turn_timer_.async_wait([self, turn = turn_](boost::system::error_code ec) {
    if (ec || self->turn_ != turn) return;
    self->clock_deadline_ms_ = 0;
    self->turn_out_of_time_ = true;
    self->schedule_next_move();
    // The seats hear that the clock ran out with the move it makes (its `by` is "clock").
  });
}

void Room::arm_away_timer(int seat) {
  auto& timer = *away_timers_[size_t(seat)];
  timer.expires_after(std::chrono::seconds(context_.config.away_timeout_s));
  auto self = shared_from_this();
  timer.async_wait([self, seat](boost::system::error_code ec) {
    auto& s = self->seats_[size_t(seat)];
    if (ec || s.sockets > 0 || self->status_ != "playing") return;
    s.away = true;
    self->publish_states();
    self->schedule_next_move();
  });
}

std::vector<int> Room::gone_long_enough(int64_t now_ms) const {
  std::vector<int> out;
  if (people() < 2) return out;
  for (int i = 0; i < int(seats_.size()); ++i) {
    const auto& s = seats_[size_t(i)];
    if (!s.is_bot() && s.sockets == 0 && s.gone_since_ms > 0 &&
        now_ms - s.gone_since_ms >= int64_t(context_.config.claim_after_s) * 1000)
      out.push_back(i);
  }
  return out;
}

int64_t Room::claim_possible_ms() const {
  int64_t first = 0;
  if (people() < 2 || status_ != "playing") return 0;
  for (const auto& s : seats_)
    if (!s.is_bot() && s.sockets == 0 && s.gone_since_ms > 0) {
      const int64_t at = s.gone_since_ms + int64_t(context_.config.claim_after_s) * 1000;
      if (first == 0 || at < first) first = at;
    }
  return first;
}

void Room::claim(Watcher& w) {
  if (status_ != "playing" || !table_ || table_->over())
    return send_error(w.connection, "cannot_claim", "only a game being played can be claimed");
  if (people() < 2)
    return send_error(w.connection, "cannot_claim",
                      "a game against bots waits for you: there is nobody to claim it from");
  if (commit_pending_ || broken_ || !abandoned_by_.empty())
    return send_error(w.connection, "stale", "the game is changing now; ask again");
  const int64_t now = store::now_ms();
  const auto gone = gone_long_enough(now);
  if (gone.empty()) {
    const int64_t at = claim_possible_ms();
    return send_error(w.connection, "cannot_claim",
                      at == 0 ? "every opponent is here: the game goes on"
                              : fmt::format("an opponent has been gone less than {} s: the game may be claimed in {} s",
                                            context_.config.claim_after_s, (at - now + 999) / 1000));
  }
  // Ending so is a status, not an action: stored first, then everybody hears of it.
  abandoned_by_ = gone;
  bot_timer_.cancel();
  turn_timer_.cancel();
  clock_deadline_ms_ = 0;
  std::vector<std::string> seats;
  for (int seat : gone) seats.push_back(std::to_string(seat));
  auto self = shared_from_this();
  context_.store.set_abandoned(code_, join_from(seats, 0), [self, connection = w.connection](const std::string& error) {
    asio::post(self->strand_, [self, connection, error] {
      if (!error.empty()) {
        log_line("room {}: the claim was not stored: {}", self->code_, error);
        self->abandoned_by_.clear();
        self->send_error(connection, "store_failed", "the claim could not be stored; ask again");
        return self->schedule_next_move();
      }
      if (self->broken_) return;
      self->finish();
    });
  });
}

void Room::finish() {
  status_ = "over";
  bot_timer_.cancel();
  turn_timer_.cancel();
  clock_deadline_ms_ = 0;
  for (auto& t : away_timers_) t->cancel();
  if (abandoned_by_.empty())  // a claim stored the end already
    context_.store.set_status(code_, "over", [code = code_](const std::string& error) {
      if (!error.empty()) log_line("room {}: the end was not stored: {}", code, error);
    });
  result_pending_ = true;
  // Claimed: every person who stayed wins, those who left lose, bots neither (read here, on the
  // strand, which owns the seats).
  std::vector<double> claimed_returns;
  for (int i = 0; i < int(seats_.size()) && !abandoned_by_.empty(); ++i) {
    const bool left = std::find(abandoned_by_.begin(), abandoned_by_.end(), i) != abandoned_by_.end();
    claimed_returns.push_back(left ? -1.0 : seats_[size_t(i)].is_bot() ? 0.0 : 1.0);
  }
  auto self = shared_from_this();
  // The report asks the advisor about every decision: worker pool. Nothing changes the table now.
  on_workers(true, [self, claimed_returns, abandoned = abandoned_by_] {
    const State& s = self->table_->state();
    const std::vector<double> returns = abandoned.empty() ? s.returns() : claimed_returns;
    std::vector<int> winners;
    for (size_t i = 0; i < returns.size(); ++i)
      if (returns[i] > 0) winners.push_back(int(i));
    nlohmann::json result = {{"scores", s.scores()}, {"returns", returns}, {"winners", winners}};
    if (!abandoned.empty()) result["abandoned_by"] = abandoned;
    nlohmann::json report = nlohmann::json::array();
    try {
      for (const auto& r : self->table_->report()) {
        nlohmann::json items = nlohmann::json::array();
        for (const auto& item : r.items)
          items.push_back({{"where", item.where},
                           {"chosen", item.chosen},
                           {"chosen_value", item.chosen_value},
                           {"best", item.best},
                           {"best_value", item.best_value},
                           {"loss", item.loss}});
        report.push_back({{"seat", r.seat},
                          {"measure", r.measure},
                          {"in_chances", r.in_chances},
                          {"decisions", r.decisions},
                          {"lost", r.lost},
                          {"items", items}});
      }
    } catch (const std::exception& e) {
      log_line("room {}: no decision report: {}", self->code_, e.what());
    }
    result["report"] = report;
    asio::post(self->strand_, [self, result] {
      self->result_ = result;
      self->result_pending_ = false;
      self->publish_states();
    });
  });
}

void Room::send_hint(const std::shared_ptr<Connection>& connection, int seat) {
  if (!table_->has_advisor()) return send_error(connection, "no_advisor", fmt::format("{} has no advisor", entry_->info.name));
  if (entry_->advice_against_bots_only &&
      std::none_of(seats_.begin(), seats_.end(), [](const SeatState& s) { return s.is_bot(); }))
    return send_error(connection, "no_advisor",
                      fmt::format("the {} engine advises only in games against bots: between "
                                  "people it would play for one of them",
                                  entry_->info.name));
  if (hints_ == "off")
    return send_error(connection, "hints_off",
                      "hints are off in this room (its creator's choice; between people they are off unless the "
                      "creator turns them on): the report after the game weighs every decision");
  if (table_->to_move() != seat) return send_error(connection, "not_your_turn", "hints are for the seat to move");
  auto work = table_->advice_work();
  const uint64_t version = table_->version();
  auto self = shared_from_this();
  on_workers(true, [self, work, connection, version] {
    std::vector<RankedAction> ranked;
    try {
      ranked = work();
    } catch (const std::exception& e) {
      log_line("room {}: the advisor failed: {}", self->code_, e.what());
    }
    const auto ranking = ranked_choices_json(ranked);
    nlohmann::json message = {{"type", "hint"}, {"version", version}, {"measure", self->entry_->advice_measure}, {"ranking", ranking}};
    if (!ranked.empty() && ranked.front().win_chance) message["win_measure"] = self->entry_->win_measure;
    connection->send(std::make_shared<const std::string>(to_wire(message)));
  });
}

void Room::rematch_request(Watcher& w) {
  if (status_ != "over" || !result_)
    return send_error(w.connection, "not_over", "a rematch can be asked for once the game is over");
  if (!rematch_.empty()) return send_rematch(w);  // already made: here it is again
  rematch_votes_.insert(w.seat);
  publish({{"type", "rematch_vote"}, {"seats", rematch_votes_}});
  if (rematch_pending_) return;  // being stored: everyone hears of it then
  for (size_t i = 0; i < seats_.size(); ++i)
    if (!seats_[i].is_bot() && !rematch_votes_.count(int(i))) return;
  // Everyone asked: same game, rules and seats, new server seed (and so new dice).
  // Each person keeps their seat's token in the rematch: whoever holds it there holds it here, and
  // someone away when the rematch is made is told of it (with that token) on coming back, also
  // after a restart, though only the tokens' hashes are stored.
  store::RoomRecord like;
  like.game = game_id_;
  like.rules = rules_text(rules_);
  like.turn_seconds = turn_seconds_;
  like.hints = hints_;
  like.previous = code_;
  like.seats.resize(seats_.size());
  for (size_t i = 0; i < seats_.size(); ++i) {
    const auto& s = seats_[i];
    like.seats[size_t(rematch_seat(int(i)))] = {s.name, s.player, s.token_hash, s.client_seed};
  }
  // Announced only once the new room is stored and this one points to it: an instance that dies
  // in between leaves no link to a room that does not exist (people then ask again).
  auto self = shared_from_this();
  auto code = std::make_shared<std::string>();
  auto made = context_.rooms.create_rematch(std::move(like), [self, code](const std::string& error) {
    asio::post(self->strand_, [self, code, error] { self->rematch_stored(*code, error); });
  });
  if (made.code.empty()) {
    rematch_votes_.clear();  // asked again after the people reconnect
    return publish({{"type", "error"},
                    {"code", made.refusal},
                    {"message", made.refusal == "moved" ? "this room is moving to another instance: reconnect and ask again"
                                                        : "no room for a rematch now"}});
  }
  *code = made.code;
  rematch_pending_ = true;
}

void Room::rematch_stored(const std::string& code, const std::string& error) {
  auto fail = [this](const std::string& what) {
    log_line("room {}: the rematch was not stored: {}", code_, what);
    rematch_pending_ = false;
    rematch_votes_.clear();
    publish({{"type", "error"}, {"code", "store_failed"}, {"message", "the rematch could not be stored: ask again"}});
  };
  if (!error.empty()) return fail(error);
  if (broken_) return;  // handed over meanwhile: its people ask again where it is served now
  auto self = shared_from_this();
  context_.store.set_rematch(code_, code, [self, code, fail](const std::string& link_error) {
    asio::post(self->strand_, [self, code, link_error, fail] {
      if (!link_error.empty()) return fail(link_error);
      self->rematch_pending_ = false;
      self->rematch_ = code;
      if (self->broken_) return;
      for (const auto& watcher : self->watchers_) self->send_rematch(watcher);
      self->publish_states();
    });
  });
}

void Room::send_rematch(const Watcher& w) {
  nlohmann::json message = {{"type", "rematch"}, {"room", rematch_}};
  if (w.seat >= 0) {
    message["token"] = w.token;
    message["seat"] = rematch_seat(w.seat);
  }
  w.connection->send(std::make_shared<const std::string>(to_wire(message)));
}

}  // namespace cubilete::server

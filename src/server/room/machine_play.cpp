// A room's game: starting it with the fair seed, applying people's and bots' actions, committing
// them before anyone hears of them, the turn clock, people who go away and claims
// (docs/online-table.md), and the end.
#include <fmt/format.h>

#include <algorithm>

#include "accounts/rating_policy.h"
#include "core/text.h"
#include "crypto/fair_seed.h"
#include "server/room/room_machine.h"
#include "server/wire.h"
#include "table/report_json.h"
#include "table/sheet_entry.h"

namespace cubilete::server::room {

namespace {
// A game the room ends itself (a person gone from a game against bots) is ended again after this
// long when the store could not take the end.
constexpr int64_t kRetryEndMs = 10'000;
}  // namespace

void Machine::start_game() {
  if (room_.setup.duplicate) return start_match();
  auto& game = room_.game;
  const auto& setup = room_.setup;
  game.seed = fair::game_seed(setup.server_seed, room_.seats.client_seeds());
  // Bots are made on the worker lanes when they first move (a bot may solve a table first).
  game.table = make_table();
  game.status = RoomStatus::Playing;
  emit(Persist{write::StartGame{game.seed}, ticket::Logged{"the start"}});
  // Someone who took a seat and never connected is gone from the start.
  for (int s = 0; s < room_.seats.size(); ++s)
    if (!room_.seats[s].is_bot() && room_.seats[s].sockets == 0) {
      room_.seats[s].gone_since_ms = now_;
      arm(Timer::Away, s, int64_t(config_.away_timeout_s) * 1000);
    }
  after_change();
  // A game that waits for its first throw by hand stores nothing yet: say now that it started.
  if (!game.commit_pending) publish_states();
  watch_day_end();
}

std::unique_ptr<table::Table> Machine::make_table() const {
  const auto& setup = room_.setup;
  table::TableSetup t{setup.entry, setup.rules, room_.seats.players(), room_.game.seed, true};
  t.dice_entered = setup.dice_entered;
  return std::make_unique<table::Table>(t);
}

void Machine::after_change() {
  auto& game = room_.game;
  game.table->deal_chance({}, true);
  if (game.table->version() > game.committed) return persist_actions();
  // Nothing new (a restored room): go on from where it stands. A room the store has over had its
  // end recorded; one it has playing was stopped between its last action and its end.
  if (game.table->over()) {
    if (!game.result && !game.result_pending) finish(game.status == RoomStatus::Over);
    return;
  }
  schedule_next_move();
}

void Machine::persist_actions() {
  auto& game = room_.game;
  const auto& record = game.table->record();
  const auto from = std::ptrdiff_t(game.committed);
  write::AppendActions w{game.committed, {record.actions.begin() + from, record.actions.end()},
                         {record.by.begin() + from, record.by.end()}, {}};
  if (record.dice_entered) w.entered_by.assign(record.entered_by.begin() + from, record.entered_by.end());
  game.commit_pending = true;
  room_.activity.updated_ms = now_;
  emit(Persist{std::move(w), ticket::Committed{game.table->version()}});
}

void Machine::stored(ticket::Committed& t, const std::string& error) {
  auto& game = room_.game;
  game.commit_pending = false;
  if (retired_) return;  // handed over: nobody here to tell
  if (!error.empty()) return store_failed(error);
  game.committed = t.version;
  if (game.table->over()) return finish(false);
  if (day_is_over()) return end_at_day_end();  // its timer fired while these were being stored
  follow_turn();  // the turn clock starts before the state that shows it goes out
  publish_states();
  report_to_match();
  schedule_next_move();
}

void Machine::follow_turn() {
  const auto& game = room_.game;
  if (!game.table || game.table->over() || game.status != RoomStatus::Playing || game.commit_pending) return;
  const int seat = game.table->seat_to_act();
  if (seat < 0 || seat == room_.clock.seat) return;
  room_.clock.seat = seat;
  ++room_.clock.turn;
  room_.clock.out_of_time = false;
  arm_turn_clock();
}

Decider Machine::decider_now(int seat) const {
  const auto& s = room_.seats[seat];
  if (s.is_bot()) return Decider::Bot;
  // Between people, a bot plays for someone away only where the room has a turn clock: the
  // people chose a pace; without one the others wait, or claim the game (PROTOCOL.md v1.1).
  // Against bots only, nothing plays for the person.
  if (s.away && room_.seats.people() >= 2 && room_.setup.turn_seconds > 0) return Decider::AwayBot;
  if (room_.clock.out_of_time && seat == room_.clock.seat) return Decider::Clock;
  return Decider::Person;
}

void Machine::schedule_next_move() {
  auto& game = room_.game;
  if (!game.table || game.table->over() || game.status != RoomStatus::Playing || !game.abandoned_by.empty() ||
      retired_ || game.commit_pending || game.bot.phase != PendingBot::Phase::Idle)
    return;
  const int seat = game.table->seat_to_act();
  if (seat < 0) return;
  follow_turn();
  const Decider by = decider_now(seat);
  if (by == Decider::Person) return;
  game.bot = {PendingBot::Phase::Waiting, seat, by, game.table->version()};
  arm(Timer::Bot, -1, config_.bot_delay_ms);
}

void Machine::run_bot(int seat, bool stand_in, Decider by, uint64_t version) {
  auto& game = room_.game;
  auto& table = *game.table;
  if (retired_ || game.status != RoomStatus::Playing || table.version() != version || table.seat_to_act() != seat) {
    game.bot.phase = PendingBot::Phase::Idle;
    return schedule_next_move();
  }
  if (table.hand_thrower() == seat) {  // a person away or out of time: the dealer throws for them
    game.bot.phase = PendingBot::Phase::Idle;
    table.apply_chance();
    return after_change();
  }
  game.bot = {PendingBot::Phase::Thinking, seat, by, version};
  // Bots think on the worker lanes (a Damma search takes a second, a first move may solve a
  // table), never on an I/O thread. A first move also makes the bot (maybe solving a table
  // first): only later moves tell the bot's pace.
  const std::string name = table.bot_name(seat, stand_in);
  emit(ThinkBot{seat, stand_in, by, version, table.bot_move(seat, stand_in),
                room_.setup.game_id + "/" + name.substr(0, name.find(':')),  // settings aside
                table.bot_made(seat, stand_in)});
}

void Machine::on(BotAnswer& c) {
  auto& game = room_.game;
  game.bot.phase = PendingBot::Phase::Idle;
  if (c.cancelled) return;  // the room is closing
  if (!c.failure.empty()) {
    log(fmt::format("room {}: the bot of seat {} failed: {}", code(), c.seat, c.failure));
    // A bot that cannot play (its settings beyond this server's caps, a table it cannot have)
    // leaves its move to the game's default bot rather than the game stuck for good.
    if (c.stand_in || retired_ || game.table->version() != c.version) return;
    return run_bot(c.seat, true, c.by, c.version);
  }
  // A person may have come back and played meanwhile, or the game was claimed: then this answer
  // is out of date.
  if (retired_ || game.status != RoomStatus::Playing || !game.abandoned_by.empty() ||
      game.table->version() != c.version)
    return schedule_next_move();
  game.table->apply(c.chosen, c.by);
  after_change();
}

Watcher* Machine::player_watcher(WatcherId id, const char* spectators_may, std::optional<uint64_t> version) {
  Watcher* w = seat_watcher(id, spectators_may);
  if (!w || !open_for_play(id)) return nullptr;
  const auto& game = room_.game;
  if (!game.abandoned_by.empty()) {
    send_error(id, "game_over", "the game has been claimed");
    return nullptr;
  }
  if (game.commit_pending || (version && *version != game.table->version())) {
    send_error(id, "stale",
               fmt::format("your version {} is not the current one ({}); here is the current state", version.value_or(0),
                           game.committed));
    if (!game.commit_pending) send_state(*w);
    return nullptr;
  }
  return w;
}

void Machine::on(Act& c) {
  Watcher* w = player_watcher(c.watcher, "spectators watch; they do not play", c.version);
  if (!w) return;
  auto& table = *room_.game.table;
  const bool entered = room_.setup.dice_entered;
  if (entered && table.state().is_chance())
    return send_error(c.watcher, "illegal_action",
                      "this table's dice come from a real cup: send {\"type\": \"enter\", \"dice\": [faces]}");
  const int to_act = table.seat_to_act();
  if (!room_.setup.acts_for(w->seat, to_act))
    return send_error(c.watcher, "not_your_turn",
                      to_act >= 0 ? fmt::format("it is seat {}'s turn", to_act) : "nobody is to move");
  if (table.hand_thrower() == w->seat) {
    if (join_from(words_of(c.action), 0) != "throw")
      return send_error(c.watcher, "illegal_action", "your dice are to be thrown now: send the action `throw`");
    table.apply_chance();
    return after_change();
  }
  const auto parsed = table.parse(c.action);
  if (!parsed.ok) return send_error(c.watcher, "illegal_action", parsed.error);
  table.apply(parsed.action, Decider::Person, entered ? w->seat : -1);
  after_change();
}

void Machine::on(Undo& c) {
  if (!room_.setup.dice_entered)
    return send_error(c.watcher, "illegal_action", "only a room whose dice are entered takes a move back");
  // Two phones asking at once take back one entry: the second answers a state that is gone.
  if (!player_watcher(c.watcher, "spectators watch; they do not take entries back", c.version)) return;
  auto& game = room_.game;
  auto& table = *game.table;
  if (!table.undo_last_action()) return send_error(c.watcher, "illegal_action", "nothing has been entered yet");
  ++game.undos;
  game.commit_pending = true;
  room_.activity.updated_ms = now_;
  emit(Persist{write::TakeBackActions{table.version()}, ticket::Committed{table.version()}});
}

void Machine::on(Enter& c) {
  if (!room_.setup.dice_entered)
    return send_error(c.watcher, "illegal_action", "this room's dice are drawn by the server from the fair seed");
  Watcher* w = player_watcher(c.watcher, "spectators watch; they do not enter dice",
                              c.versioned ? std::optional<uint64_t>(c.version) : std::nullopt);
  if (!w) return;
  auto& table = *room_.game.table;
  const auto entry = c.final ? table::enter_final(table, c.faces, c.served, w->seat)
                             : table::enter_throw(table, c.faces, w->seat);
  if (!entry.ok()) return send_error(c.watcher, refusal_code(entry.refusal), entry.reason);
  after_change();
}

bool Machine::open_for_play(WatcherId to) {
  if (refused_in_match(to)) return false;
  const auto& game = room_.game;
  if (game.status == RoomStatus::Waiting) {
    send_error(to, "not_started", "the game starts when every seat is taken");
    return false;
  }
  if (game.status != RoomStatus::Playing || !game.table || game.table->over()) {
    send_error(to, "game_over", "the game is over");
    return false;
  }
  if (retired_) {
    send_error(to, "store_failed", "this room cannot take actions now; reconnect");
    return false;
  }
  if (day_is_over()) {
    send_error(to, "game_over",
               fmt::format("the day {} is over: the game is scored as it stands", room_.setup.daily));
    return false;
  }
  return true;
}

void Machine::arm_turn_clock() {
  stop_turn_clock();
  const auto& s = room_.seats[room_.clock.seat];
  const int seconds = room_.setup.turn_seconds;
  if (seconds <= 0 || s.is_bot() || room_.game.status != RoomStatus::Playing) return;
  if (clock_waits_for(s)) return;
  room_.clock.deadline_ms = now_ + int64_t(seconds) * 1000;
  arm(Timer::Turn, -1, int64_t(seconds) * 1000);
}

bool Machine::clock_waits_for(const SeatState& s) const {
  // Alone against bots, the clock waits while the person is away; a rated game's never does, so
  // that going away and coming back cannot hold it for ever.
  return room_.seats.people() == 1 && s.sockets == 0 && !room_.setup.rated;
}

void Machine::stop_turn_clock() {
  cancel(Timer::Turn);
  room_.clock.deadline_ms = 0;
}

int64_t Machine::claim_from_ms() const {
  // A match has nothing to claim: each member ends by itself.
  if (room_.game.status != RoomStatus::Playing || room_.setup.duplicate) return 0;
  return room_.seats.first_claim_ms(int64_t(config_.claim_after_s) * 1000);
}

void Machine::on(Claim& c) {
  Watcher* w = seat_watcher(c.watcher, "spectators watch; they do not play");
  if (!w || refused_in_match(c.watcher)) return;
  auto& game = room_.game;
  if (game.status != RoomStatus::Playing || !game.table || game.table->over())
    return send_error(c.watcher, "cannot_claim", "only a game being played can be claimed");
  if (room_.seats.people() < 2)
    return send_error(c.watcher, "cannot_claim", "a game against bots waits for you: there is nobody to claim it from");
  if (game.commit_pending || retired_ || !game.abandoned_by.empty())
    return send_error(c.watcher, "stale", "the game is changing now; ask again");
  const int64_t claim_after_ms = int64_t(config_.claim_after_s) * 1000;
  const auto gone = room_.seats.gone_long_enough(now_, claim_after_ms);
  if (gone.empty()) {
    const int64_t at = claim_from_ms();
    return send_error(c.watcher, "cannot_claim",
                      at == 0 ? "every opponent is here: the game goes on"
                              : fmt::format("an opponent has been gone less than {} s: the game may be claimed in {} s",
                                            config_.claim_after_s, (at - now_ + 999) / 1000));
  }
  end_abandoned(gone, c.watcher);
}

void Machine::end_abandoned(const std::vector<int>& gone, WatcherId claimer) {
  // Ending so is a status, not an action: the end is recorded first (who left, and in a rated
  // room the ratings, a loss for each who left), then everybody hears of it.
  auto& game = room_.game;
  game.abandoned_by = gone;
  cancel(Timer::Bot);
  stop_turn_clock();
  emit(Persist{write::FinishGame{{outcome(), now_}}, ticket::ClaimStored{claimer}});
}

void Machine::person_gone(int seat) {
  auto& game = room_.game;
  const auto& s = room_.seats[seat];
  // A daily attempt waits for its person until its day is over (end_at_day_end).
  if (room_.setup.is_daily()) return;
  if (room_.seats.people() != 1 || game.status != RoomStatus::Playing || !game.table || game.table->over() ||
      game.commit_pending || retired_ || !game.abandoned_by.empty())
    return;
  // Against bots nobody is there to claim the game: a rated one is lost by the person gone for the
  // claim time (else leaving would spare every loss), a casual one ends once nobody came back
  // for as long as a waiting room is kept (else the rooms of people who left fill the server).
  const int64_t after_ms = room_.setup.rated ? int64_t(config_.claim_after_s) * 1000
                           : room_.activity.person_connected ? kConnectedWaitingExpirySeconds * 1000
                                                              : config_.waiting_expiry_s * 1000;
  const int64_t gone_for = now_ - s.gone_since_ms;
  if (gone_for < after_ms) return arm(Timer::Away, seat, after_ms - gone_for);
  log(fmt::format("room {}: seat {} left a game against bots {} s ago: it ends, abandoned", code(), seat, gone_for / 1000));
  end_abandoned({seat}, 0);
}

void Machine::watch_day_end() {
  if (!room_.setup.is_daily() || room_.game.status != RoomStatus::Playing) return;
  if (day_is_over()) return end_at_day_end();
  arm(Timer::DailyEnd, -1, room_.setup.daily_ends_ms - now_);
}

void Machine::end_at_day_end() {
  auto& game = room_.game;
  if (game.status != RoomStatus::Playing || !game.table || game.table->over() || !game.abandoned_by.empty() ||
      retired_)
    return;
  if (game.commit_pending) return;  // actions being stored: their commit ends it (stored(Committed))
  log(fmt::format("room {}: the day {} is over: its attempt ends as it stands", code(), room_.setup.daily));
  std::vector<int> people;
  for (int s = 0; s < room_.seats.size(); ++s)
    if (!room_.seats[s].is_bot()) people.push_back(s);
  end_abandoned(people, 0);
}

void Machine::stored(ticket::ClaimStored& t, const std::string& error) {
  if (!error.empty()) {
    log(fmt::format("room {}: the claim was not stored: {}", code(), error));
    const auto gone = std::move(room_.game.abandoned_by);
    room_.game.abandoned_by.clear();
    if (t.from != 0) {
      send_error(t.from, "store_failed", "the claim could not be stored; ask again");
    } else if (room_.setup.is_daily()) {
      arm(Timer::DailyEnd, -1, kRetryEndMs);  // the day ended it: again later
    } else {
      for (const int seat : gone) arm(Timer::Away, seat, kRetryEndMs);  // the room ended it: again later
    }
    return schedule_next_move();
  }
  if (retired_) return;
  finish(true);
}

accounts::GameOutcome Machine::outcome() const {
  const State& s = room_.game.table->state();
  accounts::GameOutcome out;
  out.scores = s.scores();
  out.abandoned_by = room_.game.abandoned_by;
  if (out.abandoned_by.empty()) out.returns = s.returns();
  return out;
}

void Machine::stored(ticket::EndStored&, const std::string& error) {
  auto& game = room_.game;
  if (retired_) return;
  if (!error.empty()) {
    // The store could not take the end now: the room is read again from what it holds, which
    // replays to the end and records it then (nothing counts twice: finish_game is once).
    if (store_code_.empty() || store_code_ == "store_failed") return store_failed(error);
    // The store refused this end (it cannot be: the table ended it): keep the status at least.
    log(fmt::format("room {}: the end was not recorded: {}", code(), error));
    emit(Persist{write::SetStatus{RoomStatus::Over}, ticket::Logged{"the end"}});
  }
  game.end_pending = false;
  if (room_.setup.rated) return read_ratings();
  publish_result();
}

void Machine::read_ratings() {
  room_.game.ratings_pending = true;
  emit(ReadRatings{room_.seats.accounts()});
}

void Machine::on(RatingsRead& c) {
  auto& game = room_.game;
  game.ratings_pending = false;
  if (!c.failure.empty()) log(fmt::format("room {}: its ratings could not be read: {}", code(), c.failure));
  auto& ratings = game.ratings.emplace();
  for (const auto& change : c.changes)
    ratings.push_back({change.seat,
                       {change.before.rating, change.before.deviation},
                       {change.after.rating, change.after.deviation},
                       accounts::provisional(change.after.deviation)});
  publish_result();
}

void Machine::publish_result() {
  auto& game = room_.game;
  if (retired_ || game.result_pending || game.end_pending || game.ratings_pending || !game.draft) return;
  game.result = std::move(*game.draft);
  game.draft.reset();
  game.result->ratings = game.ratings;
  publish_states();
  if (!room_.duplicate.match_over) report_to_match();
  if (!room_.setup.duplicate) emit(Analyse{});  // a match has no game of its own: its members are analysed
}

void Machine::finish(bool recorded) {
  auto& game = room_.game;
  game.status = RoomStatus::Over;
  cancel(Timer::Bot);
  cancel(Timer::DailyEnd);
  stop_turn_clock();
  for (int s = 0; s < room_.seats.size(); ++s) cancel(Timer::Away, s);
  if (!recorded) {
    game.end_pending = true;
    emit(Persist{write::FinishGame{{outcome(), now_}}, ticket::EndStored{}});
  } else if (room_.setup.rated) {
    read_ratings();
  }
  game.result_pending = true;
  // Claimed: every person who stayed wins, those who left lose, bots neither.
  std::vector<double> claimed_returns;
  for (int i = 0; i < room_.seats.size() && !game.abandoned_by.empty(); ++i) {
    const bool left = std::find(game.abandoned_by.begin(), game.abandoned_by.end(), i) != game.abandoned_by.end();
    claimed_returns.push_back(left ? -1.0 : room_.seats[i].is_bot() ? 0.0 : 1.0);
  }
  // The report asks the advisor about every decision: worker lanes. Nothing changes the table
  // now, and the actor keeps the room (and so the table) alive until the work has run.
  const table::Table* table = game.table.get();
  emit(ComputeResult{[table, claimed_returns, abandoned = game.abandoned_by]() -> Command {
    const State& s = table->state();
    const std::vector<double> returns = abandoned.empty() ? s.returns() : claimed_returns;
    std::vector<int> winners;
    for (size_t i = 0; i < returns.size(); ++i)
      if (returns[i] > 0) winners.push_back(int(i));
    ResultReady ready;
    ready.result.scores = s.scores();
    ready.result.returns = returns;
    ready.result.winners = winners;
    if (!abandoned.empty()) ready.result.abandoned_by = abandoned;
    try {
      ready.result.report.text = to_wire(table::report_json(table->report()));
    } catch (const std::exception& e) {
      ready.report_failure = e.what();
    }
    return ready;
  }});
}

void Machine::on(ResultReady& c) {
  if (!c.report_failure.empty()) log(fmt::format("room {}: no decision report: {}", code(), c.report_failure));
  room_.game.draft = std::move(c.result);
  room_.game.result_pending = false;
  publish_result();
}

}  // namespace cubilete::server::room

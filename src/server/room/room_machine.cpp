// The room's life: made, brought back, expired, closed, handed over; and the machine's plumbing
// (commands to handlers, store answers, timers, messages).
#include "server/room/room_machine.h"

#include <fmt/format.h>

#include "core/error.h"
#include "core/text.h"
#include "present/json_sink.h"
#include "present/json_tree_sink.h"
#include "present/options_json.h"
#include "server/address_limits.h"
#include "server/daily/daily_day.h"
#include "server/room/room_messages.h"
#include "server/room/room_request.h"
#include "server/room/state_message.h"
#include "server/wire.h"

namespace cubilete::server::room {

namespace {
constexpr int64_t kFinishedRoomMemoryMs = 10 * 60 * 1000;
}  // namespace

Machine::Machine(const ServerConfig& config, bool shared_store, store::RoomRecord r, crypto::Bytes server_seed)
    : config_(config), shared_store_(shared_store) {
  auto& setup = room_.setup;
  setup.code = r.code;
  setup.game_id = r.game;
  setup.entry = &find_game(r.game);
  setup.rules = assignments_from_json(nlohmann::json::parse(r.rules));
  setup.server_seed = std::move(server_seed);
  setup.commitment = r.commitment;
  setup.turn_seconds = r.turn_seconds;
  setup.hints = r.hints;
  setup.previous = r.previous;
  setup.created_ms = r.created_ms;
  setup.rated = r.rated;
  setup.listed = r.listed;
  setup.language = r.language;
  if (!r.daily.empty()) {
    const auto times = daily_times(r.daily, config.daily_offset_ms);
    setup.daily = r.daily;
    setup.daily_ends_ms = times.ends_ms;
    setup.daily_reveal_ms = times.reveal_ms;
    setup.sealed_until_ms = times.reveal_ms;
  } else {
    setup.sealed_until_ms = r.sealed_until_ms;
  }
  setup.duplicate = r.mode == name_of(RoomMode::Duplicate);
  setup.dice_entered = r.dice_entered;
  setup.match = r.match;
  setup.match_seat = r.match_seat;
  setup.tournament = r.tournament;
  setup.tournament_round = r.tournament_round;
  room_.duplicate.match_over = r.match_over;
  if (setup.duplicate) {
    room_.duplicate.members.resize(r.seats.size());
    for (size_t i = 0; i < r.members.size() && i < r.seats.size(); ++i) room_.duplicate.members[i].room = r.members[i];
  }
  for (auto& s : r.seats) {
    room_.seats.list.push_back({s.name, s.player, s.token_hash, s.client_seed, s.address_key});
    room_.seats.list.back().account = s.account;
  }
  room_.timers.away.assign(room_.seats.list.size(), 0);
  room_.game.status = r.status;
  room_.game.seed = r.seed;
  room_.game.abandoned_by = r.abandoned_by;
  room_.game.preview_game = table::shared_game(*setup.entry, setup.rules);
  room_.game.preview = room_.game.preview_game->initial_state();
  room_.rematch.code = r.rematch;
  for (auto& c : r.chat) {
    room_.chat.last_id = std::max(room_.chat.last_id, c.id);
    room_.chat.lines.push_back(std::move(c));
  }
  room_.activity.updated_ms = r.updated_ms;
}

Effects Machine::handle(int64_t now_ms, Command command) {
  now_ = now_ms;
  out_.clear();
  std::visit([this](auto& c) { on(c); }, command);
  return std::move(out_);
}

HttpAnswer Machine::summary() const {
  if (retired_) return moved_answer();
  return {200, summary_json(room_)};
}

HttpAnswer Machine::record(int64_t now_ms, Reader reader) const {
  if (retired_) return moved_answer();
  if (room_.setup.duplicate && room_.game.status == RoomStatus::Over)
    return HttpAnswer::error(409, "duplicate_room",
                             "a duplicate room's seats each have a record: their rooms' (the state's `duplicate`)");
  if (room_.game.status != RoomStatus::Over || !room_.game.table)
    return HttpAnswer::error(409, "not_over", "the record (and the server seed) is revealed when the game is over");
  // A daily attempt's game seed deals every position of the day, for everyone: its record waits
  // for the day's reveal, its own player's too.
  if (room_.setup.is_daily() && reader == Reader::Public && now_ms < room_.setup.daily_reveal_ms)
    return HttpAnswer::error(409, "not_yet",
                             fmt::format("the record of a daily challenge is revealed {} s after the day {} is over",
                                         kDailyRevealGraceMs / 1000, room_.setup.daily));
  // So does a duplicate tournament's game, until the tournament is over.
  if (room_.setup.in_tournament() && reader == Reader::Public && room_.setup.sealed(now_ms))
    return HttpAnswer::error(409, "not_yet",
                             fmt::format("the record of a game of tournament {} is revealed when it is over",
                                         room_.setup.tournament));
  // A member's record holds the match's seeds, which deal every seat's dice.
  if (member_sealed() && reader == Reader::Public)
    return HttpAnswer::error(409, "not_yet",
                             fmt::format("the record of a duplicate room's seat is revealed when every seat of {} has "
                                         "finished",
                                         room_.setup.match));
  return {200, record_json(room_)};
}

HttpAnswer Machine::replay(const std::string& args) const { return replay_answer(room_, args); }

bool Machine::shown_to(int64_t now_ms, int64_t account, const std::string& address_key) const {
  const auto& setup = room_.setup;
  if (!member_sealed() && !setup.sealed(now_ms)) return true;
  const auto& seat = room_.seats[0];
  if (seat.account > 0) return account == seat.account;
  // A guest's card of a match stays sealed from its address too: the match's other seats may
  // share that address (one household) and have not played those dice yet.
  if (member_sealed()) return false;
  return !address_key.empty() && address_key == seat.address;
}

void Machine::on(Create& c) {
  auto& seats = room_.seats;
  if (c.creator_seat >= 0) seats[c.creator_seat].address = address_key(c.client);
  auto r = std::make_shared<store::RoomRecord>();
  const auto& setup = room_.setup;
  r->code = setup.code;
  r->game = setup.game_id;
  r->rules = rules_text(setup.rules);
  r->status = room_.game.status;
  r->server_seed = crypto::to_hex(setup.server_seed);
  r->commitment = setup.commitment;
  r->turn_seconds = setup.turn_seconds;
  r->hints = setup.hints;
  r->created_ms = setup.created_ms;
  r->updated_ms = room_.activity.updated_ms;
  r->previous = setup.previous;
  r->rated = setup.rated;
  r->listed = setup.listed;
  r->language = setup.language;
  r->daily = setup.daily;
  if (setup.duplicate) r->mode = name_of(RoomMode::Duplicate);
  r->dice_entered = setup.dice_entered;
  r->match = setup.match;
  r->match_seat = setup.match_seat;
  r->tournament = setup.tournament;
  r->tournament_round = setup.tournament_round;
  if (!setup.is_daily()) r->sealed_until_ms = setup.sealed_until_ms;
  for (const auto& s : seats.list) r->seats.push_back(s.stored());
  if (c.daily) c.daily->room = setup.code;
  emit(Persist{write::CreateRoom{std::move(r), std::move(c.daily)}, ticket::RoomCreated{c.creator_seat, c.token, c.reply}});
}

void Machine::stored(ticket::RoomCreated& t, const std::string& error) {
  if (!error.empty()) {
    log(fmt::format("room {}: the store refused it: {}", code(), error));
    emit(Forget{});
    // A daily attempt the store refuses (already_attempted: another tab or instance was first)
    // says why; anything else is the store's failure.
    const bool refused = !store_code_.empty() && store_code_ != "store_failed";
    emit(Respond{t.reply, refused ? HttpAnswer::error(409, store_code_, error)
                                  : HttpAnswer::error(503, "store_failed", "the room could not be stored; try again")});
    return;
  }
  // A match's member stays with the match's instance, which starts it (a bot's card plays with no
  // one watching); a person reaching it through another instance takes it there.
  if (!retired_ && shared_store_ && room_.watchers.empty() && !room_.setup.is_member()) {
    // Several instances: the room is stored, and its people go to the instance its code routes
    // to (nginx hashes the code), which takes it from the store and starts it. (A rematch's
    // people may already be here: then this is where they are routed.) Forgotten before the
    // answer goes out: a join the answer prompts must find the stored room, not this retired
    // copy (it was answered `moved` when it came between the two).
    hand_over("the room is served by the instance its code routes to; reconnect");
    emit(Forget{});
  }
  CreatedRoom created{.room = code(), .seat = {}, .token = {}, .commitment = room_.setup.commitment};
  if (t.creator_seat >= 0) {
    created.seat = t.creator_seat;
    created.token = t.token;
  }
  emit(Respond{t.reply, {201, described_json(created)}});
  if (retired_) return;  // handed over: its next owner starts it
  if (room_.seats.all_taken()) start_game();
}

void Machine::on(Restore& c) {
  auto& game = room_.game;
  if (game.status == RoomStatus::Waiting) {
    // Killed between the last join and the start: start now.
    if (room_.seats.all_taken()) start_game();
    return;
  }
  if (room_.setup.duplicate) {
    // A match has no game to replay: its members say where they stand (and one the start did
    // not make yet is made now).
    if (game.status == RoomStatus::Playing) make_members();
    return ask_members(FromMatch{false});
  }
  game.table = make_table();
  game.table->replay_recorded(c.actions, c.decided_by, c.entered_by);
  game.committed = game.table->version();
  if (game.status == RoomStatus::Over && !game.table->over()) {
    if (game.abandoned_by.empty()) throw UsageError("the record of a finished room stops before the end");
    return finish(true);  // a game someone claimed (the claim recorded its end)
  }
  // Nobody is connected to a room brought back: the people are gone from now.
  for (int s = 0; s < room_.seats.size(); ++s)
    if (!room_.seats[s].is_bot()) {
      room_.seats[s].gone_since_ms = now_;
      arm(Timer::Away, s, int64_t(config_.away_timeout_s) * 1000);
    }
  after_change();  // deals what a crash left undealt, finishes what it left unfinished, resumes bots
  watch_day_end();  // a daily attempt brought back after its day ended ends now
  if (!room_.duplicate.match_over) report_to_match();
}

void Machine::on(CheckExpiry&) {
  const auto& game = room_.game;
  const int64_t idle_ms = now_ - room_.activity.updated_ms;
  // A finished room nobody watches leaves memory after a while; the store keeps it and brings it
  // back on the next visit (its summary, record, or a socket).
  if (game.status == RoomStatus::Over && game.result && room_.watchers.empty() && idle_ms > kFinishedRoomMemoryMs)
    return emit(Forget{});
  // A match whose members could not all be made (the store refused one) tries again; on several
  // instances it also asks after its members, some of which another instance may serve.
  if (room_.setup.duplicate && game.status == RoomStatus::Playing) {
    make_members();
    if (shared_store_) ask_members(FromMatch{false});
  }
  // So does a daily attempt in play that nobody watches, as it stands (a day may have as many
  // attempts as the server holds rooms): a visit brings it back, and its day's end comes from the
  // sweep of the day's leftover attempts (server.cpp) instead of its timer. A socket that still
  // reaches this copy hears `moved` and asks again, so no second copy of the game ever plays.
  if (room_.setup.is_daily() && game.status == RoomStatus::Playing && room_.watchers.empty() &&
      !game.commit_pending && !game.end_pending && idle_ms > config_.idle_daily_memory_ms) {
    retired_ = true;
    close_all("the attempt left memory; it goes on where it stood");
    return emit(Forget{});
  }
  // A waiting room nobody came to leaves soon (a flood of rooms leaves with it); one a person
  // connected to waits for the others as long as v1 promised.
  const int64_t expiry_s =
      room_.activity.person_connected ? kConnectedWaitingExpirySeconds : config_.waiting_expiry_s;
  if (game.status != RoomStatus::Waiting || idle_ms < expiry_s * 1000) return;
  room_.game.status = RoomStatus::Expired;
  close_all("the room expired: nobody came to play");
  emit(Persist{write::SetStatus{RoomStatus::Expired}, ticket::None{}});
  emit(Forget{});
}

void Machine::on(CloseAll& c) { close_all(c.reason); }

void Machine::on(ModeratorClose& c) {
  if (retired_) return;
  report_to_match(true);  // a card closed is over for its match, as it stands
  retired_ = true;  // the store says "closed": nothing more is written, no end, no rating
  closed_ = true;
  publish(described_text(RoomClosedMessage{"moderator", c.reason}));
  close_all(c.reason);
  emit(Forget{});
}

void Machine::on(HandOver& c) { hand_over(c.reason); }

void Machine::close_all(const std::string& reason) {
  emit(CancelWork{});
  for (const auto& w : room_.watchers.list) emit(Close{w.id, reason});
  room_.watchers.list.clear();
  cancel(Timer::Bot);
  cancel(Timer::Turn);
  cancel(Timer::DailyEnd);
  for (int s = 0; s < room_.seats.size(); ++s) cancel(Timer::Away, s);
}

void Machine::hand_over(const std::string& reason) {
  if (retired_) return;
  retired_ = true;
  for (const auto& w : room_.watchers.list) send_error(w.id, "moved", reason);
  close_all(reason);
}

void Machine::store_failed(const std::string& what) {
  // What is in memory beyond the store must never be shown: drop the room; the next visitor
  // loads it again from what the store holds.
  log(fmt::format("room {}: the store refused actions ({}); the room is reloaded from the store", code(), what));
  retired_ = true;
  close_all("the server could not store the last action; reconnect");
  emit(Forget{});
}

void Machine::on(StoreAnswer& c) {
  store_code_ = c.code;
  std::visit([&](auto& t) { stored(t, c.error); }, c.ticket);
}

void Machine::stored(ticket::Logged& t, const std::string& error) {
  if (!error.empty()) log(fmt::format("room {}: {} was not stored: {}", code(), t.what, error));
}

uint64_t& Machine::armed(Timer timer, int seat) {
  switch (timer) {
    case Timer::Bot: return room_.timers.bot;
    case Timer::Turn: return room_.timers.turn;
    case Timer::DailyEnd: return room_.timers.daily_end;
    case Timer::Away: break;
  }
  return room_.timers.away[size_t(seat)];
}

void Machine::arm(Timer timer, int seat, int64_t after_ms) {
  const uint64_t generation = ++room_.timers.last;
  armed(timer, seat) = generation;
  emit(ArmTimer{timer, seat, after_ms, generation});
}

void Machine::cancel(Timer timer, int seat) {
  // A bot waiting for its delay waits no more: nothing will answer for it.
  if (timer == Timer::Bot && room_.game.bot.phase == PendingBot::Phase::Waiting) room_.game.bot.phase = PendingBot::Phase::Idle;
  auto& generation = armed(timer, seat);
  if (generation == 0) return;
  generation = 0;
  emit(CancelTimer{timer, seat});
}

void Machine::on(TimerFired& c) {
  if (c.timer == Timer::Away && (c.seat < 0 || c.seat >= room_.seats.size())) return;
  auto& generation = armed(c.timer, c.seat);
  if (c.generation == 0 || c.generation != generation) return;  // cancelled or armed again since
  generation = 0;
  auto& game = room_.game;
  switch (c.timer) {
    case Timer::Bot: {
      const PendingBot bot = game.bot;
      if (bot.phase != PendingBot::Phase::Waiting) return;
      return run_bot(bot.seat, bot.by != Decider::Bot, bot.by, bot.version);
    }
    case Timer::Turn:
      room_.clock.deadline_ms = 0;
      room_.clock.out_of_time = true;
      // The seats hear that the clock ran out with the move it makes (its `by` is "clock").
      return schedule_next_move();
    case Timer::Away: {
      auto& s = room_.seats[c.seat];
      if (s.sockets > 0 || game.status != RoomStatus::Playing) return;
      if (!s.away) {
        s.away = true;
        publish_states();
        schedule_next_move();
      }
      return person_gone(c.seat);
    }
    case Timer::DailyEnd: return end_at_day_end();
  }
}

void Machine::send(WatcherId to, std::shared_ptr<const std::string> text) { emit(Send{to, std::move(text)}); }

void Machine::send_error(WatcherId to, const std::string& code, const std::string& message) {
  send(to, error_message(code, message));
}

void Machine::send_state(Watcher& w) {
  Publication alone{claim_from_ms()};
  send(w.id, state_message(room_, w, alone));
}

void Machine::publish_states(WatcherId except) {
  if (room_.game.commit_pending) return;
  Publication shared{claim_from_ms()};
  for (auto& w : room_.watchers.list) {
    if (w.id == except) continue;
    send(w.id, state_message(room_, w, shared));
    if (w.owes_chat) {
      w.owes_chat = false;
      send_recent_chat(w);
    }
  }
}

void Machine::publish(const std::string& message) {
  auto text = std::make_shared<const std::string>(message);
  for (const auto& w : room_.watchers.list) send(w.id, text);
}

void Machine::publish_error(const std::string& code, const std::string& message) {
  auto text = error_message(code, message);
  for (const auto& w : room_.watchers.list) send(w.id, text);
}

Watcher* Machine::seat_watcher(WatcherId id, const char* spectators_may) {
  Watcher* w = room_.watchers.find(id);
  if (!w) return nullptr;  // closed meanwhile
  if (w->seat < 0) {
    send_error(id, "spectator", spectators_may);
    return nullptr;
  }
  return w;
}

void Machine::log(std::string line) { emit(Log{std::move(line)}); }

}  // namespace cubilete::server::room

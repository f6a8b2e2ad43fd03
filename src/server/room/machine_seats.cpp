// A room's seats and sockets: joins (a seat taken only once stored), sockets that connect with a
// seat's token or as spectators, and leave.
#include <fmt/format.h>

#include <algorithm>

#include "accounts/account_name.h"
#include "crypto/fair_seed.h"
#include "present/json_sink.h"
#include "present/json_tree_sink.h"
#include "present/socket_messages.h"
#include "server/address_limits.h"
#include "server/room/room_machine.h"
#include "server/room/room_request.h"
#include "server/tokens.h"

namespace cubilete::server::room {

void Machine::on(Join& c) {
  const auto reply = [&](HttpAnswer a) { emit(Respond{c.reply, std::move(a)}); };
  if (retired_) return reply(moved_answer());
  const auto& body = c.body;
  if (!body.is_object())
    return reply(HttpAnswer::error(400, "bad_request", "the body is a JSON object: {\"name\"?, \"seat\"?, \"client_seed\"?}"));
  for (const auto& [key, value] : body.items())
    if (key != "name" && key != "seat" && key != "client_seed")
      return reply(HttpAnswer::error(
          400, "bad_request", fmt::format("unknown field '{}'; allowed: name, seat, client_seed", key.substr(0, 40))));
  std::string name, client_seed;
  if (auto problem = name_problem(body, "name", name); !problem.empty())
    return reply(HttpAnswer::error(400, "bad_name", problem));
  if (body.contains("client_seed")) {
    if (!body["client_seed"].is_string()) return reply(HttpAnswer::error(400, "bad_seed", "\"client_seed\" must be a string"));
    client_seed = body["client_seed"].get<std::string>();
    if (auto problem = fair::client_seed_problem(client_seed); !problem.empty())
      return reply(HttpAnswer::error(400, "bad_seed", problem));
  }
  auto& seats = room_.seats;
  // One seat per person: an account already seated here reaches that seat with its session.
  if (const int held = seats.seat_of_account(c.account); held >= 0) {
    auto answer = HttpAnswer::error(409, "already_seated",
                                    fmt::format("your account holds seat {} of this room: open the room while "
                                                "signed in and you are seated there",
                                                held));
    answer.body["seat"] = held;
    return reply(std::move(answer));
  }
  if (room_.game.status != RoomStatus::Waiting)
    return reply(HttpAnswer::error(409, "room_full", "the game has started: every seat is taken (watch it without a token)"));
  if (room_.setup.rated && c.account <= 0)
    return reply(HttpAnswer::error(401, "not_signed_in",
                                   "this game is rated: every seat is a signed-in account's; sign in, then join"));
  int seat = -1;
  if (body.contains("seat")) {
    if (!body["seat"].is_number_integer())
      return reply(HttpAnswer::error(400, "bad_request", "\"seat\" must be a seat number"));
    const auto wanted = body["seat"].get<int64_t>();
    if (wanted < 0 || wanted >= seats.size())
      return reply(HttpAnswer::error(400, "bad_request", fmt::format("seats are numbered 0 to {}", seats.size() - 1)));
    const auto& s = seats[int(wanted)];
    if (s.is_bot()) return reply(HttpAnswer::error(409, "room_full", fmt::format("seat {} is a bot's", wanted)));
    if (s.taken()) return reply(HttpAnswer::error(409, "room_full", fmt::format("seat {} is taken", wanted)));
    seat = int(wanted);
  } else {
    for (int i = 0; i < seats.size() && seat < 0; ++i)
      if (!seats[i].taken()) seat = i;
    if (seat < 0) return reply(HttpAnswer::error(409, "room_full", "every seat is taken"));
  }
  const std::string address = address_key(c.client);
  // One person, one hand: where seats hide things from each other, one address may not hold two
  // (serve --one-seat-per-address; off by default, a family shares one address).
  if (config_.one_seat_per_address && !room_.game.preview_game->info().perfect_information &&
      std::any_of(seats.list.begin(), seats.list.end(),
                  [&](const SeatState& s) { return !s.is_bot() && s.address == address; }))
    return reply(HttpAnswer::error(409, "one_seat_per_address",
                                   fmt::format("this address already holds a seat of this room, and {} hides each "
                                               "seat's dice from the others: one seat per person",
                                               room_.setup.entry->description.info.name)));
  // A rated game between two accounts of one address would let one person's second account feed
  // the first one wins (serve --rated-same-address allows it where people share addresses).
  if (room_.setup.rated && !config_.rated_same_address &&
      std::any_of(seats.list.begin(), seats.list.end(),
                  [&](const SeatState& s) { return !s.is_bot() && s.taken() && s.address == address; }))
    return reply(HttpAnswer::error(409, "same_address",
                                   "an account of this address already holds a seat of this rated game: two accounts of "
                                   "one address do not play each other rated (play a casual game instead)"));
  auto& s = seats[seat];
  std::string previous_name = s.name;
  s.token_hash = token_hash(c.token);
  if (!name.empty()) s.name = name;
  if (c.account > 0) s.name = c.account_name;  // an account plays under its name
  s.account = c.account;
  s.client_seed = client_seed;
  s.address = address;
  room_.activity.updated_ms = now_;
  emit(Persist{write::UpdateSeat{seat, s.stored()},
               ticket::SeatTaken{seat, std::move(c.token), std::move(previous_name), c.reply}});
}

void Machine::stored(ticket::SeatTaken& t, const std::string& error) {
  if (!error.empty()) {
    // The seat is open again, as it was.
    auto& s = room_.seats[t.seat];
    s.token_hash.clear();
    s.client_seed.clear();
    s.address.clear();
    s.account = 0;
    s.name = t.previous_name;
    emit(Respond{t.reply, HttpAnswer::error(503, "store_failed", "the seat could not be stored; try again")});
    return;
  }
  emit(Respond{t.reply, {200, described_json(JoinedRoom{t.seat, t.token})}});
  if (retired_) return;  // the seat is stored; the next owner starts
  publish_states();
  if (room_.seats.all_taken()) start_game();
}

void Machine::on(Connect& c) {
  if (retired_) {
    send_error(c.watcher, "moved", "another server instance serves this room now; reconnect");
    emit(Close{c.watcher, "moved"});
    return;
  }
  int seat = kSpectator;
  // Without a token, a signed-in person's session reaches their account's seat (from any device).
  if (c.token.empty()) seat = room_.seats.seat_of_account(c.account);
  // A daily attempt shows the day's dice: nobody else watches it before the day's seed is public.
  if (seat < 0 && c.token.empty() && room_.setup.sealed(now_)) {
    send_error(c.watcher, "not_yet",
               room_.setup.is_daily()
                   ? fmt::format("a daily challenge's attempt is watched by nobody but its player until the day {} is over",
                                 room_.setup.daily)
                   : fmt::format("a game of tournament {} is watched by nobody but its player until the tournament is over",
                                 room_.setup.tournament));
    emit(Close{c.watcher, "not yet"});
    return;
  }
  // A duplicate room's seat's game shows the match's dice: nobody else watches it before every seat
  // has finished.
  if (seat < 0 && c.token.empty() && member_sealed()) {
    send_error(c.watcher, "not_yet",
               fmt::format("a duplicate room's seat is watched by nobody but its player until every seat of {} has "
                           "finished",
                           room_.setup.match));
    emit(Close{c.watcher, "not yet"});
    return;
  }
  if (!c.token.empty() || seat >= 0) {
    if (!c.token.empty()) seat = room_.seats.holder_of(token_hash(c.token));
    if (seat < 0) {
      send_error(c.watcher, "bad_token", "this token holds no seat of this room");
      emit(Close{c.watcher, "bad token"});
      return;
    }
    auto& s = room_.seats[seat];
    const int most = config_.sockets_per_seat;
    if (most > 0 && s.sockets >= most) {
      send_error(c.watcher, "too_many_sockets",
                 fmt::format("this seat is open in {} connections already (at most {}): close one", s.sockets, most));
      emit(Close{c.watcher, "too many connections for one seat"});
      return;
    }
    ++s.sockets;
    cancel(Timer::Away, seat);
    s.away = false;
    s.gone_since_ms = 0;
    room_.activity.person_connected = true;
    // Alone against bots, the clock waited while the person was gone: it starts again now.
    if (room_.game.table && room_.game.status == RoomStatus::Playing && room_.seats.people() == 1 &&
        seat == room_.clock.seat && room_.clock.deadline_ms == 0 && !room_.clock.out_of_time)
      arm_turn_clock();
  }
  room_.watchers.list.push_back({c.watcher, seat, 0, false, seat >= 0 ? std::move(c.token) : std::string(), c.client});
  Watcher& w = room_.watchers.list.back();
  // While a commit is pending, the snapshot goes out with the commit's states, the chat after it.
  if (room_.game.commit_pending) {
    w.owes_chat = true;
  } else {
    send_state(w);
    send_recent_chat(w);
  }
  // Someone who was away when the rematch was made learns of it (and their seat) now.
  if (!room_.rematch.code.empty()) send_rematch(w);
  if (seat >= 0) publish_states(c.watcher);  // the others see the seat connected
  if (seat >= 0 && room_.game.table) schedule_next_move();  // a stand-in stops at its next decision
}

void Machine::on(Disconnect& c) {
  auto& list = room_.watchers.list;
  auto it = std::find_if(list.begin(), list.end(), [&](const Watcher& w) { return w.id == c.watcher; });
  if (it == list.end()) return;
  const int seat = it->seat;
  list.erase(it);
  if (seat < 0) return;
  auto& s = room_.seats[seat];
  // A seat still open in another connection (a reconnect that beat the old socket's close) looks
  // the same to everyone: nobody is sent a state that says nothing new.
  if (--s.sockets > 0) return;
  s.gone_since_ms = now_;
  if (room_.game.status == RoomStatus::Playing) arm(Timer::Away, seat, int64_t(config_.away_timeout_s) * 1000);
  // Against bots only, nothing runs while the person is away: not even their clock (but a
  // rated game's, machine_play.cpp).
  if (seat == room_.clock.seat && room_.clock.deadline_ms > 0 && clock_waits_for(s)) stop_turn_clock();
  publish_states();
}

void Machine::on(KeepSeat& c) {
  const auto reply = [&](HttpAnswer a) { emit(Respond{c.reply, std::move(a)}); };
  if (retired_) return reply(moved_answer());
  const int seat = room_.seats.holder_of(token_hash(c.token));
  if (seat < 0) return reply(HttpAnswer::error(403, "bad_token", "this token holds no seat of this room"));
  auto& s = room_.seats[seat];
  if (s.account == c.account) return reply({200, {{"seat", seat}, {"kept", true}}});
  // An account's attempt of the day is its own from the start: a guest's stays a guest's, so
  // that an account cannot take a result a guest's browser played.
  if (room_.setup.is_daily())
    return reply(HttpAnswer::error(409, "daily_attempt", "a guest's daily challenge stays a guest's: it ranks nobody"));
  if (s.account > 0) return reply(HttpAnswer::error(409, "has_account", "this seat is another account's"));
  if (room_.seats.seat_of_account(c.account) >= 0)
    return reply(HttpAnswer::error(409, "already_seated", "your account holds another seat of this room"));
  // A game over joins the account's games as the store recorded its end, unless one person may
  // have played both sides: a win over one's own second seat is no result (against bots, or
  // against people of other addresses, it is; an address forgotten in a restart counts as one).
  std::optional<accounts::GameOutcome> end;
  const bool against_oneself = std::any_of(room_.seats.list.begin(), room_.seats.list.end(), [&](const SeatState& o) {
    return &o != &s && !o.is_bot() && (o.address.empty() || s.address.empty() || o.address == s.address);
  });
  if (room_.game.status == RoomStatus::Over && room_.game.table && !against_oneself) end = outcome();
  emit(Persist{write::KeepSeat{seat, s.token_hash, c.account, c.name, std::move(end)},
               ticket::SeatKept{seat, c.account, c.name, c.reply}});
}

void Machine::stored(ticket::SeatKept& t, const std::string& error) {
  if (!error.empty()) {
    const bool refused = !store_code_.empty() && store_code_ != "store_failed";
    emit(Respond{t.reply, refused ? HttpAnswer::error(409, store_code_, error)
                                  : HttpAnswer::error(503, "store_failed", "the seat could not be kept now; try again")});
    return;
  }
  auto& s = room_.seats[t.seat];
  s.account = t.account;
  s.name = t.name;
  emit(Respond{t.reply, {200, {{"seat", t.seat}, {"kept", true}}}});
  publish_states();
}

void Machine::on(AccountGone& c) {
  bool changed = false;
  for (int i = 0; i < room_.seats.size(); ++i) {
    auto& s = room_.seats[i];
    if (c.account <= 0 || s.account != c.account) continue;
    s.name = std::string(accounts::kDeletedAccountName);
    // As in the store (AccountStore::erase): what the account wrote at the table goes.
    std::erase_if(room_.chat.lines, [i](const store::ChatRecord& line) { return line.seat == i; });
    changed = true;
  }
  if (changed) publish_states();
}

void Machine::on(Ping& c) {
  if (room_.watchers.find(c.watcher)) send(c.watcher, std::make_shared<const std::string>(described_text(PongMessage{})));
}

}  // namespace cubilete::server::room

// A duplicate room (PROTOCOL.md v1.2; docs/online-table.md, "Duplicate rooms"). The match is a
// room with seats, tokens, seeds and chat but no table: once its last seat is taken it fixes the
// game seed as every room does and asks the registry for one member room per seat, a room of that
// seat alone dealt by the same seed, so that every seat meets the same dice at its own pace. Each
// member reports after every change; the match shows each seat only the totals of rounds it has
// finished itself, and ends, ranked by score, once every member is over. A member's game is its
// player's alone until then.
#include <fmt/format.h>

#include <algorithm>

#include "crypto/fair_seed.h"
#include "present/game_rounds.h"
#include "present/options_json.h"
#include "server/room/room_machine.h"
#include "server/room/room_request.h"

namespace cubilete::server::room {

void Machine::start_match() {
  auto& game = room_.game;
  game.seed = fair::game_seed(room_.setup.server_seed, room_.seats.client_seeds());
  game.status = RoomStatus::Playing;
  room_.activity.updated_ms = now_;
  emit(Persist{write::StartGame{game.seed}, ticket::Logged{"the start"}});
  make_members();
  publish_states();
}

void Machine::make_members() {
  auto& duplicate = room_.duplicate;
  if (duplicate.making || retired_) return;
  std::vector<int> seats;
  for (int s = 0; s < int(duplicate.members.size()); ++s)
    if (duplicate.members[size_t(s)].room.empty()) seats.push_back(s);
  if (seats.empty()) return;
  const auto& setup = room_.setup;
  auto match = std::make_shared<store::RoomRecord>();
  match->code = setup.code;
  match->game = setup.game_id;
  match->rules = rules_text(setup.rules);
  match->server_seed = crypto::to_hex(setup.server_seed);
  match->commitment = setup.commitment;
  match->turn_seconds = setup.turn_seconds;
  match->hints = setup.hints;
  match->language = setup.language;
  for (const auto& s : room_.seats.list) match->seats.push_back(s.stored());
  duplicate.making = true;
  emit(MakeMembers{std::move(match), std::move(seats)});
}

void Machine::on(MembersMade& c) {
  auto& duplicate = room_.duplicate;
  duplicate.making = false;
  if (!c.refusal.empty())
    log(fmt::format("room {}: {} member room(s) not made now ({}); the sweep tries again", code(),
                    std::count(c.codes.begin(), c.codes.end(), ""), c.refusal));
  // A code for each seat asked; "" where none was made, or where the store refused the one made.
  for (size_t i = 0; i < c.seats.size() && i < c.codes.size(); ++i)
    if (c.seats[i] >= 0 && c.seats[i] < int(duplicate.members.size()))
    {
      MemberProgress fresh;
      fresh.room = c.codes[i];
      duplicate.members[size_t(c.seats[i])] = std::move(fresh);
    }
  publish_states();
}

void Machine::ask_members(FromMatch word) {
  std::vector<std::string> rooms;
  for (const auto& m : room_.duplicate.members)
    if (!m.room.empty()) rooms.push_back(m.room);
  if (!rooms.empty()) emit(TellMembers{std::move(rooms), word});
}

void Machine::on(MemberReport& c) {
  auto& game = room_.game;
  auto& members = room_.duplicate.members;
  // Only the member made for that seat speaks for it.
  if (!room_.setup.duplicate || retired_ || c.seat < 0 || c.seat >= int(members.size()) ||
      members[size_t(c.seat)].room != c.room)
    return;
  auto& m = members[size_t(c.seat)];
  if (game.status == RoomStatus::Over && game.result) return;  // its end is out already
  m.round_totals = std::move(c.round_totals);
  m.over = c.over;
  m.score = c.score;
  m.heard = true;
  room_.activity.updated_ms = now_;
  const bool all_over = std::all_of(members.begin(), members.end(), [](const MemberProgress& p) { return p.over; });
  // A match loaded over waits to hear from every member before it shows its result again.
  const bool all_heard = std::all_of(members.begin(), members.end(), [](const MemberProgress& p) { return p.heard; });
  if (game.status == RoomStatus::Playing && all_over) return finish_match(false);
  if (game.status == RoomStatus::Over && all_heard && !game.draft && !game.result) return finish_match(true);
  publish_states();
}

void Machine::finish_match(bool recorded) {
  auto& game = room_.game;
  game.status = RoomStatus::Over;
  accounts::GameOutcome outcome;
  for (const auto& m : room_.duplicate.members) outcome.scores.push_back(m.score);
  // The best score wins; the seats tied for it share the win (as a game's returns do).
  const double best = *std::max_element(outcome.scores.begin(), outcome.scores.end());
  const auto winners = std::count(outcome.scores.begin(), outcome.scores.end(), best);
  GameResult result;
  result.scores = outcome.scores;
  for (size_t i = 0; i < outcome.scores.size(); ++i) {
    const bool won = outcome.scores[i] == best;
    outcome.returns.push_back(won ? 1.0 / double(winners) : 0.0);
    if (won) result.winners.push_back(int(i));
  }
  result.returns = outcome.returns;
  game.draft = std::move(result);
  if (!recorded) {
    game.end_pending = true;
    emit(Persist{write::FinishGame{{std::move(outcome), now_}}, ticket::EndStored{}});
  }
  // Every member's game is everyone's to see from now on.
  ask_members(FromMatch{true});
  publish_result();
}

void Machine::report_to_match(bool closed) {
  const auto& setup = room_.setup;
  const auto& game = room_.game;
  if (!setup.is_member() || !game.table || retired_) return;
  const auto& table = *game.table;
  MemberReport report;
  report.seat = setup.match_seat;
  report.room = setup.code;
  try {
    report.round_totals = round_totals(*game.preview_game, table.record().actions).finished;
  } catch (const std::exception& e) {
    return log(fmt::format("room {}: no report for its match: {}", code(), e.what()));
  }
  report.over = closed || table.over() || !game.abandoned_by.empty();
  report.score = table.state().scores().at(0);
  emit(ReportToMatch{setup.match, std::move(report)});
}

MemberReport report_of_record(const store::RoomRecord& member) {
  const auto game = table::shared_game(find_game(member.game),
                                       assignments_from_json(nlohmann::json::parse(member.rules)));
  MemberReport report;
  report.seat = member.match_seat;
  report.room = member.code;
  auto totals = round_totals(*game, member.actions);
  report.round_totals = std::move(totals.finished);
  report.score = totals.score;
  report.over = member.status == RoomStatus::Over || member.status == RoomStatus::Closed;
  return report;
}

void Machine::on(FromMatch& c) {
  if (!room_.setup.is_member()) return;
  if (c.over) {
    room_.duplicate.match_over = true;
    return;
  }
  report_to_match();
}

bool Machine::refused_in_match(WatcherId to) {
  if (!room_.setup.duplicate) return false;
  send_error(to, "duplicate_room",
             "in a duplicate room each seat plays its own game, in its own room (the state's `duplicate`)");
  return true;
}

}  // namespace cubilete::server::room

// What people say at a room besides their moves: chat lines, hint requests and the rematch.
#include <fmt/format.h>

#include "present/json_sink.h"
#include "present/ranking_json.h"
#include "server/room/room_machine.h"
#include "server/room/room_messages.h"
#include "server/room/room_request.h"
#include "server/wire.h"

namespace cubilete::server::room {

void Machine::on(Chat& c) {
  Watcher* w = seat_watcher(c.watcher, "spectators may read the chat, not write");
  if (!w) return;
  if (!c.over_limit.empty()) return send_error(c.watcher, "rate_limited", c.over_limit);
  if (!c.moderated_code.empty()) return send_error(c.watcher, c.moderated_code, c.moderated);
  store::ChatRecord line{now_, w->seat, room_.seats[w->seat].name, std::move(c.text), ++room_.chat.last_id};
  // Like an action, a line is heard only once it is stored: nobody reads what a crash would lose.
  emit(Persist{write::AppendChat{line}, ticket::ChatStored{line, c.watcher}});
}

void Machine::stored(ticket::ChatStored& t, const std::string& error) {
  if (!error.empty()) {
    log(fmt::format("room {}: a chat line was not stored: {}", code(), error));
    return send_error(t.from, "store_failed", "your chat line could not be stored; send it again");
  }
  if (retired_) return;
  room_.chat.lines.push_back(t.line);
  while (room_.chat.lines.size() > config_.chat_history) room_.chat.lines.pop_front();
  publish(described_text(chat_message(t.line)));
}

void Machine::on(RemoveChat& c) {
  for (auto& line : room_.chat.lines)
    if (line.id == c.line) {
      line.removed = true;
      line.text.clear();
    }
  // Told even when the line is no longer among those kept in memory: a client may still show it.
  publish(described_text(ChatRemovedMessage{c.line}));
}

void Machine::send_recent_chat(const Watcher& w) {
  for (const auto& line : room_.chat.lines)
    send(w.id, std::make_shared<const std::string>(described_text(chat_message(line))));
}

void Machine::on(AskHint& c) {
  Watcher* w = seat_watcher(c.watcher, "spectators watch; they do not play");
  if (!w || !open_for_play(c.watcher)) return;
  const auto& entry = *room_.setup.entry;
  const auto& table = *room_.game.table;
  if (!table.has_advisor()) return send_error(c.watcher, "no_advisor", fmt::format("{} has no advisor", entry.description.info.name));
  if (entry.table.advice_against_bots_only && !room_.seats.any_bot())
    return send_error(c.watcher, "no_advisor",
                      fmt::format("the {} engine advises only in games against bots: between "
                                  "people it would play for one of them",
                                  entry.description.info.name));
  if (!room_.setup.hints)
    return send_error(c.watcher, "hints_off",
                      "hints are off in this room (its creator's choice; between people they are off unless the "
                      "creator turns them on): the report after the game weighs every decision");
  if (!room_.setup.acts_for(w->seat, table.to_move()))
    return send_error(c.watcher, "not_your_turn", "hints are for the seat to move");
  // The advisor works on its own copy of the seat's view, on the worker lanes.
  emit(ComputeHint{c.watcher, [work = table.advice_work(), watcher = c.watcher, version = table.version(),
                               undos = room_.game.undos]() -> Command {
                     HintAnswer answer{watcher, version, {}, {}, undos};
                     try {
                       answer.ranked = work();
                     } catch (const std::exception& e) {
                       answer.failure = e.what();
                     }
                     return answer;
                   }});
}

void Machine::on(HintAnswer& c) {
  if (!c.failure.empty()) log(fmt::format("room {}: the advisor failed: {}", code(), c.failure));
  // The table moved on (or an entry was taken back) while the advisor worked: the page drops a
  // hint of another version, so none is sent (and the moves of a ranking are of the state it was
  // made for).
  if (!room_.game.table || c.version != room_.game.table->version() || c.undos != room_.game.undos) return;
  const auto& table = *room_.game.table;
  const auto& entry = *room_.setup.entry;
  const Ranking ranking(entry.analysis.advice_measure.en, entry.analysis.win_measure.en, c.ranked);
  // Each choice with its move, as the seat to move (who asked) knows it.
  HintMessage message{int64_t(c.version), std::string(ranking.measure), std::nullopt,
                      {to_wire(ranking_choices_json(ranking, &table.state(), table.to_move()))}};
  if (ranking.in_chances()) message.win_measure = std::string(ranking.win_measure);
  send(c.watcher, std::make_shared<const std::string>(described_text(message)));
}

void Machine::on(AskRematch& c) {
  Watcher* w = seat_watcher(c.watcher, "spectators watch; they do not play");
  if (!w) return;
  if (!c.refused_code.empty()) return send_error(c.watcher, c.refused_code, c.refused);
  if (room_.setup.is_daily())
    return send_error(c.watcher, "no_rematch", "a daily challenge is played once a day: tomorrow brings new dice");
  if (room_.setup.in_tournament())
    return send_error(c.watcher, "no_rematch",
                      fmt::format("a game of tournament {} has no rematch: the tournament pairs you again",
                                  room_.setup.tournament));
  if (room_.setup.is_member())
    return send_error(c.watcher, "no_rematch",
                      fmt::format("a duplicate room's rematch is asked for in its match, {}", room_.setup.match));
  auto& rematch = room_.rematch;
  if (room_.game.status != RoomStatus::Over || !room_.game.result)
    return send_error(c.watcher, "not_over", "a rematch can be asked for once the game is over");
  if (!rematch.code.empty()) return send_rematch(*w);  // already made: here it is again
  rematch.votes.insert(w->seat);
  publish(described_text(RematchVoteMessage{{rematch.votes.begin(), rematch.votes.end()}}));
  if (rematch.pending) return;  // being made and stored: everyone hears of it then
  for (int i = 0; i < room_.seats.size(); ++i)
    if (!room_.seats[i].is_bot() && !rematch.votes.count(i)) return;
  // Everyone asked: same game, rules and seats, new server seed (and so new dice). Each person
  // keeps their seat's token in the rematch: whoever holds it there holds it here, and someone
  // away when the rematch is made is told of it (with that token) on coming back, also after a
  // restart, though only the tokens' hashes are stored.
  auto like = std::make_shared<store::RoomRecord>();
  const auto& setup = room_.setup;
  like->game = setup.game_id;
  like->rules = rules_text(setup.rules);
  like->turn_seconds = setup.turn_seconds;
  like->hints = setup.hints;
  like->previous = setup.code;
  like->rated = setup.rated;
  like->language = setup.language;
  if (setup.duplicate) like->mode = name_of(RoomMode::Duplicate);
  like->dice_entered = setup.dice_entered;
  like->seats.resize(size_t(room_.seats.size()));
  for (int i = 0; i < room_.seats.size(); ++i) like->seats[size_t(rematch_seat(i))] = room_.seats[i].stored();
  // Announced only once the new room is stored and this one points to it: an instance that dies
  // in between leaves no link to a room that does not exist (people then ask again).
  rematch.pending = true;
  emit(CreateRematch{std::move(like)});
}

void Machine::on(RematchMade& c) {
  if (!c.code.empty()) return;  // RematchStored follows
  room_.rematch.pending = false;
  room_.rematch.votes.clear();  // asked again after the people reconnect
  publish_error(c.refusal, c.refusal == "moved" ? "this room is moving to another instance: reconnect and ask again"
                                                 : "no room for a rematch now");
}

void Machine::on(RematchStored& c) {
  if (!c.error.empty()) return rematch_failed(c.error);
  if (retired_) return;  // handed over meanwhile: its people ask again where it is served now
  emit(Persist{write::SetRematch{c.code}, ticket::RematchLinked{c.code}});
}

void Machine::stored(ticket::RematchLinked& t, const std::string& error) {
  if (!error.empty()) return rematch_failed(error);
  room_.rematch.pending = false;
  room_.rematch.code = t.code;
  if (retired_) return;
  for (const auto& w : room_.watchers.list) send_rematch(w);
  publish_states();
}

void Machine::rematch_failed(const std::string& what) {
  log(fmt::format("room {}: the rematch was not stored: {}", code(), what));
  room_.rematch.pending = false;
  room_.rematch.votes.clear();
  publish_error("store_failed", "the rematch could not be stored: ask again");
}

void Machine::send_rematch(const Watcher& w) {
  RematchMessage message{room_.rematch.code, {}, {}};
  if (w.seat >= 0) {
    message.token = w.token;
    message.seat = rematch_seat(w.seat);
  }
  send(w.id, std::make_shared<const std::string>(described_text(message)));
}

}  // namespace cubilete::server::room

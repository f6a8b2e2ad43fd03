// A state message (present/room_protocol.h's StateMessage) is written straight as JSON text: the
// parts every watcher shares (seats, result) and each viewer's view are serialised once per
// publication, not once per socket (a state message goes to every socket on every action: the
// server's largest cost), and placed in each watcher's message as they are.
#include "server/room/state_message.h"

#include <algorithm>
#include <string_view>
#include <vector>

#include "present/json_sink.h"
#include "present/json_text.h"
#include "present/room_protocol.h"
#include "present/view_json.h"
#include "server/room/room_messages.h"

namespace cubilete::server::room {

namespace {
constexpr size_t kEventsOnConnect = 200;  // a new connection gets this much of the story

// A match's seats as `viewer` may know them (DuplicateSeat): the totals of the rounds both the
// seat and the viewer's own seat finished (a spectator's: the rounds every seat finished), and
// everything once the match is over.
std::vector<DuplicateSeat> duplicate_seats(const RoomParts& room, int viewer) {
  const auto& members = room.duplicate.members;
  const bool all = room.game.status == RoomStatus::Over;
  const auto rounds = [](const MemberProgress& m) { return int(m.round_totals.size()); };
  int seen = 0;
  if (viewer >= 0 && viewer < int(members.size())) {
    seen = rounds(members[size_t(viewer)]);
  } else if (!members.empty()) {
    seen = rounds(*std::min_element(members.begin(), members.end(), [&](const auto& a, const auto& b) {
      return rounds(a) < rounds(b);
    }));
  }
  std::vector<DuplicateSeat> out;
  for (int s = 0; s < int(members.size()); ++s) {
    const auto& m = members[size_t(s)];
    const bool own = s == viewer;
    DuplicateSeat seat{.seat = s, .room = {}, .rounds = rounds(m), .over = m.over, .through = 0, .total = 0};
    if (own || all) seat.room = null_if_empty(m.room);
    if ((own || all) && m.over) {
      seat.through = rounds(m);
      seat.total = m.score;  // a game left before its end counts as it stands
    } else {
      seat.through = own || all ? rounds(m) : std::min(rounds(m), seen);
      if (seat.through > 0) seat.total = m.round_totals[size_t(seat.through - 1)];
    }
    out.push_back(std::move(seat));
  }
  return out;
}

}  // namespace

std::shared_ptr<const std::string> state_message(const RoomParts& room, Watcher& w, Publication& shared) {
  const auto& game = room.game;
  const uint64_t committed = game.committed;
  const int viewer = w.seat >= 0 ? w.seat : kSpectator;
  const bool playing = game.table && game.status != RoomStatus::Waiting;
  const State& state = playing ? game.table->state() : *game.preview;
  const int to_move = playing && !game.commit_pending ? game.table->seat_to_act() : kTerminalPlayer;
  if (shared.seats.empty()) shared.seats = seats_text(room.seats);
  if (game.result && shared.result.empty()) shared.result = described_text(*game.result);
  // In a game of perfect information every viewer sees the same view: it is built and
  // serialised once per publication (the largest cost of a state message), not once per seat.
  auto& view = shared.views[room.setup.entry->description.info.perfect_information ? kSpectator : viewer];
  if (view.empty()) view = view_text(state, viewer);

  // The watcher's own parts, written one after another into one text; the message places each.
  std::string own;
  JsonText j(own);
  std::vector<size_t> ends;
  const auto ended = [&] { ends.push_back(own.size()); };
  const bool entered = room.setup.dice_entered;
  const bool deciding = room.setup.acts_for(w.seat, to_move);
  const bool hand_throw = deciding && game.table->hand_thrower() == w.seat;
  j.begin_array();
  if (hand_throw)
    j.value("throw");  // a person's own throw
  else if (deciding)
    for (Action a : state.legal_actions()) j.value(state.action_to_string(a));
  j.end_array();
  ended();
  if (deciding) write_legal_moves(j, state, viewer, hand_throw);
  else j.begin_array().end_array();
  ended();
  // What happened since this connection's last state (the table exists once the game is playing).
  // Entries taken back since the watcher's last state: the story is told again, as on connecting.
  const bool rewound = playing && w.sent_any && w.sent_version > committed;
  const uint64_t from = !playing                 ? committed
                        : w.sent_any && !rewound ? w.sent_version
                                                 : (committed > kEventsOnConnect ? committed - kEventsOnConnect : 0);
  j.begin_array();
  for (uint64_t i = from; i < committed; ++i) j.value(game.table->log()[i].name_for(viewer));
  j.end_array();
  ended();
  j.begin_array();
  for (uint64_t i = from; i < committed; ++i) {
    if (const int actor = game.table->log()[i].actor; actor >= 0) j.value(actor);
    else j.null();
  }
  j.end_array();
  ended();
  // Each of those events as a move: who decided it, its kind and content as this seat may know it.
  j.begin_array();
  for (uint64_t i = from; i < committed; ++i) {
    const auto& a = game.table->log()[i];
    write_move_entry(j, a.move_for(viewer), a.actor, a.by, a.entered_by);
  }
  j.end_array();
  ended();
  const auto part = [&](int n) {
    const size_t begin = n == 0 ? 0 : ends[size_t(n - 1)];
    return std::string_view(own).substr(begin, ends[size_t(n)] - begin);
  };

  StateMessage message;
  message.version = int64_t(committed);
  if (w.seat >= 0) message.seat = w.seat;
  message.status = game.status;
  if (to_move >= 0) message.to_move = to_move;
  if (game.result) message.result = Written<GameResult>{shared.result};
  message.legal.text = part(0);
  message.legal_moves.text = part(1);
  message.events.text = part(2);
  message.actors.text = part(3);
  message.moves.text = part(4);
  message.hints = hints_of(room.setup.hints);
  message.listed = room.setup.listed;
  message.rated = room.setup.rated;
  if (room.clock.deadline_ms > 0 && game.status == RoomStatus::Playing)
    message.clock = TurnClockView{room.clock.seat, iso8601(room.clock.deadline_ms)};
  // While an opponent of people is gone: when the others may claim the game.
  if (shared.claim_from_ms > 0) {
    ClaimInfo& claim = message.claim.emplace(ClaimInfo{iso8601(shared.claim_from_ms), {}});
    for (int i = 0; i < room.seats.size(); ++i)
      if (room.seats[i].gone()) claim.gone.push_back(i);
  }
  message.seats.text = shared.seats;
  message.commitment = room.setup.commitment;
  message.view.text = view;
  if (room.setup.duplicate && game.status != RoomStatus::Waiting) message.duplicate = duplicate_seats(room, viewer);
  if (rewound) message.rewound = true;
  if (entered) {
    message.dice = RoomDice::Entered;
    if (playing && !game.commit_pending && game.status == RoomStatus::Playing && state.is_chance())
      message.enter = state.acting_player();
  }

  std::string m;
  m.reserve(view.size() + shared.seats.size() + shared.result.size() + own.size() + 256);
  JsonText json(m);
  JsonSink sink(json);
  write_value(sink, message);
  w.sent_version = committed;
  w.sent_any = true;
  return std::make_shared<const std::string>(std::move(m));
}

}  // namespace cubilete::server::room

// A state message is written piece by piece, straight as JSON text: the parts every watcher shares
// (seats, result) and each viewer's view are serialised once per publication, not once per
// socket (a state message goes to every socket on every action: the server's largest cost).
#include "server/room/state_message.h"

#include <fmt/format.h>

#include "present/json_sink.h"
#include "present/json_text.h"
#include "present/view_json.h"
#include "server/room/room_messages.h"
#include "server/wire.h"
#include "store/room_columns.h"

namespace cubilete::server::room {

namespace {
constexpr size_t kEventsOnConnect = 200;  // a new connection gets this much of the story

}  // namespace

std::shared_ptr<const std::string> state_message(const RoomParts& room, Watcher& w, Publication& shared) {
  const auto& game = room.game;
  const uint64_t committed = game.committed;
  const int viewer = w.seat >= 0 ? w.seat : kSpectator;
  const bool playing = game.table && game.status != RoomStatus::Waiting;
  const State& state = playing ? game.table->state() : *game.preview;
  const int to_move = playing && !game.commit_pending ? game.table->seat_to_act() : kTerminalPlayer;
  if (shared.seats.empty()) shared.seats = seats_text(room.seats);
  if (game.result && shared.result.empty()) shared.result = to_wire(*game.result);
  // In a game of perfect information every viewer sees the same view: it is built and
  // serialised once per publication (the largest cost of a state message), not once per seat.
  auto& view = shared.views[room.setup.entry->description.info.perfect_information ? kSpectator : viewer];
  if (view.empty()) view = view_text(state, viewer);

  // "result" comes before "view", so a client can decide while reading whether to keep the view.
  std::string m;
  m.reserve(view.size() + shared.seats.size() + shared.result.size() + 512);
  m += fmt::format(R"({{"type":"state","version":{},"seat":{},"status":"{}","to_move":{},)", committed,
                   w.seat >= 0 ? std::to_string(w.seat) : "null", status_name(game.status),
                   to_move >= 0 ? std::to_string(to_move) : "null");
  if (game.result) m.append(R"("result":)").append(shared.result).append(",");
  m += R"("legal":)";
  JsonText j(m);
  j.begin_array();
  const bool deciding = to_move >= 0 && to_move == w.seat;
  const bool hand_throw = deciding && game.table->hand_thrower() == w.seat;
  if (hand_throw)
    j.value("throw");  // a person's own throw
  else if (deciding)
    for (Action a : state.legal_actions()) j.value(state.action_to_string(a));
  j.end_array();
  // The same structured, in the same order (PROTOCOL.md v1.1; docs/contract.md).
  m += R"(,"legal_moves":)";
  if (deciding) write_legal_moves(j, state, viewer, hand_throw);
  else j.begin_array().end_array();
  // What happened since this connection's last state (the table exists once the game is playing).
  const uint64_t from = !playing     ? committed
                        : w.sent_any ? w.sent_version
                                     : (committed > kEventsOnConnect ? committed - kEventsOnConnect : 0);
  m += R"(,"events":)";
  j.begin_array();
  for (uint64_t i = from; i < committed; ++i) j.value(game.table->log()[i].name_for(viewer));
  j.end_array();
  m += R"(,"actors":)";
  j.begin_array();
  for (uint64_t i = from; i < committed; ++i) {
    if (const int actor = game.table->log()[i].actor; actor >= 0) j.value(actor);
    else j.null();
  }
  j.end_array();
  // Each of those events as a move: who decided it, its kind and content as this seat may know
  // it (PROTOCOL.md v1.1; docs/contract.md).
  m += R"(,"moves":)";
  j.begin_array();
  for (uint64_t i = from; i < committed; ++i) {
    const auto& a = game.table->log()[i];
    write_move_entry(j, a.move_for(viewer), a.actor, a.by);
  }
  j.end_array();
  m += fmt::format(R"(,"hints":"{}","public":{},"rated":{})", store::hints_text(room.setup.hints), room.setup.listed, room.setup.rated);
  if (room.clock.deadline_ms > 0 && game.status == RoomStatus::Playing)
    m.append(R"(,"clock":)").append(described_text(TurnClockView{room.clock.seat, iso8601(room.clock.deadline_ms)}));
  // While an opponent of people is gone: when the others may claim the game (PROTOCOL.md v1.1).
  if (shared.claim_from_ms > 0) {
    cubilete::ClaimInfo claim{iso8601(shared.claim_from_ms), {}};
    for (int i = 0; i < room.seats.size(); ++i)
      if (room.seats[i].gone()) claim.gone.push_back(i);
    m.append(R"(,"claim":)").append(described_text(claim));
  }
  m.append(R"(,"seats":)").append(shared.seats).append(R"(,"commitment":")").append(room.setup.commitment);
  m.append(R"(","view":)").append(view).append("}");
  w.sent_version = committed;
  w.sent_any = true;
  return std::make_shared<const std::string>(std::move(m));
}

}  // namespace cubilete::server::room

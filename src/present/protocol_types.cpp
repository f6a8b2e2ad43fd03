#include "present/protocol_types.h"

#include <fmt/format.h>

#include <map>
#include <stdexcept>
#include <string_view>

#include "catalog/registry.h"
#include "present/analysis_document.h"
#include "present/client_requests.h"
#include "present/game_info.h"
#include "present/lobby_protocol.h"
#include "present/room_protocol.h"
#include "present/simulation_document.h"
#include "present/ranking_json.h"
#include "present/record_document.h"
#include "present/report_json.h"
#include "present/table_policy.h"
#include "present/view_json.h"

namespace cubilete {

namespace {

// Every named type reachable from the roots, each after the types it uses.
class NamedTypes {
 public:
  void add(const TypeSchema& s) {
    if (s.named()) {
      if (auto it = by_name_.find(s.name); it != by_name_.end()) {
        if (it->second != &s)
          throw std::logic_error(fmt::format("two declared types are named {}", s.name));
        return;
      }
    }
    if (s.element) add(*s.element);
    for (const auto& f : s.fields) add(*f.type);
    for (const auto* a : s.alternatives) add(*a);
    if (s.named()) {
      by_name_[s.name] = &s;
      order_.push_back(&s);
    }
  }
  std::vector<const TypeSchema*> in_order() const { return order_; }

 private:
  std::map<std::string_view, const TypeSchema*> by_name_;
  std::vector<const TypeSchema*> order_;
};

}  // namespace

const ProtocolTypes& protocol_types() {
  static const ProtocolTypes types = [] {
    ProtocolTypes t;
    for (const auto& e : game_registry()) {
      const auto game = make_game(e, {});  // the schemas are the game class's, whatever its rules
      t.games.push_back({e.description.info.id, &game->view_schema(), &game->move_schema(),
                         game->situation_schema()});
    }
    NamedTypes named;
    // The protocol's own types first, then each game's.
    named.add(schema_of<MoveEntryHead>());
    named.add(schema_of<HandThrowMove>());
    named.add(schema_of<GamesDocument>());
    named.add(schema_of<HintChoiceHead>());
    named.add(schema_of<ReportItemHead>());
    named.add(schema_of<SeatReportHead>());
    named.add(lobby_message_schema());
    named.add(schema_of<SeatInfo>());
    named.add(schema_of<TurnClockView>());
    named.add(schema_of<ClaimInfo>());
    named.add(schema_of<ChatMessage>());
    named.add(schema_of<ChatRemovedMessage>());
    named.add(schema_of<RoomClosedMessage>());
    named.add(schema_of<RematchMessage>());
    named.add(schema_of<RematchVoteMessage>());
    named.add(schema_of<StateMessage>());
    named.add(schema_of<HintMessage>());
    named.add(room_message_schema());
    named.add(schema_of<RoomSummary>());
    named.add(schema_of<CreatedRoom>());
    named.add(schema_of<JoinedRoom>());
    named.add(schema_of<ReplayActions>());
    named.add(schema_of<ReplayStep>());
    named.add(schema_of<RecordDocument>());
    named.add(schema_of<CreateRoomBody>());
    named.add(schema_of<AnalysisDocument>());
    named.add(schema_of<AnalysisComputing>());
    named.add(schema_of<SimulationDocument>());
    named.add(schema_of<DistributionDocument>());
    named.add(room_client_message_schema());
    named.add(lobby_client_message_schema());
    for (const auto& g : t.games) {
      named.add(*g.view);
      named.add(*g.moves);
      if (g.situation) named.add(*g.situation);
    }
    t.named = named.in_order();
    return t;
  }();
  return types;
}

}  // namespace cubilete

#include "cli/admin_analyse.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <future>

#include "catalog/analyse_record.h"
#include "core/error.h"
#include "present/analysis_json.h"
#include "present/options_json.h"
#include "store/clock.h"

namespace cubilete::cli {

std::string analyse_stored_room(store::Store& store, const std::string& code) {
  const auto room = store.rooms().load(code, 0);
  if (!room) return fmt::format("there is no room {}", code);
  if (room->status != store::RoomStatus::Over) return fmt::format("room {} is not over", code);
  GameRecord record;
  record.game = room->game;
  record.rules = assignments_from_json(nlohmann::json::parse(room->rules));
  record.seed = room->seed;
  for (const auto& seat : room->seats) record.players.push_back(seat.player);
  record.actions = room->actions;
  record.by = room->decided_by;
  std::string document, measure;
  std::vector<store::AnalysisSeat> seats;
  try {
    const auto analysis = analyse_record(record);
    document = analysis_json(*analysis.game, record, {}, analysis.result).dump();
    measure = analysis.result.measure.key;
    for (const auto& seat : analysis.result.seats) seats.push_back({seat.seat, seat.accuracy, seat.luck, seat.decisions});
  } catch (const UsageError& e) {
    return fmt::format("room {}: {}", code, e.what());
  }
  std::promise<store::Outcome> stored;
  store.analyses().save(code, kAnalysisVersion, document, measure, seats, store::now_ms(),
                        [&stored](const store::Outcome& o) { stored.set_value(o); });
  const auto outcome = stored.get_future().get();
  return outcome.ok() ? "" : fmt::format("room {}: the store refused its analysis: {}", code, outcome.message);
}

}  // namespace cubilete::cli

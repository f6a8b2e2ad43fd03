#pragma once
// A game record as a file and as the online table serves it (GET /api/rooms/CODE/record, the daily
// challenge's optimum), declared once (core/describe.h): every writer of a record writes this,
// and the browser's generated type comes from it (present/protocol_types.h). Reading one back
// checks it whole and says what is wrong (present/record_json.h).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "core/describe.h"
#include "core/record.h"

namespace cubilete {

inline constexpr std::string_view kRecordFormat = "cubilete-record";
inline constexpr int kRecordVersion = 1;

// The record's own parts view the GameRecord it is made from (record_document), which outlives
// the writing. `rules`: every option's value as text; `by`: who decided each action, parallel to
// `actions`; `positions`: under dice by position, where each throw fell ([round, throw], from 1);
// `dice`: "entered" for a score sheet's game, whose dice people typed in from real dice, with
// `entered_by` the seat of the phone that entered each action (-1: not said).
// The online table adds, once the game is over, what proves its dice fair: the server seed, the
// seats' client seeds and the commitment made before the game, and its room, the seats that had
// left a game ended by a claim; the daily challenge's optimum, its score (`scores`).
struct RecordDocument {
  std::string_view format = kRecordFormat;
  int version = kRecordVersion;
  std::string_view game;
  Entries<std::string_view> rules;
  uint64_t seed = 0;
  std::vector<std::string_view> players, actions;
  std::optional<std::vector<std::string_view>> by;
  std::optional<std::vector<std::vector<int64_t>>> positions;
  std::optional<std::string_view> dice;
  std::optional<std::vector<int>> entered_by;
  std::optional<std::string> server_seed;
  std::optional<std::vector<std::string>> client_seeds;
  std::optional<std::string> commitment, room;
  std::optional<std::vector<int>> abandoned_by;
  std::optional<std::vector<double>> scores;
  static constexpr std::string_view kTypeName = "GameRecord";
  static constexpr auto fields() {
    using T = RecordDocument;
    return std::tuple{field("format", &T::format),
                      field("version", &T::version),
                      field("game", &T::game),
                      field("rules", &T::rules),
                      field("seed", &T::seed),
                      field("players", &T::players),
                      field("actions", &T::actions),
                      field("by", &T::by),
                      field("positions", &T::positions),
                      field("dice", &T::dice),
                      field("entered_by", &T::entered_by),
                      field("server_seed", &T::server_seed),
                      field("client_seeds", &T::client_seeds),
                      field("commitment", &T::commitment),
                      field("room", &T::room),
                      field("abandoned_by", &T::abandoned_by),
                      field("scores", &T::scores)};
  }
};

// The parts of `record`'s own, viewing it.
RecordDocument record_document(const GameRecord& record);

}  // namespace cubilete

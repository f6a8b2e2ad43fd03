// The record loader, which reads files people hand to `cubilete replay` and `cubilete verify` and
// the server's store: GameRecord::from_json + replay, and fair::verify_room_record. On any JSON
// they may throw UsageError (the loader's documented error) or report a failure, nothing else.
//
// verify_room_record first checks the commitment (SHA-256 of the server seed) and the game seed
// (HMAC of the client seeds), which random bytes never match; so each input is verified twice,
// as it is and sealed: with the commitment and seed recomputed from what it reveals, which lets
// the fuzzer reach the replay of the actions against the seed's dice.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "catalog/registry.h"
#include "core/error.h"
#include "core/record.h"
#include "fuzz_check.h"
#include "present/record_json.h"
#include "present/view_json.h"
#include "verify/verify_record.h"

namespace {

using namespace cubilete;

void check_record(const nlohmann::json& j) {
  GameRecord record;
  try {
    record = record_from_json(j);
  } catch (const UsageError&) {
    return;
  }
  // What was read is written back and read again as the same record.
  const auto again = record_from_json(record_to_json(record));
  FUZZ_CHECK(again.game == record.game && again.rules == record.rules && again.seed == record.seed &&
             again.players == record.players && again.actions == record.actions);
  try {
    const auto r = replay(record);
    const int p = r.state->current_player();
    FUZZ_CHECK(p == kTerminalPlayer || p == kChancePlayer || (p >= 0 && p < r.game->num_players()));
    (void)r.state->serialize();
    FUZZ_CHECK(!nlohmann::json::parse(view_text(*r.state, kSpectator), nullptr, false).is_discarded());
  } catch (const UsageError&) {
  }
}

void check_verification(const nlohmann::json& j) {
  try {
    const auto v = fair::verify_room_record(j);
    if (v.ok()) FUZZ_CHECK(!v.checked.empty());
  } catch (const UsageError&) {
  }
}

// The input with "commitment" and "seed" made to match its "server_seed" and "client_seeds",
// or false when it does not reveal them in a usable form.
bool seal(nlohmann::json& j) {
  if (!j.is_object() || !j.contains("server_seed") || !j["server_seed"].is_string() || !j.contains("client_seeds") ||
      !j["client_seeds"].is_array())
    return false;
  fair::Bytes server_seed;
  if (!crypto::from_hex(j["server_seed"].get<std::string>(), server_seed)) return false;
  std::vector<std::string> client_seeds;
  for (const auto& s : j["client_seeds"]) {
    if (!s.is_string()) return false;
    client_seeds.push_back(s.get<std::string>());
  }
  j["commitment"] = fair::commitment_of(server_seed);
  j["seed"] = fair::game_seed(server_seed, client_seeds);
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto j = nlohmann::json::parse(std::string_view(reinterpret_cast<const char*>(data), size), nullptr, false);
  if (j.is_discarded()) return 0;
  check_record(j);
  check_verification(j);
  if (seal(j)) check_verification(j);
  return 0;
}

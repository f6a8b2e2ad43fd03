#include "verify/verify_record.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/record.h"
#include "present/record_json.h"
#include "table/table.h"

namespace cubilete::fair {

using namespace crypto;

namespace {
// Where the positions a record gives part from those its replay deals at, in words.
std::optional<std::string> first_difference(const std::vector<DealPosition>& given,
                                            const std::vector<DealPosition>& dealt) {
  for (size_t i = 0; i < std::min(given.size(), dealt.size()); ++i)
    if (!(given[i] == dealt[i]))
      return fmt::format("throw {} is dealt at round {} throw {}, but \"positions\" says round {} throw {}", i + 1,
                         dealt[i].round, dealt[i].throw_index, given[i].round, given[i].throw_index);
  if (given.size() != dealt.size())
    return fmt::format("\"positions\" gives {} positions for the record's {} throws", given.size(), dealt.size());
  return std::nullopt;
}
// A record of entered dice: every entry replayed by the game's rules to the end (or to a claim).
Verification verify_entered(const nlohmann::json& j) {
  Verification v;
  v.fairness_claimed = false;
  try {
    const GameRecord record = record_from_json(j);
    table::TableSetup setup{&find_game(record.game), record.rules, record.players, record.seed, true};
    setup.dice_entered = true;
    table::Table t(setup);
    t.replay_recorded(record.actions, record.by, record.entered_by);
    size_t throws = 0;
    for (const auto& a : t.log()) throws += a.chance();
    v.checked.push_back(fmt::format("{} entries replayed by the rules of {}; {} of them throws entered from real dice",
                                    record.actions.size(), record.game, throws));
    if (t.over()) v.checked.push_back("the game is over");
    else if (!j.contains("abandoned_by"))
      v.failure = fmt::format("the record stops before the end of the game, after {} entries", record.actions.size());
    else v.checked.push_back(fmt::format("the game ended after {} entries: claimed when seat(s) {} had left it",
                                         record.actions.size(), j["abandoned_by"].dump()));
  } catch (const UsageError& e) {
    v.failure = e.what();
  }
  v.checked.push_back("no fairness claim: the dice were typed in by the table's people from real dice");
  return v;
}
}  // namespace

Verification verify_room_record(const nlohmann::json& j) {
  Verification v;
  auto fail = [&](std::string why) {
    v.failure = std::move(why);
    return v;
  };
  if (!j.is_object()) return fail("not a room record (a JSON object is expected)");
  if (j.contains("dice")) return verify_entered(j);
  for (const char* key : {"server_seed", "client_seeds", "commitment"})
    if (!j.contains(key))
      return fail(fmt::format("the record has no \"{}\": only a finished online room's record reveals it", key));
  if (!j["server_seed"].is_string() || !j["commitment"].is_string() || !j["client_seeds"].is_array())
    return fail("\"server_seed\" and \"commitment\" must be hex strings and \"client_seeds\" a list of strings");
  Bytes server_seed;
  const auto seed_hex = j["server_seed"].get<std::string>();
  if (!from_hex(seed_hex, server_seed) || server_seed.size() != kServerSeedBytes)
    return fail(fmt::format("\"server_seed\" must be {} bytes in hex ({} hex digits)", kServerSeedBytes,
                            2 * kServerSeedBytes));
  const auto commitment = j["commitment"].get<std::string>();
  const auto computed = commitment_of(server_seed);
  if (computed != commitment)
    return fail(fmt::format("commitment mismatch: SHA-256 of the revealed server seed is {}, the room committed to {}",
                            computed, commitment));
  v.checked.push_back(fmt::format("commitment {} = SHA-256 of the revealed server seed", commitment));

  std::vector<std::string> client_seeds;
  for (const auto& s : j["client_seeds"]) {
    if (!s.is_string()) return fail("\"client_seeds\" must be a list of strings");
    client_seeds.push_back(s.get<std::string>());
  }
  GameRecord record;
  try {
    record = record_from_json(j);
  } catch (const UsageError& e) {
    return fail(e.what());
  }
  if (client_seeds.size() != record.players.size())
    return fail(fmt::format("{} client seeds for {} seats", client_seeds.size(), record.players.size()));
  const uint64_t seed = game_seed(server_seed, client_seeds);
  if (seed != record.seed)
    return fail(fmt::format("game seed mismatch: HMAC-SHA256(server seed, client seeds) gives {}, the record says {}",
                            seed, record.seed));
  v.checked.push_back(fmt::format("game seed {} = HMAC-SHA256(server seed, \"{}\")", seed, fmt::join(client_seeds, ":")));

  try {
    table::Table t({&find_game(record.game), record.rules, record.players, record.seed, true});  // no bot plays here
    t.replay_recorded(record.actions, record.by);
    size_t chance = 0;
    for (const auto& a : t.log()) chance += a.chance();
    const auto& dealt_at = t.record().positions;
    if (dealt_at.empty()) {
      if (!record.positions.empty())
        return fail("the record gives \"positions\", but its rules deal the dice in sequence (dice=sequential)");
      v.checked.push_back(fmt::format("{} actions replayed; each of the {} chance outcomes is the one the seed deals",
                                      record.actions.size(), chance));
    } else {
      if (const auto wrong = first_difference(record.positions, dealt_at))
        return fail(*wrong);
      v.checked.push_back(fmt::format("{} actions replayed; each of the {} chance outcomes is the one the seed deals "
                                      "at its round and throw (dice=duplicate), as \"positions\" says",
                                      record.actions.size(), chance));
    }
    // Only a finished room reveals its record: one that stops before the end lost actions, unless
    // the game ended there because people left it (PROTOCOL.md v1.1: a claim).
    const auto abandoned = j.find("abandoned_by");
    if (!t.over() && abandoned != j.end()) {
      if (!abandoned->is_array() || abandoned->empty() ||
          !std::all_of(abandoned->begin(), abandoned->end(), [&](const nlohmann::json& s) {
            return s.is_number_unsigned() && s.get<uint64_t>() < record.players.size() &&
                   record.players[s.get<size_t>()] == "human";
          }))
        return fail("\"abandoned_by\" must list the person seats that left the game");
      v.checked.push_back(fmt::format("the game ended after {} actions: claimed when seat(s) {} had left it",
                                      record.actions.size(), abandoned->dump()));
      return v;
    }
    if (!t.over())
      return fail(fmt::format("the record stops before the end of the game: a finished room's record holds every "
                              "action to the end, and this one ends after {} actions with {} still to move",
                              record.actions.size(), t.to_move() >= 0 ? fmt::format("seat {}", t.to_move()) : "chance"));
    v.checked.push_back("the game is over");
  } catch (const UsageError& e) {
    return fail(e.what());
  }
  return v;
}

}  // namespace cubilete::fair

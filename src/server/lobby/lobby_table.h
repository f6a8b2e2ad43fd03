#pragma once
// One open table as the lobby lists it (PROTOCOL.md v1.1, "Lobby and quick play": TABLE), and
// the variant of a game in the words the list uses: the rules that differ from the defaults.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "present/lobby_protocol.h"

namespace cubilete {
class RuleSet;
}

namespace cubilete::server::lobby {

using RulePairs = std::vector<std::pair<std::string, std::string>>;

// A signed-in person's rating in one game as the lobby shows it (store::GameRating).
struct ShownRating {
  double rating = 0;
  bool provisional = true;  // still uncertain (accounts/rating_policy.h): shown with a "?"
};

struct Table {
  std::string room, game;
  RulePairs rules_changed;  // rules_changed(...) below
  int seats_taken = 0, seats = 0;
  bool rated = false;
  std::string creator_name;             // "" (null to clients: the front end names the seat)
  // The creator's account by its name, their profile /@/NAME ("": a guest, or deleted since).
  std::string creator_account;
  // A signed-in creator's rating in this game (a rated game), once read, whether the table is
  // rated or not: who sits there is what a stranger wants to know.
  std::optional<ShownRating> creator_rating;
  std::string language;                  // the creator's ("" when not said)
  int64_t created_ms = 0;
  // Who made it (its address's key, address_limits.h), for the limit on public tables per
  // address; never sent to anyone.
  std::string creator_address;
};

// The table as the lobby socket sends it (no address in it), and as its JSON text.
OpenTable open_table(const Table& table);
std::string table_as_sent(const Table& table);

ChangedRules changed_rules(const RulePairs& rules);

// The options of `rules` whose value differs from the game's default, in the order the game
// declares them, the number
// of players left out (it shows as `seats`): the same options RuleSet::changed_flags names.
RulePairs rules_changed(const RuleSet& rules);

}  // namespace cubilete::server::lobby

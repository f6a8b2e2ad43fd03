#pragma once
// A game record: game id + resolved rules + seed + the whole action log (chance outcomes
// included, as text), so it replays exactly without depending on the random generator.
// Undo, save/load, replay and analysis all come from it.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/enum_names.h"
#include "core/game.h"

namespace cubilete {

// Who decided an action: the person of the seat, the seat's own bot, a bot standing in for a
// person who went away, the turn clock (the same stand-in, when a person's time ran out), chance
// (dice, also when a person throws them by hand), or real dice a person typed in (a score sheet's
// game, "dice": "entered": the throw came from a cup at a real table, not from the dealer).
enum class Decider { Person, Bot, AwayBot, Clock, Chance, Entered };
constexpr EnumNames<6> enum_names(Decider) {
  return {"Decider", {"person", "bot", "away_bot", "clock", "chance", "entered"}};
}
// "person", "bot", "away_bot", "clock", "chance", "entered": the protocol's and the record's words.
const char* decider_name(Decider d);
// The Decider of one of those words; nullopt for anything else.
std::optional<Decider> decider_from(std::string_view word);

struct GameRecord {
  std::string game;
  Assignments rules;  // resolved: every option of the game
  uint64_t seed = 0;
  std::vector<std::string> players;  // "human", "random", "greedy", ...
  std::vector<std::string> actions;  // action_to_string of every action, chance included
  // Who decided each action (decider_name), parallel to `actions`; empty in records from before
  // it was kept (then a person seat's decisions are its person's).
  std::vector<std::string> by;
  // Under dice by position (core/deal.h), where each throw fell, in the order of the throws among
  // `actions`; empty for dice dealt in sequence. A reader that does not know the games' turns (the
  // browser's check of the dice) learns from it which stream dealt each throw.
  std::vector<DealPosition> positions;
  // A score sheet's game: its dice were typed in by the table's people from real dice, so the seed
  // deals none of them and nothing proves them fair (the record's "dice": "entered").
  bool dice_entered = false;
  // Under entered dice, the seat whose phone entered each action (parallel to `actions`; -1 where
  // no phone is named: the terminal's one keyboard). Empty otherwise.
  std::vector<int> entered_by{};  // {}: positional initialisers may stop before it
};

// The initial state of `game` with the action texts applied, each checked for legality.
std::unique_ptr<State> replay_actions(const Game& game, const std::vector<std::string>& actions,
                                      size_t count = SIZE_MAX);
Assignments assignments_of(const RuleSet& rules);

}  // namespace cubilete

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
// person who went away, the turn clock (the same stand-in, when a person's time ran out), or
// chance (dice, also when a person throws them by hand).
enum class Decider { Person, Bot, AwayBot, Clock, Chance };
constexpr EnumNames<5> enum_names(Decider) { return {"Decider", {"person", "bot", "away_bot", "clock", "chance"}}; }
// "person", "bot", "away_bot", "clock", "chance": the protocol's and the record's words.
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
};

// The initial state of `game` with the action texts applied, each checked for legality.
std::unique_ptr<State> replay_actions(const Game& game, const std::vector<std::string>& actions,
                                      size_t count = SIZE_MAX);
Assignments assignments_of(const RuleSet& rules);

}  // namespace cubilete

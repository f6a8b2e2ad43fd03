#pragma once
// What a game is in its own words, as the games layer writes it (one per game, beside the game in
// src/games/<family>/): its identity, seats, one-line summary, rules prose, rule options and how
// to make it. Plain data: the catalog (src/catalog/) adds the bots, solvers, advisors and
// online-table policy that a layer above the games wires to it.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/game.h"
#include "core/lang.h"
#include "core/options.h"

namespace cubilete {

struct GameDescription {
  GameInfo info;
  int default_players = 2;
  // One line, and the rules in plain words, in every language (the browser's copies are generated
  // from these); a text left empty fails the test that every game speaks every language.
  Translated summary{"", "", ""};
  Translated rules_text{"", "", ""};
  // Words a front end shows for this game besides its rules, in every language, by group and
  // key: a category card's boxes ("card": "full" -> Full house, Full-hand, Full). The browser's
  // copy is generated from these (`cubilete protocol --typescript`: words.json).
  struct WordGroup {
    std::string group;
    std::vector<std::pair<std::string, Translated>> by_key;
  };
  std::vector<WordGroup> words;
  std::vector<OptionSpec> options;
  // What the game calls each seat ("White", "Black"), where it names them.
  std::vector<std::string> seat_roles;
  // A few of its actions as a player types them ("keep 3 3 5, score full"), for the terminal's
  // help; empty where a player only throws.
  std::string action_examples;
  // What a player may say besides the legal actions, where the game takes it (Damma's draws and
  // resignation), each with how often the protocol's samples try it: at one decision in `one_in`.
  struct Extra {
    std::string text;
    uint32_t one_in = 1;
  };
  std::vector<Extra> extras;
  // The rule options that start a game from `position` (its text, as the game writes a position),
  // for games that have positions to start from (null elsewhere); throws UsageError on a text
  // that is no position.
  std::function<Assignments(const std::string& position)> position_rules;
  // The game under rule options already resolved against `options`.
  std::function<std::shared_ptr<const Game>(const RuleSet&)> create;
};

// GameDescription::create for a game class constructed as G(info, rules).
template <class G>
std::function<std::shared_ptr<const Game>(const RuleSet&)> game_creator(GameInfo info) {
  return [info](const RuleSet& rules) -> std::shared_ptr<const Game> {
    return std::make_shared<G>(info, rules);
  };
}

}  // namespace cubilete

#pragma once
// Every game cubilete knows, wired to its bots, solvers and advisors (game_entry.h): the one
// place that knows them all (find_game, make_game, make_bot).
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "catalog/game_entry.h"
#include "core/game.h"
#include "core/options.h"
#include "core/record.h"

namespace cubilete {

const std::vector<GameEntry>& game_registry();
// The game a person means by `text`: its id or its name ("Centenário"), in any case, with or
// without accents, spaces for underscores, or the start of exactly one of them ("triplo").
// Throws UsageError naming the candidates when several games fit, else the known game ids.
const GameEntry& find_game(std::string_view text);
std::shared_ptr<const Game> make_game(std::string_view id, const Assignments& rules = {});
std::shared_ptr<const Game> make_game(const GameEntry& entry, const Assignments& rules);
// Every bot name the game accepts ("random" first).
std::vector<std::string> bot_names(const GameEntry& entry);
// `wanted` if the game has that bot, else the game's own first bot, else "random" (the golden
// games' opponent).
std::string preferred_bot(const GameEntry& entry, const std::string& wanted);
// The opponent a person meets unless they choose one (docs/bots.md, "The default opponent"): the
// game's strongest bot, the last it lists (optimal, optimal_turn, alphabeta, ...), else "random".
std::string default_opponent(const GameEntry& entry);
// Throws UsageError if `name` is not a bot of the game (naming the allowed ones, "human" among
// them if allowed), gives settings to a bot that takes none, or gives settings the bot refuses.
void check_bot_name(const GameEntry& entry, const std::string& name, bool human_allowed);
// Throws UsageError as check_bot_name does, or for bad settings.
std::unique_ptr<Bot> make_bot(const GameEntry& entry, const Game& game, const std::string& name);
// The bot with the settings that make it quick (for tests playing many games).
std::string quick_bot(const GameEntry& entry, const std::string& bot);

struct Replay {
  std::shared_ptr<const Game> game;
  std::unique_ptr<State> state;
};

// Creates the game and applies the first `count` actions (all by default). Throws UsageError
// naming the first action that is not legal where it stands. States borrow their Game: keep
// the Replay (or at least its game) alive while the state is used.
Replay replay(const GameRecord& record, size_t count = SIZE_MAX);
// Appends every game family's entries (catalog/all_games.cpp).
void register_all_games(std::vector<GameEntry>& out);

}  // namespace cubilete

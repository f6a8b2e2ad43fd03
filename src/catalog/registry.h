#pragma once
// Every game cubilete knows, wired to its bots, solvers and advisors: the one place that knows
// them all (find_game, make_bot).
#include <nlohmann/json_fwd.hpp>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/batch.h"
#include "core/bot.h"
#include "core/game.h"
#include "core/options.h"
#include "core/record.h"
#include "solve/common/hint_request.h"
#include "solve/common/ranked_action.h"
#include "solve/common/solve_options.h"

namespace cubilete {

struct GameEntry {
  GameInfo info;
  int default_players = 2;
  std::string summary;     // one line
  std::string rules_text;  // the rules in plain words
  std::vector<OptionSpec> options;
  std::function<std::shared_ptr<const Game>(const RuleSet&)> create;
  // Bot names this game offers besides "random" (which every game has), weakest first: the
  // last is the default opponent.
  std::vector<std::string> bots;
  // The bots among them whose maker reads settings after a colon ("alphabeta:depth=6"), each
  // with the settings that make it quick enough for tests playing many games ("" when its
  // default already is). Settings given to any other bot are refused.
  std::map<std::string, std::string> bot_settings;
  // Reads the settings of a bot named with them ("alphabeta:depth=6") as its maker would, without
  // making it: throws UsageError on settings the maker refuses. Every game with bot_settings sets
  // it, so a name check_bot_name accepts always makes a bot.
  std::function<void(const std::string&)> check_bot_settings;
  // Why a bot cannot play this game now (empty: it can), such as a table not solved yet. Null
  // where every bot always can. The online table refuses such a seat when the room is made,
  // rather than stall at the bot's first move.
  std::function<std::string(const Game&, const std::string&)> bot_unavailable;
  std::function<std::unique_ptr<Bot>(const Game&, const std::string&)> make_bot;
  // What the bots do, in plain words, for `cubilete rules` (empty where nothing needs saying).
  std::string bot_notes;
  // What the game calls each seat ("White", "Black"), where it names them.
  std::vector<std::string> seat_roles;
  // The bot a person meets when they choose none (empty: the last of `bots`, the strongest).
  std::string default_bot;
  // A faster way to play whole games with these bots, one per seat (null, or returning null,
  // where there is none): simulate uses it when no decision is random.
  std::function<std::unique_ptr<BatchPlayer>(const Game&, const std::vector<std::string>&)> batch_player;
  // `cubilete score`: the points of a throw written as text (null if the game has no such
  // notion). Throws UsageError on malformed dice.
  std::function<nlohmann::json(const Game&, std::string_view dice, bool served)> score_dice;
  // `cubilete solve`: the game's exact value as JSON (null if the game has none), and which
  // of SolveOptions' extras it offers (the others are refused).
  std::function<nlohmann::json(const Game&, const SolveOptions&)> solve;
  bool solve_distribution = false, solve_policy = false, solve_two_player = false;
  // Advice at a player's decision: every legal action with its expected final score, best
  // first (null, or empty result, where the game has no advisor).
  std::function<std::vector<RankedAction>(const Game&, const State&)> advise;
  // What the advisor's numbers measure, for the end-of-game report: `expected`, and
  // `win_chance` where advise fills it.
  std::string advice_measure = "expected final score, optimal solitaire play";
  std::string win_measure = "chance of winning, both players playing to win (a tie counts half)";
  // The advisor is an engine that would play the game for a person: the online table gives its
  // advice only in games against bots (between people it would be cheating).
  bool advice_against_bots_only = false;
  // At the online table a person throws their own dice (a tap) whenever chance acts for them
  // without their own decision right before it: the games whose turns are mostly throws.
  bool throws_by_hand = false;
  // `cubilete hint`: advice for a described position (null if the game has none), and the
  // command-line options it reads ("dice", "card", ...). Every game with `advise` has one, so
  // the command line offers the advice play offers (a registry test holds this).
  std::function<nlohmann::json(const Game&, const HintRequest&)> hint;
  std::vector<std::string> hint_options;
};

// GameEntry::create for a game class constructed as G(info, rules).
template <class G>
std::function<std::shared_ptr<const Game>(const RuleSet&)> game_creator(GameInfo info) {
  return [info](const RuleSet& rules) -> std::shared_ptr<const Game> { return std::make_shared<G>(info, rules); };
}

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

#pragma once
// A game as the catalog wires it, in five parts: its description (written by the games layer),
// its bots, its analysis (solve, advise, hint, score), its policy at the online table and its
// observation for learning. The
// functions it holds are for the layers from the catalog up (table, present, server, command
// line): no layer below the catalog needs one.
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/batch.h"
#include "core/bot.h"
#include "core/dice_entry.h"
#include "core/lang.h"
#include "core/game.h"
#include "core/game_description.h"
#include "core/options.h"
#include "solve/common/ranked_action.h"
#include "solve/common/solve_options.h"

namespace cubilete {

class HintValues;
struct HintResult;
namespace solve {
class AnalysisModel;  // solve/common/analysis_model.h
}
struct ScoreResult;
struct SolveResult;

// A bot's fixed rating in a rated game: measured once, never moved by its games (accounts/).
struct FixedBotRating {
  std::string bot;
  double rating = 0;       // random anchored at 1000
  double uncertainty = 0;  // the fit's standard error
};

// The leaves of the tree of legal actions to a depth (`cubilete perft`), and with `divide` the
// count below each first action, in the order the game generates them.
struct PerftResult {
  int64_t nodes = 0;
  std::vector<std::pair<std::string, int64_t>> divide;
  std::string position;  // the root, as the game writes a position
};

// A rule set a rated game may be played with: the options it sets (the players aside); every other
// option keeps its default.
struct RatedPreset {
  std::string name;  // "default", or the preset's own name
  Assignments options;
};

struct GameBots {
  // Bot names this game offers besides "random" (which every game has), weakest first: the
  // last is the default opponent unless `default_bot` says otherwise.
  std::vector<std::string> names;
  // The bots among them whose maker reads settings after a colon ("alphabeta:depth=6"), each
  // with the settings that make it quick enough for tests playing many games ("" when its
  // default already is). Settings given to any other bot are refused.
  std::map<std::string, std::string> settings;
  // The analysis measure each bot plays perfectly, by its key ("optimal": "expected_score"; any
  // settings after a colon aside). An analysis by another measure does not call its choices
  // errors: they are what it aims at (docs/analysis.md). Bots not named aim at no measure exactly.
  std::map<std::string, std::string> aims;
  // Reads the settings of a bot named with them ("alphabeta:depth=6") as its maker would, without
  // making it: throws UsageError on settings the maker refuses. Every game with `settings` sets
  // it, so a name check_bot_name accepts always makes a bot.
  std::function<void(const std::string&)> check_settings;
  // Why a bot cannot play this game now (empty: it can), such as a table not solved yet. Null
  // where every bot always can. The online table refuses such a seat when the room is made,
  // rather than stall at the bot's first move.
  std::function<std::string(const Game&, const std::string&)> unavailable;
  // Makes any of `names` (with its settings); "random" is made by the catalog.
  std::function<std::unique_ptr<Bot>(const Game&, const std::string&)> make;
  // What the bots do, in plain words, for `cubilete rules` (empty where nothing needs saying).
  std::string notes;
  // The bot a person meets when they choose none (empty: the last of `names`, the strongest).
  std::string default_bot;
  // A faster way to play whole games with these bots, one per seat (null, or returning null,
  // where there is none): simulate uses it when no decision is random.
  std::function<std::unique_ptr<BatchPlayer>(const Game&, const std::vector<std::string>&)>
      batch_player;
  // The game is rated (games between accounts move their ratings, accounts/rating_policy.h) where
  // its bots' ratings are measured: the bots a rated room may seat, "random" first, weakest first,
  // each with its rating as measured by `flock /tmp/cubilete-cpu.lock python3 bench/bot_ratings.py`: the
  // maximum-likelihood Elo fit of many games of every pairing in each seat order, random anchored
  // at 1000. Where the weaker bot never won, the rule of three makes the gap a lower bound, and a
  // larger uncertainty says so.
  std::vector<FixedBotRating> ratings;
};

// Puzzles drawn from a game's decisions (docs/puzzles.md): what the catalog knows of a decision
// beyond its choices' values. Set where the game's decisions may be puzzles: `hint` is null
// elsewhere.
struct GamePuzzles {
  // The `cubilete hint` options that describe the decision at `before` to its mover: the facts of
  // the puzzle's position, by the chance of winning against one opponent where `two_players`,
  // else by the expected value. `cubilete puzzles show` prints them and the tests ask `hint` with
  // them, so a puzzle's answer is the one the advisor gives.
  std::function<Assignments(const State& before, bool two_players)> hint;
  // The puzzle's POSITION (PROTOCOL.md v1.2, Puzzles) where the game has a shorter one than the
  // seat's view (the category games: card, dice, throws left); null: the view itself.
  std::function<void(const State& before, bool two_players, ValueSink& out)> position;
  // What the decision between two of its choices is about (its themes, never which is better),
  // and every key it may give, in the order docs/puzzles.md defines them.
  std::function<std::vector<std::string>(const State& before, Action a, Action b)> themes;
  std::vector<std::string> theme_keys;
};

struct GameAnalysis {
  // `cubilete score`: the points of a throw written as text (null if the game has no such
  // notion). Throws UsageError on malformed dice.
  std::function<ScoreResult(const Game&, std::string_view dice, bool served)> score_dice;
  // `cubilete solve`: the game's exact value (null if the game has none), and which of
  // SolveOptions' extras it offers (the command refuses the others).
  std::function<SolveResult(const Game&, const SolveOptions&)> solve;
  bool solve_distribution = false, solve_policy = false, solve_two_player = false;
  // Whether these rules have a two-player table to solve (`solve --players 2` writes it into the
  // cache; the analysis and win_optimal read it): null or false where `solve` has none to write.
  std::function<bool(const Game&)> has_two_player_table;
  // Advice at a player's decision: every legal action with its value, best first (null, or
  // empty result, where the game has no advisor).
  std::function<std::vector<RankedAction>(const Game&, const State&)> advise;
  // `advise` answers at once (it looks values up or works them out in microseconds; the others
  // solve or search first), so the protocol samples ask it at every decision of random games.
  bool quick_advisor = false;
  // The kinds of decision (move kinds, games/<family>/<game>_view.h) the advisor ranks, where it
  // ranks only some (Triplo Seis: what to keep under the cup); empty: every decision. The online
  // table tells the browser (GET /api/games, "table"), which offers hints only there.
  std::vector<std::string> advice_kinds;
  // What the advisor's values measure (`expected`), and its chances of winning where it gives
  // them (`win_chance`, two-player games with a solved table), in every language: the terminal
  // names them in its player's; the JSON of the commands, the server and Python in English.
  Translated advice_measure{"", "", ""}, win_measure{"", "", ""};
  // `cubilete hint`: the options that describe a decision (declared with their types, ranges and
  // descriptions; the command line offers and checks them) and the advice for the decision
  // they describe (null if the game has none). Every game with `advise` has one, so the command
  // line offers the advice play offers (a test holds this).
  std::vector<OptionSpec> hint_options;
  std::function<HintResult(const Game&, const HintValues&)> hint;
  // What `hint --help` says of this game's options and ranking, one paragraph a line (games with
  // the same text share it there; an example command is a line that starts with spaces).
  std::string hint_help;
  // The move generator's count from the game's start (null where the game has none): checked
  // against an independent generator (tests/tools/damma_move_count.py).
  std::function<PerftResult(const Game&, int depth, bool divide)> perft;
  // The analysis of a played game (docs/analysis.md): the model of the measure that
  // judges a game of these rules (null where the game has no decision to judge). A two-player
  // table is read only when it is already in the cache, never solved, so the command line and
  // the online table judge a record alike.
  std::function<std::unique_ptr<solve::AnalysisModel>(const Game&)> analysis;
  // The decisions that may be puzzles (docs/puzzles.md).
  GamePuzzles puzzles;
};

// How the online table treats the game.
// A game's daily challenge: one game a day for everyone, on the same dice (its rules deal by
// position, RULES.md §5), with the game the bot `optimum` plays on those dice shown beside each
// person's.
struct DailyChallenge {
  Assignments rules;
  std::string optimum;
};

// A score sheet for real dice (docs/sheet.md; its record says `"dice": "entered"`): how a throw a
// person typed in becomes the game's chance outcome, and how a turn told only by its final dice does.
struct RealDice {
  // `faces`: what the cup showed at the chance node `s` is at (a category game also takes the
  // whole cup after a keep, the kept dice among them).
  std::function<DiceEntry(const State& s, const std::vector<int>& faces)> throw_entry;
  // A turn given by its final dice alone (`served`: they came on its first throw); null where
  // a turn cannot be told so, `no_final` saying why.
  std::function<DiceEntry(const State& s, const std::vector<int>& faces, bool served)> final_entry;
  std::string no_final;
};

struct TablePolicy {
  // The advisor is an engine that would play the game for a person: the online table gives its
  // advice only in games against bots (between people it would be cheating).
  bool advice_against_bots_only = false;
  // A person throws their own dice (a tap) whenever chance acts for them without their own
  // decision right before it: the games whose turns are mostly throws.
  bool throws_by_hand = false;
  // A rating compares people who played the same game, so a rated game (GameBots::ratings) is
  // played by its rated presets only (empty: the game's defaults alone).
  std::vector<RatedPreset> rated_presets;
  // The daily challenge, where the game has one.
  std::optional<DailyChallenge> daily;
  // The score sheet for real dice, where the game keeps one.
  std::optional<RealDice> real_dice;
};

// What a seat is told, as numbers for learning (python/, docs/python.md "Actions and
// observations"): read from the view the seat receives, so it holds what the table would tell that
// seat and nothing else. Seats are counted from the observer (index 0: the observer, then the next
// seats in turn order; catalog/observation_values.h).
struct GameObservation {
  // How many values: it depends only on the game's rules (its players, Damma's board).
  std::function<int(const Game&)> size;
  // Writes seat `observer`'s values into `out`, which holds size() zeros.
  std::function<void(const State&, int observer, float* out)> write;
};

struct GameEntry {
  GameDescription description;
  GameBots bots;
  GameAnalysis analysis;
  TablePolicy table;
  GameObservation observation;
};

}  // namespace cubilete

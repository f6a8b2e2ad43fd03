#pragma once
// The game interface every game implements and every tool uses: the CLI, bots, tests, solvers'
// cross-checks and the server. Semantics follow OpenSpiel: a parameterised immutable Game
// creates States; a State is at a player's decision, at a chance node with exact outcome
// probabilities, or terminal. Hot paths avoid allocation: callers pass the action buffers.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/chips.h"
#include "core/deal.h"
#include "core/lang.h"
#include "core/options.h"
#include "core/rng.h"

namespace cubilete {

class ValueSink;    // core/value_sink.h
struct TypeSchema;  // core/type_schema.h

// A game-specific action code (Damma numbers the legal moves of each state instead, since a
// capture sequence with all its landing squares does not fit in 64 bits).
using Action = int64_t;

constexpr int kChancePlayer = -1;
constexpr int kTerminalPlayer = -2;
constexpr int kSpectator = -1;  // viewer that sees only public information
constexpr int kReferee = -3;    // viewer that sees everything (bot-only matches, replays)

struct ChanceOutcome {
  Action action;
  double probability;
};

// Result of reading a player's text: an action, or the reason it is not one.
struct ParsedAction {
  bool ok = false;
  Action action = 0;
  std::string error;
  static ParsedAction of(Action a) { return {true, a, {}}; }
  static ParsedAction fail(std::string why) { return {false, 0, std::move(why)}; }
};

struct GameInfo {
  std::string id;
  std::string name;
  int min_players = 1, max_players = 1;
  bool has_chance = true;
  bool perfect_information = true;
};

class State;

// Win shares (State::returns) of a finished game: every seat with the highest score shares the
// win equally.
std::vector<double> shares_of_highest(const std::vector<double>& scores);
// Win shares of a game one seat won outright (winner < 0: nobody yet, all zero).
std::vector<double> sole_winner(int players, int winner);

class Game {
 public:
  Game(GameInfo info, RuleSet rules) : info_(std::move(info)), rules_(std::move(rules)) {}
  virtual ~Game() = default;

  const GameInfo& info() const { return info_; }
  const RuleSet& rules() const { return rules_; }
  virtual int num_players() const = 0;
  virtual std::unique_ptr<State> initial_state() const = 0;
  // Bounds of a player's score (points) at the end of any game, for invariant tests.
  virtual double min_score() const = 0;
  virtual double max_score() const = 0;
  // An upper bound on the number of actions (chance included) of one game, or 0 if the game
  // can go on forever with probability zero-but-not-none (then tests bound it statistically).
  virtual int max_game_length() const = 0;

  // The types of this game's views and of its moves (a union told apart by "kind"), declared
  // once with core/describe.h: the browser's generated types and guards are written from them.
  virtual const TypeSchema& view_schema() const = 0;
  virtual const TypeSchema& move_schema() const = 0;
  // The type of where a player stands at a decision (State::write_situation), for the decisions
  // an advisor weighs (hints, the end-of-game report); null where the game declares none.
  virtual const TypeSchema* situation_schema() const { return nullptr; }

 private:
  GameInfo info_;
  RuleSet rules_;
};

class State {
 public:
  explicit State(const Game& game) : game_(&game) {}
  virtual ~State() = default;
  const Game& game() const { return *game_; }

  virtual std::unique_ptr<State> clone() const = 0;

  // The player to decide (0-based), kChancePlayer or kTerminalPlayer.
  virtual int current_player() const = 0;
  // The seat whose turn it is, also while chance acts for it (a throw of that player's dice);
  // kChancePlayer when chance acts for nobody in particular.
  virtual int acting_player() const { return current_player(); }
  bool is_chance() const { return current_player() == kChancePlayer; }
  bool is_terminal() const { return current_player() == kTerminalPlayer; }

  // Legal actions of the player to move (cleared and filled; empty at chance and terminal).
  virtual void legal_actions(std::vector<Action>& out) const = 0;
  std::vector<Action> legal_actions() const;
  // Chance outcomes with exact probabilities summing to 1 (empty unless at a chance node).
  virtual void chance_outcomes(std::vector<ChanceOutcome>& out) const = 0;
  // Draws a chance outcome with the probabilities of chance_outcomes(); games override it with
  // a faster equivalent (throwing the dice directly).
  virtual Action sample_chance(Rng& rng) const;
  // At a chance node of a game dealt by position (core/deal.h), where the throw falls; nullopt
  // where chance is dealt in sequence (every game under its default rules).
  virtual std::optional<DealPosition> deal_position() const { return std::nullopt; }
  bool is_legal(Action a) const;

  // Applies a legal action or chance outcome. Precondition: legality (use parse_action or
  // is_legal on untrusted input); the state is never left half-changed by a legal action.
  virtual void apply(Action a) = 0;

  // A readable, unambiguous name ("keep 3-3-5", "score full", "roll 2-6"); parse_action accepts
  // it back for every legal action and chance outcome.
  virtual std::string action_to_string(Action a) const = 0;
  // The action as `viewer` may learn of it ("P2 rethrows 2 dice" for a secret rethrow); the
  // full name where nothing is hidden.
  virtual std::string action_name_for(Action a, int viewer) const {
    (void)viewer;
    return action_to_string(a);
  }
  // What action `a` does, told in `lang` as `viewer` may know it, with `who` the one who acts
  // ("P1 (you) kept 3 3", "P1 (você) guardou 3 3"): the running account a terminal prints. By
  // default "WHO: " and the action's name. Like action_name_for, asked before `a` is applied.
  virtual std::string tell(Action a, int viewer, const std::string& who, Lang lang) const {
    (void)lang;
    return who + ": " + action_name_for(a, viewer);
  }
  // Reads a player's text; the default accepts exactly the names of the legal actions
  // (case-insensitive). Games accept more natural forms. Never throws.
  virtual ParsedAction parse_action(std::string_view text) const;

  // Points of each player so far (final at terminal).
  virtual std::vector<double> scores() const = 0;
  // At terminal: each player's share of the win (1 for a sole winner, 1/k for k tied winners,
  // 0 for losers); sums to 1.
  virtual std::vector<double> returns() const = 0;

  // What `viewer` may see (kSpectator: public information only; kReferee: everything), as the
  // game's view type (Game::view_schema) declares it. present/view_json.h writes it as the JSON
  // every state message carries.
  virtual void write_view(int viewer, ValueSink& out) const = 0;
  // The structured content of action or chance outcome `a` of this state (PROTOCOL.md v1.1
  // `moves`: its kind and what it did, dice as numbers, squares, points) as `viewer` may know it
  // (others learn how many dice went under the cup, not which): one of Game::move_schema's
  // kinds. Like action_name_for, asked before `a` is applied.
  virtual void write_move(Action a, int viewer, ValueSink& out) const = 0;
  // The state drawn for a terminal, as seen by `viewer`, in `lang`.
  virtual std::string render(int viewer, Lang lang) const = 0;
  // What the last applied action did, in words, where the action's name alone does not say it
  // ("P2 crosses 1 2 3"); empty otherwise. Shown by `play` after each action.
  virtual std::string last_event() const { return {}; }
  // The same in `lang`, for a terminal (`play` after each action). A game whose events are
  // English sentences says them in English.
  virtual std::string told_event(Lang) const { return last_event(); }
  // Where the player to move stands, in a few words, for reports on decisions ("round 3, dice
  // 2-2-5, 1 throw left"); empty where the game has nothing to add.
  virtual std::string situation() const { return {}; }
  // The same in `lang`, as the browser words it, for the terminal's end-of-game report; the
  // English of situation() where the game has no words of its own for it.
  virtual std::string told_situation(Lang) const { return situation(); }
  // The same as the game's situation type (Game::situation_schema: {"round": 3, "dice": [2, 2,
  // 5], "throws_left": 1}), so a front end words it in its own language; null where situation()
  // is empty. Public information only.
  virtual void write_situation(ValueSink& out) const;
  // Canonical full description (for equality checks such as replay round trips).
  virtual std::string serialize() const = 0;
  // The chip balances, for games that settle in chips (nullptr otherwise). The generic
  // invariant test checks that their sum never changes.
  virtual const ChipLedger* chips() const { return nullptr; }
  // A copy in which everything `player` may not know is hidden or resampled; bots receive this,
  // so they cannot read secrets. Perfect-information games return a plain clone.
  virtual std::unique_ptr<State> view_for(int player) const { (void)player; return clone(); }

 private:
  const Game* game_;
};

}  // namespace cubilete

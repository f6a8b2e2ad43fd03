#pragma once
// A game at a table: the seats (people and bots), the chance dealer and its seed, the record,
// what each seat may know of every action, undo, the advisor and the end-of-game decision report.
// The terminal (`play`) and the server (`serve`) are front ends of a Table; neither knows any
// game's rules, and a Table knows nothing of keyboards or sockets.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catalog/registry.h"
#include "core/match.h"
#include "core/record.h"

namespace cubilete::table {

struct TableSetup {
  const GameEntry* entry = nullptr;
  Assignments rules;                 // as given; the game resolves the rest
  std::vector<std::string> players;  // per seat: "human" or a bot name (with its settings)
  uint64_t seed = 0;                 // the chance dealer's seed
  // Bots are made by the first bot_move work that needs them (on whatever thread runs it), not
  // here: a bot may solve a table first, which must not happen on the server's I/O threads. The
  // bots' names are still checked here, their settings when they are made.
  bool bots_when_needed = false;
  // A score sheet for real dice (docs/sheet.md): the table's people type in every throw (enter),
  // the seed deals none, and the record says so.
  bool dice_entered = false;
};

// One applied action, as the table remembers it.
struct LoggedAction {
  std::string text;  // action_to_string: what the record holds
  // The seat that decided; for chance, the seat it acts for (kChancePlayer: nobody in particular).
  int actor = kChancePlayer;
  Decider by = Decider::Bot;
  // Under entered dice, the seat whose phone entered it (-1: not said).
  int entered_by = -1;
  // A throw: dealt, or real dice entered.
  bool chance() const { return by == Decider::Chance || by == Decider::Entered; }
  // A person's own decision (not a bot's, not a stand-in's, not chance).
  bool by_person() const { return by == Decider::Person; }
  // With hidden information, how each viewer may know it: [0] spectators, [1 + s] seat s.
  // Empty when every viewer knows it as `text`.
  std::vector<std::string> names;
  // Its structured content as JSON (present/view_json.h: {"kind":"keep","dice":[5,5]}), as the
  // referee knows it, and as each viewer may know it where that differs (indexed as `names`;
  // empty when every viewer knows it as `move`).
  std::string move;
  std::vector<std::string> moves;
  // The game's words for what it did (State::last_event; told_event in the language a Speech
  // asks for), often empty.
  std::string event;
  // What it did, told in the table's language to its viewer (State::tell), where the table
  // speaks (Table::speak); empty elsewhere.
  std::string told;

  const std::string& name_for(int viewer) const;
  const std::string& move_for(int viewer) const;
};

// A decision that lost against the game's advisor.
struct ReportItem {
  std::string where;  // State::situation() before it, or "decision"
  std::string chosen, best;
  double chosen_value = 0, best_value = 0, loss = 0;
  // The same structured, as JSON text (present/view_json.h): the game's situation before it
  // (null where the game names none) and the two moves as the seat knew them.
  std::string situation, chosen_move, best_move;
};

struct SeatReport {
  int seat = 0;
  int decisions = 0;
  double lost = 0;
  std::string measure;  // what the values measure
  // The values are chances of winning (every ranking of the seat's decisions had them: a
  // two-player game with a solved table), not the advisor's points.
  bool in_chances = false;
  std::vector<ReportItem> items;
};

class Table {
 public:
  // Throws UsageError on unknown rules, bots or a seat count the game does not allow.
  explicit Table(const TableSetup& setup);
  Table(const Table&) = delete;
  Table& operator=(const Table&) = delete;

  const GameEntry& entry() const { return *entry_; }
  const Game& game() const { return *game_; }
  const State& state() const { return *state_; }
  const GameRecord& record() const { return record_; }
  const std::vector<LoggedAction>& log() const { return log_; }
  uint64_t version() const { return log_.size(); }
  uint64_t seed() const { return record_.seed; }
  int seats() const { return int(record_.players.size()); }
  bool is_bot(int seat) const { return record_.players[size_t(seat)] != "human"; }
  int people() const { return people_; }
  bool over() const { return state_->is_terminal(); }
  bool dice_entered() const { return record_.dice_entered; }
  // kChancePlayer, kTerminalPlayer or the seat to decide.
  int to_move() const { return state_->current_player(); }

  // From now on each action applied is also told (LoggedAction::told): in `lang`, as `viewer`
  // may know it, each seat named by `who` (kChancePlayer for chance itself).
  struct Speech {
    Lang lang = Lang::En;
    int viewer = kSpectator;
    std::function<std::string(int seat)> who;
  };
  void speak(Speech speech) { speech_ = std::move(speech); }

  // Applies the outcome the seed deals at this chance node (not under entered dice).
  const LoggedAction& apply_chance();
  // Under entered dice, applies the throw a person typed in (a DiceEntry of the game's RealDice:
  // an outcome of this chance node, or a turn's final dice), entered from seat `entered_by`'s phone.
  const LoggedAction& enter(Action throw_entered, int entered_by = -1);
  // Applies an action of the seat to move: one parse() accepted or a bot chose (Damma's
  // resignation and draw offers are accepted by parse_action without being legal_actions).
  // `by` may not be Chance or Entered; `entered_by`, under entered dice, the phone's seat.
  const LoggedAction& apply(Action action, Decider by, int entered_by = -1);
  const LoggedAction& apply(Action action, bool by_person) {
    return apply(action, by_person ? Decider::Person : Decider::Bot);
  }
  // Reads the text of the seat to move (the game's parse_action).
  ParsedAction parse(std::string_view text) const { return state_->parse_action(text); }
  // Applies chance until a seat must decide or the game is over; `each` sees every entry.
  // `stop_for_hands`: also stop where a person throws their own dice (hand_thrower()). Under
  // entered dice it deals nothing: the people enter every throw.
  void deal_chance(const std::function<void(const LoggedAction&)>& each = {},
                   bool stop_for_hands = false);
  // Games that give people their own throws (GameEntry::throws_by_hand): the person seat chance
  // is about to throw for, when the throw does not follow that seat's own decision (a keep, a
  // refusal); they throw with a tap instead of the dealer at once. -1 otherwise.
  int hand_thrower() const;
  // The seat to act now: the seat to decide, or the person who throws by hand; else to_move().
  int seat_to_act() const;
  // The state after the first `version` recorded actions (a replay of the record, from scratch).
  std::unique_ptr<State> state_at(uint64_t version) const;

  // The action a seat's bot picks now (synchronously).
  Action bot_choice(int seat) { return bot_move(seat, false)(); }
  // The same as work that may run on another thread: it owns a copy of what the seat may know
  // and uses the seat's bot and random stream, so the caller must not touch this table's bots or
  // apply anything for that seat until it has run, and must keep the table alive until then.
  // `stand_in`: the game's default bot plays a person's turn (away, or out of time), or a bot
  // seat's turn when its own bot cannot play (see fallback_move).
  std::function<Action()> bot_move(int seat, bool stand_in);
  // The bot bot_move(seat, stand_in) plays with (its name and settings), and whether it is made
  // already (its first move makes it, which may take long: a table solved first).
  std::string bot_name(int seat, bool stand_in) const;
  bool bot_made(int seat, bool stand_in) const {
    return (!stand_in && is_bot(seat) ? bots_ : stand_ins_)[size_t(seat)] != nullptr;
  }

  // The advisor's ranking for the seat to move, best first (empty where the game has none).
  bool has_advisor() const { return bool(entry_->analysis.advise); }
  std::vector<RankedAction> advise() const { return advice_work()(); }
  // The same as work that may run on another thread (it owns a copy of the seat's view).
  std::function<std::vector<RankedAction>()> advice_work() const;
  // Every person's decisions that lost against the advisor (games with an advisor), judged by the
  // ranking a hint gives, so a hint's best choice is never a loss here.
  std::vector<SeatReport> report() const;

  // Takes back `seat`'s last own decision and everything after it by replaying the record to
  // just before it (never hand-written inverses). False when the seat has made none.
  bool undo_last_decision_of(int seat);
  // Takes back the last action whatever it was (a score sheet's undo of its last entry), by the
  // same replay. False when nothing was played.
  bool undo_last_action();

  // Re-applies recorded actions (as from a store or a saved game), checking that each is legal
  // and that each chance outcome is the one this table's seed deals there. Throws UsageError
  // naming the first action that fails. `by` (parallel to `actions`, as a record's `by` list, or
  // empty; an entry may be "": not said) says who decided each; where nobody said, decisions of
  // human seats count as the people's. Under entered dice, each throw is taken as recorded (any
  // outcome the game allows there) and `entered_by` (parallel, or empty) names the phones.
  void replay_recorded(const std::vector<std::string>& actions, const std::vector<std::string>& by = {},
                       const std::vector<int>& entered_by = {});

 private:
  const LoggedAction& log_applied(Action action, Decider by, int entered_by = -1);
  // Replays the record's first `count` actions from the start, keeping who decided and entered each.
  void rewind(size_t count);
  std::unique_ptr<State> seat_view(int seat) const;

  struct Decision {
    size_t index;  // position in the log
    int seat;
    std::unique_ptr<State> before;
    Action action;
  };

  const GameEntry* entry_;
  std::shared_ptr<const Game> game_;
  std::unique_ptr<State> state_;
  ChanceDealer dealer_;
  GameRecord record_;
  std::vector<LoggedAction> log_;
  std::vector<Decision> decisions_;  // people's decisions, kept for the report
  std::vector<std::unique_ptr<Bot>> bots_;       // null for people (and until made, see TableSetup)
  std::vector<std::unique_ptr<Bot>> stand_ins_;  // made on first need
  std::vector<Rng> bot_rngs_;
  uint64_t chance_count_ = 0;
  int people_ = 0;
  std::optional<Speech> speech_;
};

// The game for these rules, shared by every table playing it (a game holds its scoring tables,
// tens of kilobytes; a server holds thousands of tables). Kept while some table uses it.
std::shared_ptr<const Game> shared_game(const GameEntry& entry, const Assignments& rules);

// The seed derived for bot seat `seat` from the game's seed (so bots are replayable too).
uint64_t bot_seed(uint64_t seed, int seat);

}  // namespace cubilete::table

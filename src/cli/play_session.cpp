#include "cli/play_session.h"

#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/outcome.h"
#include "core/error.h"
#include "core/text.h"
#include "present/ranking_text.h"
#include "present/record_json.h"
#include "table/table.h"

namespace cubilete::cli {

namespace {

// Within 80 columns, like everything play prints; the game's own examples of an action come first
// (help_text).
const char* kCommandsHelp =
    "  actions      list every legal action\n"
    "  hint         every choice ranked by the game's advisor (where it has one)\n"
    "  undo         take back your last decision (only when every opponent is a\n"
    "               bot)\n"
    "  save FILE    save the game record (continue it with\n"
    "               `cubilete play --load FILE`, replay it with\n"
    "               `cubilete replay FILE`)\n"
    "  rules        the rules of this game and the options in force\n"
    "  help         this text\n"
    "  quit         leave the game (it asks first)\n";

// The commands, the game's own examples of an action first.
std::string help_text(const GameDescription& game) {
  std::string action = "as listed by `actions`";
  if (!game.action_examples.empty()) action += "; e.g. " + game.action_examples;
  return "Commands:\n" + wrap_text(action, 80, std::string(15, ' '), "  an action    ") + kCommandsHelp;
}

// Clears the screen and the terminal's scrollback (3J), so a hot-seat player cannot scroll back
// to the previous player's dice.
const char* const kClearScreen = "\033[H\033[2J\033[3J";

// The rest of the line after the command word, without surrounding spaces or quotes: a file
// name may have spaces ("save my game.json").
std::string argument_of(const std::string& line) {
  std::string rest = line;
  const auto start = rest.find_first_not_of(' ');
  const auto space = rest.find(' ', start == std::string::npos ? 0 : start);
  rest = space == std::string::npos ? "" : rest.substr(space);
  const auto a = rest.find_first_not_of(" \t"), b = rest.find_last_not_of(" \t\r");
  rest = a == std::string::npos ? "" : rest.substr(a, b - a + 1);
  if (rest.size() >= 2 && (rest.front() == '"' || rest.front() == '\'') && rest.back() == rest.front())
    rest = rest.substr(1, rest.size() - 2);
  return rest;
}

class Session {
 public:
  Session(const PlaySetup& setup, std::ostream& out)
      : setup_(setup), out_(out), table_({setup.entry, setup.rules, setup.players, setup.seed}) {
    const int humans = table_.people();
    labels_ = setup.players;
    if (humans == 1)
      for (auto& l : labels_)
        if (l == "human") l = "you";
    // Who the running commentary is written for: with secrets, only what that viewer may know.
    if (!table_.game().info().perfect_information) {
      hot_seat_ = humans > 1;
      viewer_ = humans == 0 ? kReferee : kSpectator;
      for (int i = 0; i < table_.seats() && humans == 1; ++i)
        if (!table_.is_bot(i)) viewer_ = i;
    }
  }

  void run(std::istream& in) {
    const Game& game = table_.game();
    out_ << fmt::format("{}: {}, seed {}\n", game.info().name, fmt::join(seat_names(), " vs "), setup_.seed);
    if (auto changed = changed_rules(); !changed.empty()) out_ << fmt::format("Rules: {}\n", changed);
    if (const auto& roles_of = setup_.entry->description.seat_roles; !roles_of.empty()) {
      std::vector<std::string> roles;
      for (int s = 0; s < table_.seats(); ++s) roles.push_back(fmt::format("{}: {}", roles_of[size_t(s)], seat_name(s, labels_)));
      out_ << fmt::format("{}\n", fmt::join(roles, ", "));
    }
    if (!setup_.actions.empty()) {
      table_.replay_recorded(setup_.actions, setup_.by);
      out_ << fmt::format("Loaded a saved game: {} actions replayed.\n", setup_.actions.size());
    }
    if (table_.people() > 0) out_ << "Type help for the commands.\n";
    while (!table_.over()) {
      const int p = table_.to_move();
      if (p == kChancePlayer) {
        // In the games whose turns are mostly throws a person throws their own dice (Enter), as
        // at the online table: the game waits for them instead of flashing past.
        if (const int hand = table_.hand_thrower(); hand >= 0) {
          if (!human_turn(hand, in, true)) return;
        } else {
          show(table_.apply_chance());
        }
      } else if (table_.is_bot(p)) {
        show(table_.apply(table_.bot_choice(p), false));
      } else if (!human_turn(p, in)) {
        return;
      }
    }
    out_ << "\n" << table_.state().render(kSpectator) << "\n" << outcome_text(table_.state(), labels_);
    report();
    after_the_end(in);
  }

 private:
  // The options that differ from the game's defaults, "key=value ...".
  std::string changed_rules() const {
    std::vector<std::string> changed;
    for (const auto& o : setup_.entry->description.options)
      if (o.key != "players" && table_.game().rules().values().at(o.key) != table_.game().rules().default_of(o.key))
        changed.push_back(o.key + "=" + table_.game().rules().values().at(o.key));
    return fmt::format("{}", fmt::join(changed, " "));
  }

  // A finished game can still be saved before the program ends.
  void after_the_end(std::istream& in) {
    if (table_.people() == 0) return;
    for (;;) {
      out_ << "\nThe game is over: `save FILE` keeps its record, Enter leaves.\n> " << std::flush;
      std::string line;
      if (!std::getline(in, line)) {
        out_ << "\n";
        return;
      }
      std::istringstream words(line);
      std::string cmd;
      words >> cmd;
      if (cmd.empty() || cmd == "quit" || cmd == "exit") return;
      if (cmd == "save") save(argument_of(line));
      else out_ << "Only `save FILE` is possible now; Enter leaves.\n";
    }
  }

  // Leaving asks first, and says how to keep the game.
  bool confirm_quit(std::istream& in) {
    out_ << "Leave the game? It is lost unless you `save FILE` first. Leave (y/N)? " << std::flush;
    std::string answer;
    if (!std::getline(in, answer)) return true;
    const auto a = answer.find_first_not_of(' ');
    return a != std::string::npos && (answer[a] == 'y' || answer[a] == 'Y');
  }

  void show_rules() {
    out_ << wrap_paragraphs(setup_.entry->description.rules_text, 80);
    const auto changed = changed_rules();
    out_ << wrap_text((changed.empty() ? "Every option at its default" : "Options in force: " + changed) +
                          " (`cubilete rules " + setup_.entry->description.info.id + "` lists them all).",
                      80, "  ");
  }

  std::vector<std::string> seat_names() const {
    std::vector<std::string> v;
    for (int i = 0; i < table_.seats(); ++i) v.push_back(seat_name(i, labels_));
    return v;
  }

  // The running commentary: who did what, as the screen's viewer may know it.
  void show(const table::LoggedAction& done) {
    const std::string who = done.actor >= 0 ? seat_name(done.actor, labels_) : "chance";
    out_ << who << ": " << done.name_for(viewer_) << "\n";
    // Within 80 columns (a Triplo Seis showdown says a lot).
    if (!done.event.empty()) out_ << wrap_text(done.event, 80, "    ", "    ");
  }

  // One human decision, or their own throw (by_hand); false when the player leaves.
  bool human_turn(int p, std::istream& in, bool by_hand = false) {
    if (hot_seat_ && screen_owner_ != p) {
      // Hot seat with secrets: nobody else may see this player's dice.
      out_ << kClearScreen << fmt::format("{}'s turn. Pass the screen to {} and press Enter when nobody else "
                                          "is looking.\n", seat_name(p, labels_), seat_name(p, labels_)) << std::flush;
      std::string line;
      if (!std::getline(in, line)) {
        out_ << "\nInput closed: game abandoned.\n";
        return false;
      }
      screen_owner_ = p;
    }
    out_ << "\n" << table_.state().render(p);
    if (by_hand) out_ << "Your throw: press Enter to throw the dice.\n";
    for (;;) {
      out_ << seat_name(p, labels_) << "> " << std::flush;
      std::string line;
      if (!std::getline(in, line)) {
        out_ << "\nInput closed: game abandoned.\n";
        return false;
      }
      std::istringstream words(line);
      std::string cmd;
      words >> cmd;
      if (by_hand && (cmd.empty() || cmd == "throw" || cmd == "roll")) {
        show(table_.apply_chance());
        after_own_turn(p, in);
        return true;
      }
      if (cmd.empty()) continue;
      if (by_hand && (cmd == "actions" || cmd == "moves" || cmd == "hint")) {
        out_ << "Nothing to decide yet: press Enter to throw.\n";
      } else if (cmd == "help" || cmd == "?") {
        out_ << help_text(setup_.entry->description);
        list_actions();
      } else if (cmd == "actions" || cmd == "moves") {
        list_actions();
      } else if (cmd == "hint") {
        hint();
      } else if (cmd == "quit" || cmd == "exit") {
        if (!confirm_quit(in)) continue;
        out_ << "Game abandoned.\n";
        return false;
      } else if (cmd == "rules") {
        show_rules();
      } else if (cmd == "save") {
        save(argument_of(line));
      } else if (cmd == "undo") {
        if (undo(p)) return true;
      } else if (by_hand) {
        out_ << "It is your throw: press Enter (or type `throw`); `help` lists the commands.\n";
      } else {
        auto parsed = table_.parse(line);
        if (!parsed.ok) {
          out_ << wrap_text(parsed.error, 80, "  ");  // a refusal listing every legal move is long
          continue;
        }
        show(table_.apply(parsed.action, true));
        after_own_turn(p, in);
        return true;
      }
    }
  }

  // Hot seat with secrets: when the turn leaves p, p hides their dice before passing the screen.
  void after_own_turn(int p, std::istream& in) {
    if (!hot_seat_ || table_.state().acting_player() == p) return;
    out_ << "\nPress Enter to hide your dice." << std::flush;
    std::string ignored;
    std::getline(in, ignored);
    out_ << kClearScreen;
    screen_owner_ = -1;
  }

  void list_actions() {
    std::vector<std::string> names;
    for (Action a : table_.state().legal_actions()) names.push_back(table_.state().action_to_string(a));
    out_ << wrap_list("Legal now:", names, 80, "  ");
  }

  void save(const std::string& file) {
    if (file.empty()) {
      out_ << "save needs a file name: save FILE\n";
      return;
    }
    try {
      save_record(table_.record(), file);
      out_ << fmt::format("Saved {} actions to {}.\n", table_.record().actions.size(), file);
    } catch (const UsageError& e) {
      out_ << e.what() << "\n";
    }
  }

  bool undo(int seat) {
    if (table_.people() != 1) {
      out_ << "undo is allowed only when every opponent is a bot\n";
      return false;
    }
    if (!table_.undo_last_decision_of(seat)) {
      out_ << "nothing to undo yet\n";
      return false;
    }
    out_ << "Undone: back to your decision.\n";
    return true;
  }

  void hint() {
    if (!table_.has_advisor()) {
      out_ << "no advisor for this game yet\n";
      return;
    }
    std::vector<RankedAction> ranked;
    try {
      ranked = table_.advise();
    } catch (const std::exception& e) {  // an advisor that cannot answer never ends the game
      out_ << wrap_text(std::string("no hint: ") + e.what(), 80, "  ");
      return;
    }
    if (ranked.empty()) {
      out_ << "no advice for this decision\n";
      return;
    }
    // Beside each choice, an engine's expected line where it has one.
    const auto& analysis = setup_.entry->analysis;
    out_ << ranking_text(Ranking(analysis.advice_measure, analysis.win_measure, ranked));
  }

  // After the game: every human decision that lost expected points against the game's advisor,
  // the better choice, and the total.
  void report() {
    // With secrets at a shared screen, a report would show other players' dice.
    if (hot_seat_) return;
    for (const auto& r : table_.report()) {
      if (r.decisions == 0) continue;
      // Chances of winning as percentages, points with two decimals.
      const auto show = [&r](double x) { return r.in_chances ? fmt::format("{:.2f}%", 100 * x) : fmt::format("{:.2f}", x); };
      std::string lines;
      for (const auto& item : r.items)
        lines += fmt::format("  {}: {} ({}); better {} ({}): -{}\n", item.where, item.chosen, show(item.chosen_value),
                             item.best, show(item.best_value), show(item.loss));
      out_ << fmt::format("\nReport for {}: {} decisions, {} lost ({}): {}\n{}", seat_name(r.seat, labels_),
                          r.decisions, r.in_chances ? "chance of winning" : "points", r.measure, show(r.lost),
                          lines.empty() ? "  every decision was optimal\n" : lines);
    }
  }

  const PlaySetup& setup_;
  std::ostream& out_;
  table::Table table_;
  std::vector<std::string> labels_;  // how seats are named on screen
  bool hot_seat_ = false;     // several humans at one screen in a game with secrets
  int viewer_ = kReferee;     // whose knowledge the commentary may show
  int screen_owner_ = -1;     // hot seat: whose secrets may be on screen now
};

}  // namespace

void run_play(const PlaySetup& setup, std::istream& in, std::ostream& out) {
  Session session(setup, out);
  session.run(in);
}

}  // namespace cubilete::cli

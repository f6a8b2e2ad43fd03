#include "cli/play_session.h"

#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/outcome.h"
#include "core/error.h"
#include "core/match.h"
#include "core/record.h"

namespace cubilete::cli {

namespace {

const char* kHelp =
    "Commands:\n"
    "  an action      as listed by `actions`; e.g. keep 3 3 5, score full (category games),\n"
    "                 keep 1 5, bank, roll (farkle), cross 2 11 (matterhorn), accept, refuse,\n"
    "                 bet 6 (flores_amarradas), believe, doubt, keep 4-4, call 654 (triplo_seis)\n"
    "  actions        list every legal action\n"
    "  hint           every choice ranked by the game's advisor (where it has one)\n"
    "  undo           take back your last decision (only when every opponent is a bot)\n"
    "  save FILE      save the game record (replay it with `cubilete replay FILE`)\n"
    "  help           this text\n"
    "  quit           leave the game\n";

const char* const kClearScreen = "\033[2J\033[H";

class Session {
 public:
  Session(const PlaySetup& setup, std::ostream& out)
      : setup_(setup), out_(out), dealer_(setup.seed) {
    game_ = make_game(*setup.entry, setup.rules);
    record_.game = setup.entry->info.id;
    record_.rules = assignments_of(game_->rules());
    record_.seed = setup.seed;
    record_.players = setup.players;
    for (size_t i = 0; i < setup.players.size(); ++i) {
      const auto& name = setup.players[i];
      bots_.push_back(name == "human" ? nullptr : make_bot(*setup.entry, *game_, name));
      bot_rngs_.emplace_back(derive_seed(setup.seed, ~uint64_t(i)));
      humans_ += name == "human";
    }
    labels_ = setup.players;
    if (humans_ == 1)
      for (auto& l : labels_)
        if (l == "human") l = "you";
    // Who the running commentary is written for: with secrets, only what that viewer may know.
    if (!game_->info().perfect_information) {
      hot_seat_ = humans_ > 1;
      viewer_ = humans_ == 0 ? kReferee : kSpectator;
      for (size_t i = 0; i < setup.players.size() && humans_ == 1; ++i)
        if (setup.players[i] == "human") viewer_ = int(i);
    }
    state_ = game_->initial_state();
  }

  void run(std::istream& in) {
    out_ << fmt::format("{}: {}, seed {}\n", game_->info().name, fmt::join(seat_names(), " vs "),
                        setup_.seed);
    std::vector<std::string> changed;
    for (const auto& o : setup_.entry->options)
      if (o.key != "players" && game_->rules().values().at(o.key) != o.default_value)
        changed.push_back(o.key + "=" + game_->rules().values().at(o.key));
    if (!changed.empty()) out_ << fmt::format("Rules: {}\n", fmt::join(changed, " "));
    if (humans_ > 0) out_ << "Type help for the commands.\n";
    while (!state_->is_terminal()) {
      const int p = state_->current_player();
      if (p == kChancePlayer) {
        const int owner = state_->acting_player();
        apply(dealer_.deal(*state_, chance_count_),
              owner >= 0 ? seat_name(owner, labels_) + ": " : "chance: ");
      } else if (bots_[p]) {
        Action a = bot_action(*bots_[p], *state_, bot_rngs_[p]);
        apply(a, seat_name(p, labels_) + ": ");
      } else if (!human_turn(p, in)) {
        return;
      }
    }
    out_ << "\n" << state_->render(kSpectator) << "\n" << outcome_text(*state_, labels_);
    report();
  }

 private:
  std::vector<std::string> seat_names() const {
    std::vector<std::string> v;
    for (size_t i = 0; i < setup_.players.size(); ++i) v.push_back(seat_name(int(i), labels_));
    return v;
  }

  void apply(Action a, const std::string& prefix) {
    const bool chance = state_->is_chance();
    if (!chance && !bots_[state_->current_player()] && setup_.entry->advise)
      decisions_.push_back({record_.actions.size(), state_->current_player(), state_->clone(), a});
    std::string name = state_->action_to_string(a);
    out_ << prefix << state_->action_name_for(a, viewer_) << "\n";
    record_.actions.push_back(std::move(name));
    was_chance_.push_back(chance);
    was_human_.push_back(!chance && !bots_[state_->current_player()]);
    chance_count_ += chance;
    state_->apply(a);
    if (auto event = state_->last_event(); !event.empty()) out_ << "    " << event << "\n";
  }

  // One human decision; false when the player leaves.
  bool human_turn(int p, std::istream& in) {
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
    out_ << "\n" << state_->render(p);
    for (;;) {
      out_ << seat_name(p, labels_) << "> " << std::flush;
      std::string line;
      if (!std::getline(in, line)) {
        out_ << "\nInput closed: game abandoned.\n";
        return false;
      }
      std::istringstream words(line);
      std::string cmd, arg;
      words >> cmd >> arg;
      if (cmd.empty()) continue;
      if (cmd == "help" || cmd == "?") {
        out_ << kHelp;
        list_actions();
      } else if (cmd == "actions" || cmd == "moves") {
        list_actions();
      } else if (cmd == "hint") {
        hint();
      } else if (cmd == "quit" || cmd == "exit") {
        out_ << "Game abandoned.\n";
        return false;
      } else if (cmd == "save") {
        save(arg);
      } else if (cmd == "undo") {
        if (undo()) return true;
      } else {
        auto parsed = state_->parse_action(line);
        if (!parsed.ok) {
          out_ << parsed.error << "\n";
          continue;
        }
        apply(parsed.action, seat_name(p, labels_) + ": ");
        if (hot_seat_ && state_->acting_player() != p) {
          out_ << "\nPress Enter to hide your dice." << std::flush;
          std::string ignored;
          std::getline(in, ignored);
          out_ << kClearScreen;
          screen_owner_ = -1;
        }
        return true;
      }
    }
  }

  void list_actions() {
    std::vector<std::string> names;
    for (Action a : state_->legal_actions()) names.push_back(state_->action_to_string(a));
    out_ << "Legal now: " << fmt::format("{}", fmt::join(names, ", ")) << "\n";
  }

  void save(const std::string& file) {
    if (file.empty()) {
      out_ << "save needs a file name: save FILE\n";
      return;
    }
    try {
      record_.save(file);
      out_ << fmt::format("Saved {} actions to {}.\n", record_.actions.size(), file);
    } catch (const UsageError& e) {
      out_ << e.what() << "\n";
    }
  }

  bool undo() {
    if (humans_ != 1) {
      out_ << "undo is allowed only when every opponent is a bot\n";
      return false;
    }
    size_t last = was_human_.size();
    while (last > 0 && !was_human_[last - 1]) --last;
    if (last == 0) {
      out_ << "nothing to undo yet\n";
      return false;
    }
    // Replay the record up to (not including) that decision: never hand-written inverses.
    const size_t keep = last - 1;
    record_.actions.resize(keep);
    while (!decisions_.empty() && decisions_.back().index >= keep) decisions_.pop_back();
    was_chance_.resize(keep);
    was_human_.resize(keep);
    chance_count_ = 0;
    for (bool c : was_chance_) chance_count_ += c;
    state_ = replay_actions(*game_, record_.actions);
    out_ << "Undone: back to your decision.\n";
    return true;
  }

  void hint() {
    if (!setup_.entry->advise) {
      out_ << "no advisor for this game yet\n";
      return;
    }
    auto ranked = setup_.entry->advise(*game_, *state_);
    if (ranked.empty()) {
      out_ << "no advice for this decision\n";
      return;
    }
    out_ << "expected = " << setup_.entry->advice_measure << "\n"
         << fmt::format("{:>4}  {:<22} {:>12} {:>9}\n", "rank", "choice", "expected", "loss");
    for (size_t i = 0; i < ranked.size(); ++i)
      out_ << fmt::format("{:>4}  {:<22} {:>12.3f} {:>9.3f}\n", i + 1, ranked[i].name,
                          ranked[i].expected, ranked[0].expected - ranked[i].expected);
  }

  // After the game: every human decision that lost expected points against the game's advisor,
  // the better choice, and the total.
  void report() {
    // With secrets at a shared screen, a report would show other players' dice.
    if (decisions_.empty() || hot_seat_) return;
    for (int seat = 0; seat < int(bots_.size()); ++seat) {
      if (bots_[seat]) continue;
      std::string lines;
      double total = 0;
      int count = 0;
      for (const auto& d : decisions_) {
        if (d.seat != seat) continue;
        ++count;
        auto ranked = setup_.entry->advise(*game_, *d.before);
        auto chosen = std::find_if(ranked.begin(), ranked.end(), [&](auto& r) { return r.action == d.action; });
        if (ranked.empty() || chosen == ranked.end()) continue;
        const double loss = ranked.front().expected - chosen->expected;
        if (loss < 1e-9) continue;
        total += loss;
        const auto where = d.before->situation();
        lines += fmt::format("  {}: {} ({:.2f}); better {} ({:.2f}): -{:.2f}\n", where.empty() ? "decision" : where,
                             chosen->name, chosen->expected, ranked.front().name, ranked.front().expected, loss);
      }
      out_ << fmt::format("\nReport for {}: {} decisions, points lost ({}): {:.2f}\n{}",
                          seat_name(seat, labels_), count, setup_.entry->advice_measure, total,
                          lines.empty() ? "  every decision was optimal\n" : lines);
    }
  }

  struct Decision {
    size_t index;  // position in the record
    int seat;
    std::unique_ptr<State> before;
    Action action;
  };

  const PlaySetup& setup_;
  std::ostream& out_;
  std::vector<Decision> decisions_;
  ChanceDealer dealer_;
  std::shared_ptr<const Game> game_;
  std::unique_ptr<State> state_;
  GameRecord record_;
  std::vector<std::unique_ptr<Bot>> bots_;
  std::vector<Rng> bot_rngs_;
  std::vector<std::string> labels_;  // how seats are named on screen
  std::vector<bool> was_chance_, was_human_;
  uint64_t chance_count_ = 0;
  int humans_ = 0;
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

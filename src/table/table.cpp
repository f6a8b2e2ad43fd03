#include "table/table.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <mutex>

#include "core/error.h"
#include "present/view_json.h"
#include "solve/common/ranking.h"

namespace cubilete::table {

namespace {
// A person's turn played by a bot (away, or out of time) is played by the game's usual opponent.
const char* const kStandInBot = "greedy";
}  // namespace

uint64_t bot_seed(uint64_t seed, int seat) { return derive_seed(seed, ~uint64_t(seat)); }

std::shared_ptr<const Game> shared_game(const GameEntry& entry, const Assignments& rules) {
  static std::mutex mutex;
  static std::map<std::string, std::weak_ptr<const Game>> games;
  // Equal resolved rules make equal games; a game is made (and its rules fully checked) only
  // when none with these rules is alive.
  const std::string key = entry.description.info.id + " " + RuleSet::resolve(entry.description.options, rules).to_string();
  std::lock_guard lock(mutex);
  if (auto it = games.find(key); it != games.end())
    if (auto shared = it->second.lock()) return shared;
  std::erase_if(games, [](const auto& kv) { return kv.second.expired(); });
  auto game = make_game(entry, rules);
  games[key] = game;
  return game;
}

namespace {
// What `viewer` may know of a logged action, of the referee's form and the per-viewer forms.
const std::string& known_to(int viewer, const std::string& full, const std::vector<std::string>& per_viewer) {
  if (per_viewer.empty() || viewer == kReferee) return full;
  const size_t i = viewer < 0 ? 0 : size_t(viewer) + 1;
  return i < per_viewer.size() ? per_viewer[i] : per_viewer[0];
}

// Each viewer's form of an action ([0] spectators, [1 + s] seat s), or nothing when every viewer
// knows it as `full`.
template <class Form>
std::vector<std::string> forms_by_viewer(int seats, const std::string& full, const Form& form) {
  std::vector<std::string> forms;
  forms.push_back(form(kSpectator));
  for (int s = 0; s < seats; ++s) forms.push_back(form(s));
  if (std::all_of(forms.begin(), forms.end(), [&](const std::string& f) { return f == full; })) forms.clear();
  return forms;
}
}  // namespace

const std::string& LoggedAction::name_for(int viewer) const { return known_to(viewer, text, names); }

const std::string& LoggedAction::move_for(int viewer) const { return known_to(viewer, move, moves); }

Table::Table(const TableSetup& setup) : entry_(setup.entry), dealer_(setup.seed) {
  if (!entry_) throw UsageError("a table needs a game");
  if (setup.dice_entered && !entry_->table.real_dice)
    throw UsageError(fmt::format("{} keeps no score sheet for real dice (docs/sheet.md lists the games that do)",
                                 entry_->description.info.id));
  game_ = shared_game(*entry_, setup.rules);
  if (int(setup.players.size()) != game_->num_players())
    throw UsageError(fmt::format("{} seats for a game of {} players", setup.players.size(), game_->num_players()));
  record_.game = entry_->description.info.id;
  record_.rules = assignments_of(game_->rules());
  record_.seed = setup.seed;
  record_.players = setup.players;
  record_.dice_entered = setup.dice_entered;
  for (size_t i = 0; i < setup.players.size(); ++i) {
    const auto& name = setup.players[i];
    const bool person = name == "human";
    // Made later: only the bot is checked now, its settings when it is made (a room restored
    // with settings beyond the caps of today's server is brought back, and its moves are played
    // by the game's default bot).
    if (!person && setup.bots_when_needed) check_bot_name(*entry_, name.substr(0, name.find(':')), false);
    bots_.push_back(person || setup.bots_when_needed ? nullptr : make_bot(*entry_, *game_, name));
    bot_rngs_.emplace_back(bot_seed(setup.seed, int(i)));
    people_ += person;
  }
  stand_ins_.resize(bots_.size());
  state_ = game_->initial_state();
}

const LoggedAction& Table::apply_chance() {
  if (dice_entered()) throw std::logic_error("a table of entered dice deals none");
  return log_applied(dealer_.deal(*state_, chance_count_), Decider::Chance);
}

const LoggedAction& Table::enter(Action throw_entered, int entered_by) {
  if (!dice_entered()) throw std::logic_error("dice are entered only at a table of entered dice");
  if (!state_->is_chance()) throw UsageError("no throw is due");
  return log_applied(throw_entered, Decider::Entered, entered_by);
}

const LoggedAction& Table::apply(Action action, Decider by, int entered_by) {
  if (by == Decider::Chance || by == Decider::Entered) throw std::logic_error("chance acts through apply_chance or enter");
  if (!state_->is_chance() && !state_->is_terminal()) return log_applied(action, by, entered_by);
  throw UsageError(fmt::format("no seat is to decide ({})", state_->is_terminal() ? "the game is over" : "chance acts"));
}

void Table::deal_chance(const std::function<void(const LoggedAction&)>& each, bool stop_for_hands) {
  if (dice_entered()) return;
  while (state_->is_chance() && !(stop_for_hands && hand_thrower() >= 0)) {
    const auto& entry = apply_chance();
    if (each) each(entry);
  }
}

int Table::hand_thrower() const {
  if (!entry_->table.throws_by_hand || dice_entered() || !state_->is_chance()) return -1;
  const int seat = state_->acting_player();
  if (seat < 0 || seat >= seats() || is_bot(seat)) return -1;
  // A throw that follows the seat's own decision (keep, refuse, accept) comes with it.
  if (!log_.empty() && !log_.back().chance() && log_.back().actor == seat) return -1;
  return seat;
}

int Table::seat_to_act() const {
  const int hand = hand_thrower();
  return hand >= 0 ? hand : to_move();
}

std::unique_ptr<State> Table::state_at(uint64_t version) const {
  if (version > record_.actions.size())
    throw UsageError(fmt::format("step {} is past the end of the record ({} actions)", version,
                                 record_.actions.size()));
  auto state = game_->initial_state();
  for (uint64_t i = 0; i < version; ++i) {
    const auto parsed = state->parse_action(record_.actions[i]);
    if (!parsed.ok)
      throw UsageError(fmt::format("record action {} does not replay: {}", i + 1, parsed.error));
    state->apply(parsed.action);
  }
  return state;
}

const LoggedAction& Table::log_applied(Action action, Decider by, int entered_by) {
  LoggedAction entry;
  const bool chance = by == Decider::Chance || by == Decider::Entered;
  entry.entered_by = entered_by;
  entry.text = state_->action_to_string(action);
  entry.actor = chance ? state_->acting_player() : state_->current_player();
  entry.by = by;
  entry.move = move_text(*state_, action, kReferee);
  // Keep the log small where nothing was hidden after all.
  if (!game_->info().perfect_information) {
    entry.names = forms_by_viewer(seats(), entry.text, [&](int v) { return state_->action_name_for(action, v); });
    entry.moves = forms_by_viewer(seats(), entry.move, [&](int v) { return move_text(*state_, action, v); });
  }
  if (speech_) entry.told = state_->tell(action, speech_->viewer, speech_->who(entry.actor), speech_->lang);
  if (entry.by_person() && entry_->analysis.advise)
    decisions_.push_back({log_.size(), entry.actor, state_->clone(), action});
  record_.actions.push_back(entry.text);
  record_.by.push_back(decider_name(by));
  if (dice_entered()) record_.entered_by.push_back(entered_by);
  if (const auto position = chance ? state_->deal_position() : std::nullopt) record_.positions.push_back(*position);
  chance_count_ += chance;
  state_->apply(action);
  entry.event = speech_ ? state_->told_event(speech_->lang) : state_->last_event();
  log_.push_back(std::move(entry));
  return log_.back();
}

std::unique_ptr<State> Table::seat_view(int seat) const {
  return game_->info().perfect_information ? state_->clone() : state_->view_for(seat);
}

std::function<Action()> Table::bot_move(int seat, bool stand_in) {
  if (seat != to_move()) throw UsageError(fmt::format("seat {} is not to move", seat));
  const bool own = !stand_in && is_bot(seat);
  std::unique_ptr<Bot>* bot = own ? &bots_[size_t(seat)] : &stand_ins_[size_t(seat)];
  std::string name = bot_name(seat, stand_in);
  std::shared_ptr<State> view = seat_view(seat);
  Rng* rng = &bot_rngs_[size_t(seat)];
  auto game = game_;  // the view borrows the game
  return [entry = entry_, bot, name = std::move(name), rng, view, game] {
    if (!*bot) *bot = make_bot(*entry, *game, name);
    return (*bot)->choose(*view, *rng);
  };
}

std::string Table::bot_name(int seat, bool stand_in) const {
  return !stand_in && is_bot(seat) ? record_.players[size_t(seat)] : preferred_bot(*entry_, kStandInBot);
}

std::function<std::vector<RankedAction>()> Table::advice_work() const {
  if (!entry_->analysis.advise || to_move() < 0) return [] { return std::vector<RankedAction>{}; };
  std::shared_ptr<State> view = seat_view(to_move());
  return [entry = entry_, game = game_, view] { return entry->analysis.advise(*game, *view); };
}

std::vector<SeatReport> Table::report() const {
  std::vector<SeatReport> out;
  if (!entry_->analysis.advise) return out;
  const auto advice = [&](const State& view) { return entry_->analysis.advise(*game_, view); };
  for (int seat = 0; seat < seats(); ++seat) {
    if (is_bot(seat)) continue;
    SeatReport r;
    r.seat = seat;
    // Each decision against the advisor's best choice, its loss as every ranking measures it
    // (solve/common/ranking.h).
    struct Judged {
      const Decision* decision;
      Ranking ranking;
      Ranking::Choice chosen;
    };
    std::vector<Judged> judged;
    bool chances = true;
    for (const auto& d : decisions_) {
      if (d.seat != seat) continue;
      ++r.decisions;
      auto view = game_->info().perfect_information ? d.before->clone() : d.before->view_for(seat);
      Ranking ranking(entry_->analysis.advice_measure.en, entry_->analysis.win_measure.en,
                      advice(*view));
      const auto* chosen = ranking.find(d.action);
      if (!chosen) continue;
      chances = chances && chosen->win_chance.has_value();
      const auto chosen_copy = *chosen;
      judged.push_back({&d, std::move(ranking), chosen_copy});
    }
    // Where the advisor ranked every decision by the chance of winning (it does so in two-player
    // games with a solved table), that is what a decision lost; points otherwise.
    r.in_chances = chances && !judged.empty();
    r.measure = (r.in_chances ? entry_->analysis.win_measure : entry_->analysis.advice_measure).en;
    for (const auto& j : judged) {
      const auto value = [&r](const Ranking::Choice& c) { return r.in_chances ? *c.win_chance : c.expected; };
      const double loss = r.in_chances ? *j.chosen.win_loss : j.chosen.loss;
      if (loss < 1e-9) continue;
      // The better choice: the first that loses nothing in the measure.
      const auto& choices = j.ranking.choices;
      const auto& best = *std::find_if(choices.begin(), choices.end(), [&r](const Ranking::Choice& c) {
        return r.in_chances ? c.win_loss == 0.0 : c.loss == 0.0;
      });
      r.lost += loss;
      const State& before = *j.decision->before;
      // The terminal's report speaks its player's language; the server's and the record's English.
      auto where = speech_ ? before.told_situation(speech_->lang) : before.situation();
      r.items.push_back({where.empty() ? "decision" : where, j.chosen.name, best.name,
                         value(j.chosen), value(best), loss, situation_text(before),
                         move_text(before, j.chosen.action, seat),
                         move_text(before, best.action, seat)});
    }
    out.push_back(std::move(r));
  }
  return out;
}

bool Table::undo_last_decision_of(int seat) {
  size_t last = log_.size();
  while (last > 0 && !(log_[last - 1].by_person() && log_[last - 1].actor == seat)) --last;
  if (last == 0) return false;
  rewind(last - 1);
  return true;
}

bool Table::undo_last_action() {
  if (log_.empty()) return false;
  rewind(log_.size() - 1);
  return true;
}

void Table::rewind(size_t count) {
  std::vector<std::string> keep(record_.actions.begin(), record_.actions.begin() + std::ptrdiff_t(count));
  std::vector<LoggedAction> old_log = std::move(log_);
  record_.actions.clear();
  record_.by.clear();
  record_.positions.clear();
  record_.entered_by.clear();
  log_.clear();
  decisions_.clear();
  chance_count_ = 0;
  state_ = game_->initial_state();
  // Replaying keeps who decided each action (a person, a bot, the dealer, real dice) as it was.
  for (size_t i = 0; i < keep.size(); ++i) {
    auto parsed = state_->parse_action(keep[i]);
    log_applied(parsed.action, old_log[i].by, old_log[i].entered_by);
  }
}

void Table::replay_recorded(const std::vector<std::string>& actions, const std::vector<std::string>& by,
                            const std::vector<int>& entered_by) {
  if (!by.empty() && by.size() != actions.size())
    throw UsageError(fmt::format("the record says who decided {} actions of {}", by.size(), actions.size()));
  if (!entered_by.empty() && entered_by.size() != actions.size())
    throw UsageError(fmt::format("the record says who entered {} actions of {}", entered_by.size(), actions.size()));
  const auto phone = [&](size_t i) {
    const int seat = entered_by.empty() ? -1 : entered_by[i];
    if (seat < -1 || seat >= seats())
      throw UsageError(fmt::format("record action {} is said to be entered by seat {}, of {} seats", i + 1, seat, seats()));
    return seat;
  };
  for (size_t i = 0; i < actions.size(); ++i) {
    if (state_->is_terminal())
      throw UsageError(fmt::format("record action {} ('{}') comes after the end of the game", i + 1, actions[i]));
    auto parsed = state_->parse_action(actions[i]);
    if (!parsed.ok)
      throw UsageError(fmt::format("record action {} ('{}') cannot be replayed: {}", i + 1, actions[i], parsed.error));
    if (state_->is_chance() && dice_entered()) {
      log_applied(parsed.action, Decider::Entered, phone(i));
    } else if (state_->is_chance()) {
      const Action dealt = dealer_.deal(*state_, chance_count_);
      if (parsed.action != dealt)
        throw UsageError(fmt::format("record action {} is '{}' but the seed deals '{}' there", i + 1, actions[i],
                                     state_->action_to_string(dealt)));
      log_applied(dealt, Decider::Chance);
    } else {
      const bool person_seat = !is_bot(to_move());
      Decider decider = person_seat ? Decider::Person : Decider::Bot;
      if (!by.empty() && !by[i].empty()) {  // "": a store's action from before `by` was kept
        const auto said = decider_from(by[i]);
        // A bot seat's moves are its bot's; a person seat's the person's or a stand-in's.
        const bool fits = said && *said != Decider::Chance && *said != Decider::Entered && (person_seat ? *said != Decider::Bot : *said == Decider::Bot);
        if (!fits)
          throw UsageError(fmt::format("record action {} ('{}') is said to be decided by '{}', which cannot decide "
                                       "for seat {} ({})",
                                       i + 1, actions[i], by[i], to_move(), person_seat ? "a person" : "a bot"));
        decider = *said;
      }
      log_applied(parsed.action, decider, phone(i));
    }
  }
}

}  // namespace cubilete::table

#include "catalog/puzzle_finder.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "catalog/analyse_record.h"
#include "catalog/registry.h"
#include "core/error.h"
#include "core/fnv1a.h"
#include "core/rng.h"

namespace cubilete {

bool FoundPuzzle::right(Action a) const {
  return std::find(answer.best.begin(), answer.best.end(), a) != answer.best.end();
}

std::vector<double> FoundPuzzle::losses() const {
  double top = choices.front().value;
  for (const auto& c : choices) top = std::max(top, c.value);
  std::vector<double> out;
  for (const auto& c : choices) out.push_back(std::max(0.0, top - c.value));
  return out;
}

bool has_puzzles(const GameEntry& entry) {
  return has_analysis(entry) && bool(entry.analysis.puzzles.hint);
}

namespace {

// The name a record gives a seat's player without its settings ("win_optimal:rounds=2").
std::string bare_name(const std::string& player) {
  return player.substr(0, player.find(':'));
}

// The players whose misses rate a new puzzle: the game's bots that aim at no measure exactly (a bot
// that plays some measure perfectly says little of how hard a position is for a person), beside
// the softmax players of solve/common/puzzle.h. `random` misses nearly every puzzle with many
// choices whatever it shows, so it is left out.
class Ladder {
 public:
  Ladder(const GameEntry& entry, const Game& game) {
    for (const auto& name : entry.bots.names) {
      if (entry.bots.aims.count(name)) continue;
      if (entry.bots.unavailable && !entry.bots.unavailable(game, name).empty()) continue;
      bots_.push_back(make_bot(entry, game, name));
    }
  }

  // The mean miss of its players at `puzzle`; each bot is asked once, its randomness drawn from
  // the position itself, so a puzzle's start depends on nothing but the puzzle.
  double mean_miss(const FoundPuzzle& puzzle) {
    const auto losses = puzzle.losses();
    std::vector<bool> right;
    std::vector<double> units;
    for (size_t i = 0; i < losses.size(); ++i) {
      right.push_back(puzzle.right(puzzle.choices[i].action));
      units.push_back(losses[i] / puzzle.measure.unit);
    }
    double sum = 0;
    int players = 0;
    for (double t : solve::kLadderTemperatures) {
      sum += solve::softmax_miss(units, right, t);
      ++players;
    }
    const uint64_t hash = fnv1a64(puzzle.before->serialize());
    for (size_t b = 0; b < bots_.size(); ++b) {
      Rng rng(derive_seed(hash, b));
      sum += puzzle.right(bots_[b]->choose(*puzzle.before, rng)) ? 0.0 : 1.0;
      ++players;
    }
    return sum / players;
  }

 private:
  std::vector<std::unique_ptr<Bot>> bots_;
};

// The choices of the decision at `s` in the game's legal order, each with the decider's value;
// empty where the model values some legal choice not (nothing to ask then).
std::vector<solve::PuzzleChoice> legal_order(const State& s,
                                             const std::vector<solve::ValuedAction>& valued) {
  const auto seat = size_t(s.current_player());
  std::map<Action, double> value;
  for (const auto& v : valued) value[v.action] = v.values[seat];
  std::vector<solve::PuzzleChoice> out;
  for (Action a : s.legal_actions()) {
    const auto it = value.find(a);
    if (it == value.end()) return {};
    out.push_back({a, it->second});
  }
  return out;
}

const GameEntry& puzzle_entry(const GameRecord& record) {
  const auto& entry = find_game(record.game);
  if (!has_puzzles(entry))
    throw UsageError(fmt::format("{} has no puzzles (the games with them: docs/puzzles.md)",
                                 entry.description.info.id));
  return entry;
}

}  // namespace

std::vector<FoundPuzzle> find_puzzles(const GameRecord& record, size_t* judged) {
  const auto& entry = puzzle_entry(record);
  auto game = make_game(entry, record.rules);
  const auto model = entry.analysis.analysis(*game);
  return find_puzzles(record, std::move(game), *model, judged);
}

std::vector<FoundPuzzle> find_puzzles(const GameRecord& record, std::shared_ptr<const Game> game,
                                      solve::AnalysisModel& model, size_t* judged) {
  const auto& entry = puzzle_entry(record);
  const auto& measure = model.measure();
  const double margin = solve::puzzle_margin(measure);
  Ladder ladder(entry, *game);
  std::vector<FoundPuzzle> out;
  const auto actions = replayed_actions(*game, record);
  auto state = game->initial_state();
  for (size_t i = 0; i < actions.size(); ++i) {
    const int seat = state->current_player();
    const bool source = !state->is_chance() && size_t(seat) < record.players.size() &&
                        bare_name(record.players[size_t(seat)]) != "random" &&
                        model.judged(*state);
    if (source) {
      if (judged) ++*judged;
      auto choices = legal_order(*state, model.choices(*state));
      if (auto answer = solve::puzzle_answer(choices, margin)) {
        FoundPuzzle p;
        p.game = game;
        p.before = state->clone();
        p.seat = seat;
        p.index = i;
        p.by = i < record.by.size() ? record.by[i] : "";
        p.measure = measure;
        p.two_players = measure.win_chance;
        p.choices = std::move(choices);
        p.answer = std::move(*answer);
        if (entry.analysis.puzzles.themes)
          p.themes = entry.analysis.puzzles.themes(*state, p.answer.best.front(), p.answer.runner_up);
        p.played = actions[i];
        const auto losses = p.losses();
        for (size_t c = 0; c < p.choices.size(); ++c)
          if (p.choices[c].action == actions[i]) p.played_loss = losses[c];
        p.ladder_miss = ladder.mean_miss(p);
        out.push_back(std::move(p));
      }
    }
    state->apply(actions[i]);
  }
  return out;
}

}  // namespace cubilete

#include "core/game.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "core/value_sink.h"

namespace cubilete {

std::vector<Action> State::legal_actions() const {
  std::vector<Action> out;
  legal_actions(out);
  return out;
}

Action State::sample_chance(Rng& rng) const {
  std::vector<ChanceOutcome> outcomes;
  chance_outcomes(outcomes);
  double u = rng.uniform(), acc = 0;
  for (const auto& o : outcomes) {
    acc += o.probability;
    if (u < acc) return o.action;
  }
  return outcomes.back().action;
}

void State::write_situation(ValueSink& out) const {
  out.null();
}

bool State::is_legal(Action a) const {
  if (is_terminal()) return false;
  if (is_chance()) {
    std::vector<ChanceOutcome> outcomes;
    chance_outcomes(outcomes);
    return std::any_of(outcomes.begin(), outcomes.end(), [&](auto& o) { return o.action == a; });
  }
  auto legal = legal_actions();
  return std::find(legal.begin(), legal.end(), a) != legal.end();
}

std::vector<double> shares_of_highest(const std::vector<double>& scores) {
  std::vector<double> r(scores.size(), 0.0);
  const double top = *std::max_element(scores.begin(), scores.end());
  const double winners = double(std::count(scores.begin(), scores.end(), top));
  for (size_t p = 0; p < scores.size(); ++p)
    if (scores[p] == top) r[p] = 1.0 / winners;
  return r;
}

std::vector<double> sole_winner(int players, int winner) {
  std::vector<double> r(players, 0.0);
  if (winner >= 0) r[winner] = 1;
  return r;
}

namespace {
bool same_text(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower((unsigned char)x) == std::tolower((unsigned char)y);
         });
}
}  // namespace

ParsedAction State::parse_action(std::string_view text) const {
  if (is_terminal()) return ParsedAction::fail("the game is over");
  std::vector<Action> candidates;
  if (is_chance()) {
    std::vector<ChanceOutcome> outcomes;
    chance_outcomes(outcomes);
    for (const auto& o : outcomes) candidates.push_back(o.action);
  } else {
    legal_actions(candidates);
  }
  std::vector<std::string> names;
  for (Action a : candidates) {
    std::string name = action_to_string(a);
    if (same_text(name, text)) return ParsedAction::of(a);
    names.push_back(std::move(name));
  }
  return ParsedAction::fail(
      fmt::format("'{}' is not a legal action here; legal: {}", text, fmt::join(names, ", ")));
}

}  // namespace cubilete

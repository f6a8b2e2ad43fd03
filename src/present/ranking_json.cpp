#include "present/ranking_json.h"

#include <memory>
#include <nlohmann/json.hpp>

#include "present/json_sink.h"
#include "present/view_json.h"

namespace cubilete {

namespace {

HintChoiceHead head_of(const Ranking::Choice& c) {
  HintChoiceHead head{c.name, c.expected, c.loss, std::nullopt, c.win_chance, std::nullopt};
  if (!c.line.empty()) head.line = c.line;
  if (c.win_chance) head.win_loss = c.win_loss;
  return head;
}

// The moves of a line from `at` on (the choice first), or none where a name does not read back.
std::optional<nlohmann::json> line_moves(const State& at, const std::vector<std::string>& line,
                                         int viewer) {
  auto state = at.clone();
  nlohmann::json moves = nlohmann::json::array();
  for (const auto& name : line) {
    if (state->is_terminal()) return std::nullopt;
    const auto parsed = state->parse_action(name);
    if (!parsed.ok) return std::nullopt;
    moves.push_back(move_json(*state, parsed.action, viewer));
    state->apply(parsed.action);
  }
  return moves;
}

}  // namespace

nlohmann::json ranking_choices_json(const Ranking& ranking, const State* at, int viewer) {
  nlohmann::json choices = nlohmann::json::array();
  for (const auto& c : ranking.choices) {
    nlohmann::json choice = nlohmann::json::parse(described_text(head_of(c)));
    if (at) {
      choice["move"] = move_json(*at, c.action, viewer);
      if (!c.line.empty())
        if (auto moves = line_moves(*at, c.line, viewer)) choice["line_moves"] = std::move(*moves);
    }
    choices.push_back(std::move(choice));
  }
  return choices;
}

}  // namespace cubilete

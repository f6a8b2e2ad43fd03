#include "present/puzzle_json.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "catalog/registry.h"
#include "core/error.h"
#include "core/fnv1a.h"
#include "present/json_tree_sink.h"
#include "present/options_json.h"
#include "present/view_json.h"

namespace cubilete {

using nlohmann::json;

namespace {

json position_json(const FoundPuzzle& p) {
  const auto& write = find_game(p.game->info().id).analysis.puzzles.position;
  if (!write) return view_json(*p.before, p.seat);
  return json_of([&](ValueSink& out) { write(*p.before, p.two_players, out); });
}

json hint_json(const FoundPuzzle& p) {
  json out = json::object();
  for (const auto& [key, value] : find_game(p.game->info().id).analysis.puzzles.hint(*p.before, p.two_players))
    out[key] = value;
  return out;
}

// Crockford's base 32 in lower case: no I, L, O or U to misread.
constexpr char kBase32[] = "0123456789abcdefghjkmnpqrstvwxyz";

}  // namespace

json puzzle_json(const FoundPuzzle& p, double rating, const std::optional<PuzzleSource>& source) {
  json doc;
  doc["game"] = p.game->info().id;
  doc["rules"] = rules_to_json(p.game->rules());
  doc["players"] = p.two_players ? 2 : 1;
  doc["seat"] = p.seat;
  doc["measure"] = p.measure.key;
  doc["position"] = position_json(p);
  doc["view"] = view_json(*p.before, p.seat);
  json choices = json::array(), best = json::array();
  for (const auto& c : p.choices) {
    json move = move_json(*p.before, c.action, p.seat);
    if (p.right(c.action)) best.push_back(move);
    choices.push_back({{"move", std::move(move)}, {"action", p.before->action_to_string(c.action)},
                       {"value", c.value}});
  }
  doc["choices"] = std::move(choices);
  doc["best"] = std::move(best);
  doc["gap"] = p.answer.gap;
  doc["themes"] = p.themes;
  doc["rating"] = rating;
  doc["hint"] = hint_json(p);
  doc["source"] = source ? json{{"room", source->room}, {"seat", source->seat}, {"index", source->index}}
                         : json(nullptr);
  doc["id"] = puzzle_id(doc);
  return doc;
}

std::string puzzle_id(const json& puzzle) {
  const json served{{"game", puzzle.at("game")},         {"rules", puzzle.at("rules")},
                    {"measure", puzzle.at("measure")},   {"players", puzzle.at("players")},
                    {"position", puzzle.at("position")}};
  uint64_t hash = fnv1a64(served.dump());
  std::string id(13, '0');
  for (int i = 12; i >= 0; --i, hash >>= 5) id[size_t(i)] = kBase32[hash & 31];
  return id;
}

json served_puzzle(const json& puzzle) {
  json out = puzzle;
  for (const char* secret : {"best", "gap", "themes", "hint", "source"}) out.erase(secret);
  for (auto& c : out["choices"]) c.erase("value");
  return out;
}

std::optional<size_t> puzzle_choice(const json& puzzle, const json& move) {
  const auto& choices = puzzle.at("choices");
  for (size_t i = 0; i < choices.size(); ++i)
    if (choices[i].at("move") == move) return i;
  return std::nullopt;
}

bool puzzle_right(const json& puzzle, size_t chosen) {
  const auto& move = puzzle.at("choices").at(chosen).at("move");
  const auto& best = puzzle.at("best");
  return std::find(best.begin(), best.end(), move) != best.end();
}

json puzzle_verdict(const json& puzzle, size_t chosen) {
  const auto& choices = puzzle.at("choices");
  if (chosen >= choices.size()) throw UsageError("no such choice in the puzzle");
  double top = choices.front().at("value").get<double>();
  for (const auto& c : choices) top = std::max(top, c.at("value").get<double>());
  json ranked = json::array();
  for (const auto& c : choices) {
    json r = c;
    r["loss"] = std::max(0.0, top - c.at("value").get<double>());
    ranked.push_back(std::move(r));
  }
  std::stable_sort(ranked.begin(), ranked.end(), [](const json& a, const json& b) {
    return a.at("loss").get<double>() < b.at("loss").get<double>();
  });
  return {{"correct", puzzle_right(puzzle, chosen)},
          {"best", puzzle.at("best")},
          {"choices", std::move(ranked)},
          {"chosen", choices[chosen].at("move")},
          {"measure", puzzle.at("measure")},
          {"themes", puzzle.at("themes")}};
}

}  // namespace cubilete

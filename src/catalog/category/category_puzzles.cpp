#include "catalog/category/category_puzzles.h"

#include <fmt/format.h>

#include <string>
#include <vector>

#include "core/value_sink.h"
#include "games/category/category_game.h"
#include "games/category/category_view.h"
#include "solve/category/category_themes.h"

namespace cubilete::category {

namespace {

const CategoryState& as_category(const State& s) {
  return static_cast<const CategoryState&>(s);
}

// The categories written on a card, as the hint's --card reads them ("1=3,full=30"; "-": none).
std::string card_option(const CategoryPlayer& player) {
  std::vector<std::string> written;
  for (const auto& [key, points] : player.card)
    if (points) written.push_back(fmt::format("{}={}", key, *points));
  return written.empty() ? "-" : fmt::format("{}", fmt::join(written, ","));
}

void write_card(ValueSink& out, const CategoryPlayer& player) {
  out.begin_object();
  for (const auto& [key, points] : player.card)
    if (points) {
      out.key(key);
      out.integer(*points);
    }
  out.end_object();
}

// Against one opponent the other seat; the hint's two-player ranking has no third.
int opponent_of(const CategoryView& view) {
  return 1 - view.player;
}

Assignments puzzle_hint(const State& before, bool two_players) {
  const auto view = as_category(before).view();
  Assignments out{{"card", card_option(view.players[size_t(view.player)])},
                  {"dice", fmt::format("{}", fmt::join(view.dice, "-"))},
                  {"throws-left", std::to_string(view.throws_left)}};
  if (two_players) {
    out.emplace_back("players", "2");
    out.emplace_back("opponent-card", card_option(view.players[size_t(opponent_of(view))]));
  }
  return out;
}

void write_position(const State& before, bool two_players, ValueSink& out) {
  const auto view = as_category(before).view();
  out.begin_object();
  out.key("card");
  write_card(out, view.players[size_t(view.player)]);
  out.key("opponent_card");
  if (two_players)
    write_card(out, view.players[size_t(opponent_of(view))]);
  else
    out.null();
  out.key("dice");
  out.begin_array();
  for (int d : view.dice) out.integer(d);
  out.end_array();
  out.key("throws_left");
  out.integer(view.throws_left);
  out.end_object();
}

}  // namespace

GamePuzzles category_puzzles() {
  GamePuzzles p;
  p.hint = puzzle_hint;
  p.position = write_position;
  p.themes = [](const State& before, Action a, Action b) {
    return solve::category_themes(as_category(before), a, b);
  };
  p.theme_keys = solve::category_theme_keys();
  return p;
}

}  // namespace cubilete::category

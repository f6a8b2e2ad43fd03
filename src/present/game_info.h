#pragma once
// The games as GET /api/games lists them and a game's options as `cubilete rules --json` and that
// list give them, declared once (core/describe.h): the server and the command line write these,
// and the browser's generated types and guards come from the same declarations
// (present/protocol_types.h). Text is viewed in the game's entry, which lives as long as the
// program.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "core/describe.h"
#include "core/options.h"
#include "present/table_policy.h"

namespace cubilete {

// Where an option's default follows another option's value (Damma's `start` follows `board`):
// that option's key and, by its value, the default then; the option's `default` holds otherwise.
struct DefaultByView {
  std::string_view key;
  Entries<std::string_view> values;
  static constexpr std::string_view kTypeName = "DefaultBy";
  static constexpr auto fields() {
    return std::tuple{field("key", &DefaultByView::key), field("values", &DefaultByView::values)};
  }
};

// An option of a game's rules: its key and type, its default as text, what it allows in words
// ("an integer from 1 to 8"), a whole number's range, a choice's values.
struct OptionView {
  std::string_view key;
  OptionType type = OptionType::Int;
  std::string_view default_value;
  std::string allowed;
  std::string_view description;
  std::optional<int64_t> min, max;
  std::optional<std::vector<std::string_view>> choices;
  std::optional<DefaultByView> default_by;
  static constexpr std::string_view kTypeName = "OptionSpec";
  static constexpr auto fields() {
    using T = OptionView;
    return std::tuple{field("key", &T::key),         field("type", &T::type),
                      field("default", &T::default_value), field("allowed", &T::allowed),
                      field("description", &T::description), field("min", &T::min),
                      field("max", &T::max),         field("choices", &T::choices),
                      field("default_by", &T::default_by)};
  }
};

// Views into `options`, which outlive what is written of them.
std::vector<OptionView> option_views(const std::vector<OptionSpec>& options);

// A game as the online table offers it: its name, summary and rules in the engine's English (the
// one source of the rules prose: the browser translates them by its catalogue), its players, its
// options, the bots that can play its default rules now (weakest first) and the one a person meets
// who chooses none, whether it has an advisor, whether a room of it may be rated and against which
// bots, and how the table treats it.
struct GameInfoView {
  std::string_view id, name, summary, rules;
  int min_players = 0, max_players = 0, default_players = 0;
  std::vector<OptionView> options;
  std::vector<std::string> bots;
  std::string default_bot;
  bool advisor = false, rated = false;
  std::vector<std::string> rated_bots;
  TablePolicyView table;
  // Whether its decisions may be puzzles (docs/puzzles.md), and the themes they may have.
  bool puzzles = false;
  std::vector<std::string> puzzle_themes;
  // Whether everyone can play its same dice (a daily challenge, a duplicate tournament).
  bool same_dice = false;
  static constexpr std::string_view kTypeName = "GameInfo";
  static constexpr auto fields() {
    using T = GameInfoView;
    return std::tuple{field("id", &T::id),
                      field("name", &T::name),
                      field("summary", &T::summary),
                      field("rules", &T::rules),
                      field("min_players", &T::min_players),
                      field("max_players", &T::max_players),
                      field("default_players", &T::default_players),
                      field("options", &T::options),
                      field("bots", &T::bots),
                      field("default_bot", &T::default_bot),
                      field("advisor", &T::advisor),
                      field("rated", &T::rated),
                      field("rated_bots", &T::rated_bots),
                      field("table", &T::table),
                      field("puzzles", &T::puzzles),
                      field("puzzle_themes", &T::puzzle_themes),
                      field("same_dice", &T::same_dice)};
  }
};

// GET /api/games.
struct GamesDocument {
  std::vector<GameInfoView> games;
  static constexpr std::string_view kTypeName = "GamesDocument";
  static constexpr auto fields() { return std::tuple{field("games", &GamesDocument::games)}; }
};

}  // namespace cubilete

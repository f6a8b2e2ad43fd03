#pragma once
// What a category game tells a viewer (all of it is public): the view the server sends with
// every state and the kinds of its moves, declared once (core/describe.h).
#include <optional>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

#include "core/describe.h"
#include "core/dice_moves.h"

namespace cubilete::category {

enum class CategoryPhase { Throw, Decide, Over };
constexpr EnumNames<3> enum_names(CategoryPhase) {
  return {"CategoryPhase", {"throw", "decide", "over"}};
}

// A category of the card, in the card's order.
struct CategoryBox {
  std::string_view key;
  bool upper = false;                // part of the upper section
  std::optional<int> served_points;  // what a served write shows (for its star)
  static constexpr std::string_view kTypeName = "CategoryBox";
  static constexpr auto fields() {
    return std::tuple{field("key", &CategoryBox::key), field("upper", &CategoryBox::upper),
                      field("served_points", &CategoryBox::served_points)};
  }
};

struct CategoryPlayer {
  Entries<Nullable<int>> card;  // points by category key; null while open
  int total = 0;
  std::optional<int> upper, upper_bonus;  // games with an upper bonus
  std::optional<int> yahtzee_bonus;       // games with extra five-of-a-kind bonuses
  static constexpr std::string_view kTypeName = "CategoryPlayer";
  static constexpr auto fields() {
    using T = CategoryPlayer;
    return std::tuple{field("card", &T::card), field("total", &T::total), field("upper", &T::upper),
                      field("upper_bonus", &T::upper_bonus),
                      field("yahtzee_bonus", &T::yahtzee_bonus)};
  }
};

struct CategoryUpperBonus {
  int points = 0, threshold = 0;
  static constexpr std::string_view kTypeName = "CategoryUpperBonus";
  static constexpr auto fields() {
    return std::tuple{field("points", &CategoryUpperBonus::points),
                      field("threshold", &CategoryUpperBonus::threshold)};
  }
};

// What the dice would write into a category now (the numbers the terminal shows), so no front
// end needs its own copy of the scoring rules.
struct CategoryWrite {
  int points = 0, bonus = 0;
  static constexpr std::string_view kTypeName = "CategoryWrite";
  static constexpr auto fields() {
    return std::tuple{field("points", &CategoryWrite::points),
                      field("bonus", &CategoryWrite::bonus)};
  }
};

struct CategoryView {
  std::string_view game;
  int round = 1, rounds = 0;
  bool terminal = false;
  int current_player = 0, player = 0;
  int throws_done = 0, throws_left = 0;
  CategoryPhase phase = CategoryPhase::Throw;
  std::vector<int> dice;  // in front of the player while a decision is due
  std::vector<int> kept;  // kept before the pending throw
  std::vector<CategoryPlayer> players;
  std::vector<CategoryBox> categories;
  std::optional<CategoryUpperBonus> upper_bonus;
  std::optional<int> extra_five_kind_bonus;
  Entries<CategoryWrite> would_score;  // by category key: the categories the player may write now
  std::optional<int> instant_winner;   // a served generala that wins at once
  std::optional<std::vector<double>> returns;
  static constexpr std::string_view kTypeName = "CategoryView";
  static constexpr auto fields() {
    using T = CategoryView;
    return std::tuple{field("game", &T::game),
                      field("round", &T::round),
                      field("rounds", &T::rounds),
                      field("terminal", &T::terminal),
                      field("current_player", &T::current_player),
                      field("player", &T::player),
                      field("throws_done", &T::throws_done),
                      field("throws_left", &T::throws_left),
                      field("phase", &T::phase),
                      field("dice", &T::dice),
                      field("kept", &T::kept),
                      field("players", &T::players),
                      field("categories", &T::categories),
                      field("upper_bonus", &T::upper_bonus),
                      field("extra_five_kind_bonus", &T::extra_five_kind_bonus),
                      field("would_score", &T::would_score),
                      field("instant_winner", &T::instant_winner),
                      field("returns", &T::returns)};
  }
};

// The player writes the dice into a category: its key and what it wrote (points, and the extra
// five-of-a-kind bonus earned with it).
struct ScoreMove {
  std::string_view category;
  int points = 0, bonus = 0;
  static constexpr std::string_view kKind = "score", kTypeName = "ScoreMove";
  static constexpr auto fields() {
    return std::tuple{field("category", &ScoreMove::category), field("points", &ScoreMove::points),
                      field("bonus", &ScoreMove::bonus)};
  }
};

using CategoryMove = std::variant<ThrowMove, KeepMove, ScoreMove>;

// Where a player stands at a decision (the end-of-game report words it): the round, the dice in
// front of them (ascending), the throws they have left.
struct CategorySituation {
  int round = 0;
  std::vector<int> dice;
  int throws_left = 0;
  static constexpr std::string_view kTypeName = "CategorySituation";
  static constexpr auto fields() {
    return std::tuple{field("round", &CategorySituation::round),
                      field("dice", &CategorySituation::dice),
                      field("throws_left", &CategorySituation::throws_left)};
  }
};

}  // namespace cubilete::category

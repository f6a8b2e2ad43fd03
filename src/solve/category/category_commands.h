#pragma once
// The category games' commands as typed results (present/ writes them): `score` (a throw in
// every category of an empty card), `solve` (the solitaire optimum) and `hint` (a described
// decision, every choice ranked).
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/describe.h"
#include "core/dice.h"
#include "games/category/category_game.h"
#include "solve/common/ranking.h"
#include "solve/common/score_distribution.h"
#include "solve/common/solve_options.h"
#include "solve/category/duel/duel_commands.h"

namespace cubilete::solve {

// `cubilete score`'s answer: what the throw scores in each category of an empty card.
struct CategoryThrowScores {
  struct Category {
    std::string key, name;
    int points = 0;
    static constexpr std::string_view kTypeName = "CategoryScore";
    static constexpr auto fields() {
      return std::tuple{field("key", &Category::key), field("name", &Category::name),
                        field("points", &Category::points)};
    }
  };
  std::vector<int> dice;  // ascending
  bool served = false;
  Entries<int, std::string> scores;  // the categories' points again, by key, to look one up
  std::vector<Category> categories;  // in card order
  std::optional<bool> instant_win;   // Generala: whether the throw ends the game at once
  static constexpr std::string_view kTypeName = "CategoryThrowScores";
  static constexpr auto fields() {
    return std::tuple{field("dice", &CategoryThrowScores::dice), field("served", &CategoryThrowScores::served),
                      field("scores", &CategoryThrowScores::scores),
                      field("categories", &CategoryThrowScores::categories),
                      field("instant_win", &CategoryThrowScores::instant_win)};
  }
};

// `dice` as many as the game throws (parse_dice checks that).
CategoryThrowScores score_category_throw(const category::CategoryGame& game,
                                         const std::vector<int>& dice, bool served);

struct SolitaireSolve {
  double value = 0;
  std::string meaning;
  double seconds = 0;
  bool from_cache = false;
  std::string cache_file;
  size_t states = 0;
  struct Computed {
    double seconds = 0;
    int threads = 0;
    size_t states_evaluated = 0;
  };
  std::optional<Computed> computed;  // where it was solved now, not read from the cache
  struct Policy {
    bool saved = false;  // false: the cache could not take it
    std::string file;
    size_t bytes = 0;
    double seconds = 0;
  };
  std::optional<Policy> policy;  // with save_policy
  // With `distribution`: played by the catalog, which has the batch player (catalog/category/).
  std::optional<ScoreDistribution> distribution;
};

// The solitaire optimum over the whole card, from the cache or solved (and the policy saved where
// asked); the distribution is left to the caller.
SolitaireSolve solve_solitaire(const category::CategoryGame& game, const SolveOptions& options);

// A decision described: the card of the player to decide, the dice in front of them and the
// throws still allowed this turn.
struct CategoryPosition {
  category::Card card;
  FaceCounts dice{};
  int throws_left = 0;
};

struct CategoryHint {
  std::vector<int> dice;  // ascending
  int throws_left = 0;
  Ranking ranking;
  std::optional<DuelHint> duel;  // against one opponent
};

// Every choice by expected final score; against `opponent`, by the chance of winning. Throws
// UsageError for a full card (no decision left), throws left beyond the turn's, and as
// rank_duel_hint does.
CategoryHint hint_category(const category::CategoryGame& game, const CategoryPosition& position,
                           const std::optional<DuelOpponent>& opponent);

}  // namespace cubilete::solve

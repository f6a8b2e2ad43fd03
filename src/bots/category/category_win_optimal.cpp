#include "bots/category/category_win_optimal.h"

#include "core/bot_settings.h"
#include "core/error.h"
#include "solve/category/duel/duel_solved.h"

namespace cubilete::category {

namespace {
bool same(const solve::DuelPosition& a, const solve::DuelPosition& b) {
  return a.mover.mask == b.mover.mask && a.mover.flag == b.mover.flag && a.other.mask == b.other.mask &&
         a.other.flag == b.other.flag && a.lead == b.lead;
}
}  // namespace

WinOptimalBot::WinOptimalBot(std::shared_ptr<const solve::SolvedDuel> duel,
                             std::shared_ptr<const solve::Solved> solitaire)
    : duel_(std::move(duel)), solitaire_(std::move(solitaire)) {}

int WinOptimalBot::opponent(const CategoryState& s) const {
  const int players = s.category_game().num_players(), me = s.player();
  if (players == 2) return 1 - me;
  const auto& scorer = solitaire_->scorer();
  int best = -1;
  double best_expected = 0;
  for (int k = 1; k < players; ++k) {
    const int p = (me + k) % players;
    const auto& card = s.card(p);
    // The upper bonus is in the table's expectation, not yet on the card.
    const double expected = scorer.total(card) - scorer.upper_bonus(card) + solitaire_->table().at(solitaire_->space().key_of(card));
    if (best < 0 || expected > best_expected) best = p, best_expected = expected;
  }
  return best;
}

Action WinOptimalBot::choose(const State& state, Rng&) {
  const auto& s = static_cast<const CategoryState&>(state);
  const auto solitaire = [&] {
    return solitaire_->best_action(solitaire_->space().key_of(s.card(s.player())), s.hand(), s.throws_left());
  };
  if (!duel_) return solitaire();
  const auto& table = duel_->table();
  const auto at = solve::duel_position(duel_->space(), s, opponent(s));
  if (!table.covers(at.mover.mask, at.other.mask)) return solitaire();
  if (!turn_ || !same(at, turn_at_)) {
    turn_.reset();  // DuelTurn points into itself: made anew, never assigned
    turn_ = std::make_unique<solve::DuelTurn>(table, at);
    turn_at_ = at;
  }
  return turn_->values().best_action(s.hand(), s.throws_left());
}

namespace {
constexpr int kMostCategories = 13;

// The rounds win_optimal plays to win: all of them unless `rounds=R` says the last R.
int win_optimal_rounds(const std::string& name, int categories) {
  const auto settings = parse_bot_settings(
      name, {{"rounds", 1, categories}},
      "write win_optimal, or win_optimal:rounds=R to play to win in the last R rounds only (1 to the number of "
      "categories; their table is solved at once in memory) and for the best expected score before");
  const auto it = settings.find("rounds");
  return it == settings.end() ? categories : it->second;
}
}  // namespace

void check_win_optimal_settings(const std::string& name) { (void)win_optimal_rounds(name, kMostCategories); }

std::string win_optimal_unavailable(const CategoryGame& game, const std::string& name) {
  if (name.rfind("win_optimal", 0) != 0) return {};
  try {
    const int categories = game.category_rules().num_categories();
    if (win_optimal_rounds(name, categories) == categories && game.num_players() > 1) (void)solve::cached_duel(game);
  } catch (const UsageError& e) {
    return e.what();
  }
  return {};
}

std::unique_ptr<Bot> make_win_optimal(const CategoryGame& game, const std::string& name) {
  const int categories = game.category_rules().num_categories();
  const int rounds = win_optimal_rounds(name, categories);
  // Alone, the highest score is the win: the solitaire optimum plays it, and no duel table is needed.
  if (game.num_players() == 1) return std::make_unique<WinOptimalBot>(nullptr, solve::solved_for(game));
  auto duel = rounds < categories ? solve::duel_endgame_for(game, rounds) : solve::cached_duel(game);
  return std::make_unique<WinOptimalBot>(std::move(duel), solve::solved_for(game));
}

}  // namespace cubilete::category

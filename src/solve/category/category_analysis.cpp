#include "solve/category/category_analysis.h"

#include <fmt/format.h>

#include <map>
#include <tuple>

#include "core/error.h"
#include "solve/category/category_advice.h"
#include "solve/common/analysis_measures.h"

namespace cubilete::solve {

using category::CategoryGame;
using category::CategoryState;
using category::kRollBase;

namespace {

// A point of expected score counts as a percentage point of winning chance: in a two-player game
// of Generala at an even score, a point of lead is worth about 0.8 of one.
AnalysisMeasure category_score_measure(bool instant_end) {
  return scaled_measure(
      "expected_score",
      instant_end
          ? Translated{"each seat's expected final score under optimal solitaire play from its own card (a "
                       "served generala's instant end aside)",
                       "a pontuação final esperada de cada lugar jogando a sua própria cartela da melhor forma "
                       "sozinho (fora o fim imediato de uma generala servida)",
                       "el puntaje final esperado de cada lugar jugando su propia planilla de la mejor manera "
                       "en solitario (salvo el fin inmediato de una generala servida)"}
          : Translated{"each seat's expected final score under optimal solitaire play from its own card",
                       "a pontuação final esperada de cada lugar jogando a sua própria cartela da melhor forma "
                       "sozinho",
                       "el puntaje final esperado de cada lugar jugando su propia planilla de la mejor manera "
                       "en solitario"},
      1.0);
}

const CategoryState& as_category(const State& s) {
  return static_cast<const CategoryState&>(s);
}

// Points on a card that the solitaire table does not hold: all but the upper bonus
// (category_advice.h).
double banked(const category::Scorer& scorer, const category::Card& card) {
  return scorer.total(card) - scorer.upper_bonus(card);
}

// The outcomes of a category throw: each multiset the thrown dice may show, the hand it makes
// and the rethrows left after it.
template <class Each>
void each_throw(const CategoryState& s, Each each) {
  const auto& g = s.category_game();
  const auto& table = g.table();
  const int thrown = g.category_rules().dice - table.dice(s.kept());
  const int after = s.throws_left() - 1;
  for (int r : table.of_size(thrown))
    each(kRollBase + r, table.probability(r), table.combine(s.kept(), r), after);
}

class ScoreModel : public AnalysisModel {
 public:
  ScoreModel(const CategoryGame& game, std::shared_ptr<const Solved> solved)
      : game_(&game),
        solved_(std::move(solved)),
        measure_(category_score_measure(game.category_rules().served_generala_wins)) {}
  const AnalysisMeasure& measure() const override { return measure_; }

  std::vector<double> open(const State& state) override {
    const auto& s = as_category(state);
    if (s.over()) return s.scores();
    auto v = resting(s);
    if (s.throws_done() > 0) {  // within the mover's turn
      const int m = s.player();
      const auto& turn = turn_of(s.card(m));
      const double here = s.is_chance() ? turn.keep_value(s.kept(), s.throws_left())
                                        : turn.hand_value(s.hand(), s.throws_left());
      v[size_t(m)] = banked(solved_->scorer(), s.card(m)) + here;
    }
    return v;
  }

  std::vector<ValuedAction> outcomes(const State& state) override {
    const auto& s = as_category(state);
    const int m = s.player();
    const auto rest = resting(s);
    const auto& turn = turn_of(s.card(m));
    const double points = banked(solved_->scorer(), s.card(m));
    std::vector<ValuedAction> out;
    // A served generala that ends the game is valued as the table values it, as if play went on
    // (the measure ignores the instant end throughout, so the values before and after every throw
    // agree); the end it makes shows once, as the model gap of the game it ends.
    each_throw(s, [&](Action a, double p, int hand, int after) {
      auto v = rest;
      v[size_t(m)] = points + turn.hand_value(hand, after);
      out.push_back({a, std::move(v), p});
    });
    return out;
  }

  std::vector<ValuedAction> choices(const State& state) override {
    const auto& s = as_category(state);
    const int m = s.player();
    const auto rest = resting(s);
    std::vector<ValuedAction> out;
    for (const auto& c : rank_choices(*solved_, s)) {
      auto v = rest;
      v[size_t(m)] = c.expected;
      out.push_back({c.action, std::move(v), 0.0});
    }
    // Writing the last category of the game ends it: the final scores (the same numbers, each
    // resting value being the card's total with its bonus).
    return out;
  }

 private:
  // Every seat's value while it waits for its turn (or at the start of it).
  std::vector<double> resting(const CategoryState& s) const {
    std::vector<double> v;
    const auto& space = solved_->space();
    for (int p = 0; p < game_->num_players(); ++p)
      v.push_back(banked(solved_->scorer(), s.card(p)) +
                  solved_->table().at(space.key_of(s.card(p))));
    return v;
  }

  const TurnValues& turn_of(const category::Card& card) {
    const auto key = solved_->space().key_of(card);
    const size_t index = solved_->space().index(key);
    auto& turn = turns_[index];
    if (!turn) turn = std::make_unique<TurnValues>(solved_->table(), key);
    return *turn;
  }

  const CategoryGame* game_;
  std::shared_ptr<const Solved> solved_;
  AnalysisMeasure measure_;
  std::map<size_t, std::unique_ptr<TurnValues>> turns_;
};

class WinModel : public AnalysisModel {
 public:
  WinModel(const CategoryGame& game, std::shared_ptr<const SolvedDuel> duel,
           std::shared_ptr<const Solved> solitaire)
      : game_(&game),
        duel_(std::move(duel)),
        solitaire_(std::move(solitaire)),
        measure_(win_chance_measure(category_win_measure_words(), std::max(1e-9, 2 * duel_->table().error()))) {
    if (game.num_players() != 2)
      throw UsageError("a chance of winning from the two-player table needs two players");
  }
  const AnalysisMeasure& measure() const override { return measure_; }

  std::vector<double> open(const State& state) override {
    const auto& s = as_category(state);
    if (s.over()) return s.returns();
    const auto at = position(s);
    double mover;
    if (s.throws_done() == 0) {
      mover = duel_->table().turn_start(at.mover.mask, at.mover.flag, at.other.mask, at.other.flag,
                                        at.lead);
    } else {
      const auto& values = turn_of(at).values();
      mover = s.is_chance() ? values.keep_value(s.kept(), s.throws_left())
                            : values.hand_value(s.hand(), s.throws_left());
    }
    return split(s, mover);
  }

  std::vector<ValuedAction> outcomes(const State& state) override {
    const auto& s = as_category(state);
    const auto& values = turn_of(position(s)).values();
    std::vector<ValuedAction> out;
    // A served generala that wins at once: the table's turn values hold it as a win (DuelEnds).
    each_throw(s, [&](Action a, double p, int hand, int after) {
      out.push_back({a, split(s, values.hand_value(hand, after)), p});
    });
    return out;
  }

  std::vector<ValuedAction> choices(const State& state) override {
    const auto& s = as_category(state);
    // The advisor's ranking: by the chance of winning, equal chances by expected score.
    auto ranked = rank_choices(*solitaire_, s);
    rank_by_win_chance(ranked, duel_->table(), position(s), s.hand(), s.throws_left());
    std::vector<ValuedAction> out;
    for (const auto& c : ranked) out.push_back({c.action, split(s, *c.win_chance), 0.0});
    return out;
  }

 private:
  DuelPosition position(const CategoryState& s) const {
    const auto at = duel_position(duel_->space(), s, 1 - s.player());
    if (!duel_->table().covers(at.mover.mask, at.other.mask))
      throw UsageError(fmt::format(
          "the two-player table holds only the last rounds; round {} is before them", s.round()));
    return at;
  }

  static std::vector<double> split(const CategoryState& s, double mover) {
    std::vector<double> v(2);
    v[size_t(s.player())] = mover;
    v[size_t(1 - s.player())] = 1.0 - mover;
    return v;
  }

  const DuelTurn& turn_of(const DuelPosition& at) {
    const auto key =
        std::tuple(at.mover.mask, at.mover.flag, at.other.mask, at.other.flag, at.lead);
    auto& turn = turns_[key];
    if (!turn) turn = std::make_unique<DuelTurn>(duel_->table(), at);
    return *turn;
  }

  const CategoryGame* game_;
  std::shared_ptr<const SolvedDuel> duel_;
  std::shared_ptr<const Solved> solitaire_;
  AnalysisMeasure measure_;
  std::map<std::tuple<uint32_t, int, uint32_t, int, int>, std::unique_ptr<DuelTurn>> turns_;
};

}  // namespace

std::unique_ptr<AnalysisModel> category_score_analysis(const CategoryGame& game,
                                                       std::shared_ptr<const Solved> solved) {
  return std::make_unique<ScoreModel>(game, std::move(solved));
}

std::unique_ptr<AnalysisModel> category_win_analysis(const CategoryGame& game,
                                                     std::shared_ptr<const SolvedDuel> duel,
                                                     std::shared_ptr<const Solved> solitaire) {
  if (!duel->has_table()) throw UsageError("the two-player table is not solved");
  return std::make_unique<WinModel>(game, std::move(duel), std::move(solitaire));
}

}  // namespace cubilete::solve

#include "solve/category/category_advice.h"

#include <algorithm>

#include "solve/category/duel/duel_solved.h"

namespace cubilete::solve {

using namespace category;

const Translated& solitaire_measure_words() {
  static const Translated words{"expected final score, optimal solitaire play",
                                "pontuação final esperada, jogando sozinho da melhor forma",
                                "puntaje final esperado, jugando solo de la mejor manera"};
  return words;
}
const Translated& category_win_measure_words() {
  static const Translated words{"chance of winning, both players playing to win (a tie counts half)",
                                "chance de ganhar, os dois jogando para ganhar (empate conta metade)",
                                "probabilidad de ganar, los dos jugando para ganar (un empate cuenta la mitad)"};
  return words;
}

std::vector<RankedAction> rank_choices(const Solved& solved, const Card& card, int hand,
                                       int rethrows_left) {
  const auto& rules = solved.scorer().rules();
  const auto key = solved.space().key_of(card);
  const TurnValues values(solved.table(), key);
  // The upper bonus is part of the expectation (the DP pays it at the end), not of the card.
  const double banked = solved.scorer().total(card) - solved.scorer().upper_bonus(card);
  const bool served = rethrows_left == rules.throws - 1;
  std::vector<RankedAction> out;
  for (uint32_t legal = values.legal(hand); legal; legal &= legal - 1) {
    const Action a = kScoreBase + __builtin_ctz(legal);
    out.push_back({a, category_action_name(rules, a),
                   banked + values.write_value(hand, int(a - kScoreBase), served)});
  }
  if (rethrows_left > 0) {
    const auto& sets = multisets(rules.dice);
    for (int k : sets.subsets(hand))
      if (k != hand)
        out.push_back({kKeepBase + k, category_action_name(rules, kKeepBase + k),
                       banked + values.keep_value(k, rethrows_left)});
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const auto& a, const auto& b) { return a.expected > b.expected; });
  return out;
}

std::vector<RankedAction> rank_choices(const Solved& solved, const CategoryState& s) {
  return rank_choices(solved, s.card(s.player()), s.hand(), s.throws_left());
}

void rank_by_win_chance(std::vector<RankedAction>& choices, const DuelTable& table, const DuelPosition& position,
                        int hand, int rethrows_left) {
  const DuelTurn turn(table, position);
  const auto& values = turn.values();
  const bool served = rethrows_left == table.space().player().throws() - 1;
  for (auto& c : choices)
    c.win_chance = c.action >= kScoreBase ? values.write_value(hand, int(c.action - kScoreBase), served)
                                          : values.keep_value(int(c.action - kKeepBase), rethrows_left);
  std::stable_sort(choices.begin(), choices.end(), [](const auto& a, const auto& b) { return *a.win_chance > *b.win_chance; });
}

std::vector<RankedAction> advise_category(const Game& game, const State& state) {
  const auto& s = static_cast<const CategoryState&>(state);
  if (s.is_terminal() || s.is_chance()) return {};
  const auto& g = static_cast<const CategoryGame&>(game);
  auto ranked = rank_choices(*solved_for(g), s);
  // Two players with the table in the cache: by the chance of winning. Yatzy and Yahtzee can
  // have no such table (duel_commands.h says why): their ranking stays in points.
  if (g.num_players() != 2 || g.category_rules().has_upper_bonus()) return ranked;
  const auto duel = duel_for(g, {}, DuelNeed::Cached);
  if (!duel->has_table()) return ranked;
  rank_by_win_chance(ranked, duel->table(), duel_position(duel->space(), s, 1 - s.player()), s.hand(),
                     s.throws_left());
  return ranked;
}

}  // namespace cubilete::solve

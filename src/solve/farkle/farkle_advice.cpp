#include "solve/farkle/farkle_advice.h"

#include <algorithm>
#include <optional>

namespace cubilete::solve {

const Translated& farkle_measure_words() {
  static const Translated words{"expected points banked this turn, optimal single-turn play",
                                "pontos esperados guardados nesta vez, jogando a vez da melhor forma",
                                "puntos esperados anotados en este turno, jugando el turno de la mejor manera"};
  return words;
}
const Translated& farkle_win_measure_words() {
  static const Translated words{"chance of winning, both players playing to win (Farkle has no ties)",
                                "chance de ganhar, os dois jogando para ganhar (no Farkle não há empate)",
                                "probabilidad de ganar, los dos jugando para ganar (en Farkle no hay empates)"};
  return words;
}

FarkleWinChances::FarkleWinChances(std::shared_ptr<const SolvedFarkleDuel> duel, int banked,
                                   int opponent)
    : duel_(std::move(duel)),
      turn_(&duel_->turn_solver()),
      a_(banked / turn_->unit()),
      b_(opponent / turn_->unit()) {}

FarkleWinChances::FarkleWinChances(std::shared_ptr<const FarkleTurnSolver> turn, int min_bank)
    : turn_owner_(std::move(turn)),
      turn_(turn_owner_.get()),
      need_(units_up(min_bank, turn_->unit())) {}

double FarkleWinChances::decision(int t, int n) const {
  if (!duel_) return turn_->reach(need_ - t, n);  // 1 once ahead: banking wins
  return duel_->decision(a_, b_, t, n);
}

double FarkleWinChances::bank(int t) const {
  return duel_ ? duel_->duel().bank_value(a_, b_, t) : 1.0;
}

double FarkleWinChances::roll(int t, int n) const {
  if (duel_) return duel_->throw_value(a_, b_, t, n);
  // Ahead already, a throw that scores anything keeps the win.
  return t >= need_ ? 1.0 - turn_->farkle_chance(n) : turn_->reach(need_ - t, n);
}

std::vector<RankedAction> rank_farkle(const farkle::FarkleGame& g, const FarkleDecision& d,
                                      const FarkleWinChances* win) {
  const auto solver = farkle_solver_for(g);
  const auto values = solver->with_min_bank(d.min_bank);
  const int unit = solver->unit();
  const int t = d.turn_total / unit;
  const auto namer = g.initial_state();  // action names depend on the game only
  std::vector<RankedAction> ranked;
  if (d.throw_index >= 0) {
    const int thrown = g.scoring().table().dice(d.throw_index);
    for (const auto& sel : g.scoring().selections(d.throw_index)) {
      const int next = sel.dice == thrown ? farkle::kDice : thrown - sel.dice;
      const Action a = farkle::kKeepBase + sel.keep;
      ranked.push_back({a, namer->action_to_string(a), values->value(t + sel.points / unit, next)});
      if (win) ranked.back().win_chance = win->decision(t + sel.points / unit, next);
    }
  } else {
    ranked.push_back({farkle::kBank, "bank", double(d.turn_total)});
    ranked.push_back({farkle::kRoll, "roll", values->throw_value(t, d.dice_to_throw)});
    if (win) {
      ranked[0].win_chance = win->bank(t);
      ranked[1].win_chance = win->roll(t, d.dice_to_throw);
    }
  }
  std::stable_sort(ranked.begin(), ranked.end(), [](auto& a, auto& b) {
    return a.win_chance ? *a.win_chance > *b.win_chance : a.expected > b.expected;
  });
  return ranked;
}

std::vector<RankedAction> advise_farkle(const Game& game, const State& state) {
  const auto& g = static_cast<const farkle::FarkleGame&>(game);
  const auto& s = static_cast<const farkle::FarkleState&>(state);
  FarkleDecision d;
  if (s.phase() == farkle::Phase::Select)
    d = {s.turn_total(), s.min_bank(), s.last_throw(), 0};
  else if (s.phase() == farkle::Phase::BankOrRoll)
    d = {s.turn_total(), s.min_bank(), -1, s.dice_to_throw()};
  else
    return {};
  // Two players: the chances of winning, in the final round exactly, before it where the table
  // is in the cache.
  std::optional<FarkleWinChances> win;
  if (g.num_players() == 2) {
    if (s.final_round()) {
      win.emplace(farkle_solver_for(g), s.min_bank());
    } else if (auto duel = farkle_duel_for(g, {}, false); duel->solved()) {
      win.emplace(std::move(duel), s.banked(s.player()), s.banked(1 - s.player()));
    }
  }
  return rank_farkle(g, d, win ? &*win : nullptr);
}

}  // namespace cubilete::solve

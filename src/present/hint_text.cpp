#include "present/hint_text.h"

#include <fmt/format.h>

#include "present/hint_notes.h"
#include "present/ranking_text.h"

namespace cubilete {

namespace {

std::string chance_line(const std::string& position, double win_chance) {
  return fmt::format("{}: your chance of winning {:.4f}\n", position, win_chance);
}

std::string of(const solve::CategoryHint& h) {
  if (!h.duel) return ranking_text(h.ranking);
  const auto& d = *h.duel;
  return chance_line(fmt::format("Two players, you play {}, score difference {:+d}",
                                 d.plays_first ? "first" : "second", d.score_diff),
                     d.win_chance) +
         (d.instant_win ? "This served five of a kind wins the game at once.\n" : "") +
         ranking_text(h.ranking);
}

std::string of(const solve::FarkleHint& h) {
  if (!h.duel) return ranking_text(h.ranking);
  const auto& d = *h.duel;
  return chance_line(fmt::format("Two players, you have {}, the opponent {}{}", d.banked,
                                 d.opponent_banked, d.final_round ? " (your last turn)" : ""),
                     d.win_chance) +
         ranking_text(h.ranking);
}

std::string of(const solve::MatterhornHint& h) {
  return ranking_text(h.ranking, throws_to_go(h));
}
std::string of(const solve::MultiplicacaoHint& h) {
  return ranking_text(h.ranking);
}
std::string of(const solve::TriploSeisHint& h) {
  return ranking_text(h.ranking, keep_fractions(h));
}
std::string of(const damma::DammaHint& h) {
  return ranking_text(h.ranking, engine_lines(h));
}

}  // namespace

std::string hint_text(const HintResult& hint) {
  return std::visit([](const auto& h) { return of(h); }, hint);
}

}  // namespace cubilete

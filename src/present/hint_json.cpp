#include "present/hint_json.h"

#include <nlohmann/json.hpp>

#include "present/hint_notes.h"
#include "present/options_json.h"
#include "present/ranking_json.h"

namespace cubilete {

namespace {

// The choices, with `key` of each set from `notes` (one per choice).
nlohmann::json choices_with(const Ranking& ranking, const char* key,
                            const std::vector<std::string>& notes) {
  auto choices = ranking_choices_json(ranking);
  for (size_t i = 0; i < notes.size(); ++i) choices[i][key] = notes[i];
  return choices;
}

nlohmann::json of(const Game& game, const solve::CategoryHint& h) {
  nlohmann::json j = {{"game", game.info().id},
                      {"rules", rules_to_json(game.rules())},
                      {"dice", h.dice},
                      {"throws_left", h.throws_left},
                      {"measure", h.ranking.measure}};
  if (h.duel) {
    // Two players: the document's measure is that of the ranking's order, the chance of winning.
    j.update({{"players", 2},
              {"score_diff", h.duel->score_diff},
              {"you_play", h.duel->plays_first ? "first" : "second"},
              {"win_chance", h.duel->win_chance},
              {"measure", h.ranking.win_measure}});
    if (h.duel->instant_win)
      j["instant_win"] = true;  // the game ended with this throw: no choice is asked for
  }
  j["choices"] = ranking_choices_json(h.ranking);
  return j;
}

nlohmann::json of(const Game& game, const solve::FarkleHint& h) {
  nlohmann::json j = {{"game", game.info().id},
                      {"rules", rules_to_json(game.rules())},
                      {"turn_total", h.turn_total},
                      {"min_bank", h.min_bank},
                      {"measure", h.ranking.measure}};
  if (h.duel)
    j.update({{"players", 2},
              {"banked", h.duel->banked},
              {"opponent_banked", h.duel->opponent_banked},
              {"final_round", h.duel->final_round},
              {"measure", h.ranking.win_measure},
              {"win_chance", h.duel->win_chance}});
  j["choices"] = ranking_choices_json(h.ranking);
  return j;
}

nlohmann::json of(const Game& game, const solve::MatterhornHint& h) {
  nlohmann::json j = {{"game", game.info().id},
                      {"dice", format_dice(h.dice)},
                      {"throws_needed_now", h.throws_needed_now},
                      {"measure", h.ranking.measure},
                      {"choices", choices_with(h.ranking, "note", throws_to_go(h))}};
  if (h.ranking.choices.empty())
    j["note"] = "no group of these dice crosses an open number: the throw passes";
  return j;
}

nlohmann::json of(const Game& game, const solve::MultiplicacaoHint& h) {
  return {{"game", game.info().id},
          {"set_aside", h.set_aside},
          {"dice", format_dice(h.shown)},
          {"measure", h.ranking.measure},
          {"choices", ranking_choices_json(h.ranking)}};
}

nlohmann::json of(const Game& game, const solve::TriploSeisHint& h) {
  auto choices = choices_with(h.ranking, "probability", keep_fractions(h));
  for (size_t i = 0; i < h.keeps.size(); ++i) {
    choices[i]["keep"] = format_dice(h.keeps[i].kept);
    choices[i]["rethrow"] = format_dice(h.keeps[i].rethrown);
  }
  return {{"game", game.info().id}, {"dice", format_dice(h.dice)},  {"reads", h.reads},
          {"call", h.call},         {"measure", h.ranking.measure}, {"choices", choices}};
}

nlohmann::json of(const Game& game, const damma::DammaHint& h) {
  return {{"game", game.info().id},
          {"position", h.position.text()},
          {"measure", h.ranking.measure},
          {"choices", choices_with(h.ranking, "note", engine_lines(h))}};
}

}  // namespace

nlohmann::json hint_json(const Game& game, const HintResult& hint) {
  return std::visit([&game](const auto& h) { return of(game, h); }, hint);
}

}  // namespace cubilete

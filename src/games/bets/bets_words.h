#pragma once
// What Flores Amarradas and Triplo Seis say in each language: their moves in the running account
// (the browser's copy is generated from these: words.json, each game's "log"), and their terminal
// drawings (the round, whose turn it is, the chips, the odds, what is under the cup).
#include <vector>

#include "core/game_description.h"
#include "core/lang.h"

namespace cubilete::bets {

struct FloresWords {
  // The running account.
  Translated bet{"{who} bet {n}", "{who} apostou {n}", "{who} apostó {n}"};
  Translated staked{"{who} (banker) staked {n}", "{who} (banca) pôs {n}", "{who} (banca) puso {n}"};
  Translated covered{"{who} covered {n}", "{who} cobriu {n}", "{who} cubrió {n}"};
  // The drawing.
  Translated over{"Flores Amarradas: the match is over", "Flores Amarradas: a partida terminou",
                  "Flores Amarradas: la partida terminó"};
  Translated heading{"Flores Amarradas: round {round} of {rounds}, {phase}", "Flores Amarradas: rodada {round} de {rounds}, {phase}",
                     "Flores Amarradas: ronda {round} de {rounds}, {phase}"};
  Translated to_draw{"drawing for the bank: P{seat} to throw", "sorteio da banca: P{seat} joga",
                     "sorteo de la banca: tira P{seat}"};
  Translated to_stake{"P{seat} (banker) to stake 3..{most}", "P{seat} (banca) põe de 3 a {most}", "P{seat} (banca) pone de 3 a {most}"};
  Translated to_cover{"P{seat} to cover 3..{most} of the stake", "P{seat} cobre de 3 a {most} da banca",
                      "P{seat} cubre de 3 a {most} de la banca"};
  Translated to_bet{"P{seat} to bet 3..{most}", "P{seat} aposta de 3 a {most}", "P{seat} apuesta de 3 a {most}"};
  Translated banker_to_throw{"P{seat} (banker) to throw", "P{seat} (banca) joga", "P{seat} (banca) tira"};
  Translated to_throw_against{"P{seat} to throw against the banker's point {point}", "P{seat} joga contra o ponto {point} da banca",
                              "P{seat} tira contra el punto {point} de la banca"};
  Translated bankers_point{"The banker's point: {point}", "Ponto da banca: {point}", "Punto de la banca: {point}"};
  Translated stake_left{"Stake left to cover: {left}", "Falta cobrir da banca: {left}", "Queda por cubrir de la banca: {left}"};
  Translated banker{"banker", "banca", "banca"};
  Translated bet_of{"bet {n}", "aposta {n}", "apuesta {n}"};
  Translated drew{"drew {n}", "fez {n}", "sacó {n}"};
  Translated chip{"chip", "ficha", "ficha"};
  Translated chips{"chips", "fichas", "fichas"};
  Translated banker_odds{
      "The banker's throw, until it decides: wins every bet {win}, loses every bet {lose}, a point 2, 3, 4 or 5 "
      "{point} each; the banker's edge is {edge} a chip bet.",
      "A jogada da banca, até decidir: ganha todas as apostas {win}, perde todas {lose}, um ponto 2, 3, 4 ou 5 "
      "{point} cada; a vantagem da banca é {edge} por ficha apostada.",
      "El tiro de la banca, hasta que decide: gana todas las apuestas {win}, pierde todas {lose}, un punto 2, 3, 4 "
      "o 5 {point} cada uno; la ventaja de la banca es {edge} por ficha apostada."};
  Translated point_odds{"Against point {point}, until the throw decides: the bettor wins {win}, loses {lose}, ties {tie}.",
                        "Contra o ponto {point}, até a jogada decidir: o apostador ganha {win}, perde {lose}, empata {tie}.",
                        "Contra el punto {point}, hasta que el tiro decide: el apostador gana {win}, pierde {lose}, empata {tie}."};

  std::vector<GameDescription::WordGroup> groups() const {
    return {{"log", {{"bet", bet}, {"staked", staked}, {"covered", covered}}}};
  }
  std::vector<const Translated*> all() const {
    return {&bet,     &staked,          &covered,          &over,          &heading,    &to_draw, &to_stake,
            &to_cover, &to_bet,         &banker_to_throw,  &to_throw_against, &bankers_point, &stake_left,
            &banker,  &bet_of,          &drew,             &chip,          &chips,      &banker_odds, &point_odds};
  }
};

struct TriploSeisWords {
  // The running account, as each seat may know it: the holder sees the dice, the others how many.
  Translated threw_under_cup{"{who} threw {dice} under the cup", "{who} jogou {dice} debaixo do copo",
                             "{who} tiró {dice} bajo el cubilete"};
  Translated threw_hidden_one{"{who} threw {n} die under the cup", "{who} jogou {n} dado debaixo do copo",
                              "{who} tiró {n} dado bajo el cubilete"};
  Translated threw_hidden_other{"{who} threw {n} dice under the cup", "{who} jogou {n} dados debaixo do copo",
                                "{who} tiró {n} dados bajo el cubilete"};
  Translated rethrew_one{"{who} rethrew {n} die under the cup", "{who} jogou de novo {n} dado debaixo do copo",
                         "{who} volvió a tirar {n} dado bajo el cubilete"};
  Translated rethrew_other{"{who} rethrew {n} dice under the cup", "{who} jogou de novo {n} dados debaixo do copo",
                           "{who} volvió a tirar {n} dados bajo el cubilete"};
  Translated kept_all{"{who} kept all three dice", "{who} ficou com os três dados", "{who} se quedó con los tres dados"};
  Translated kept_hidden_one{"{who} kept {n} die under the cup", "{who} ficou com {n} dado debaixo do copo",
                             "{who} se quedó con {n} dado bajo el cubilete"};
  Translated kept_hidden_other{"{who} kept {n} dice under the cup", "{who} ficou com {n} dados debaixo do copo",
                               "{who} se quedó con {n} dados bajo el cubilete"};
  Translated kept_none_hidden{"{who} kept no die under the cup", "{who} não ficou com nenhum dado",
                              "{who} no se quedó con ningún dado"};
  Translated believed{"{who} believed the call", "{who} acreditou no canto", "{who} creyó el canto"};
  Translated doubted{"{who} doubted the call", "{who} duvidou do canto", "{who} dudó del canto"};
  Translated called{"{who} called {call}", "{who} cantou {call}", "{who} cantó {call}"};
  // The drawing.
  Translated over{"Triplo Seis: the match is over", "Triplo Seis: a partida terminou", "Triplo Seis: la partida terminó"};
  Translated heading{"Triplo Seis: round {round} of {rounds}, {phase}", "Triplo Seis: rodada {round} de {rounds}, {phase}",
                     "Triplo Seis: ronda {round} de {rounds}, {phase}"};
  // Whose turn it is and to do what, in the drawing ("P1") and where a decision was taken (a name).
  Translated to_respond{"{name} to believe or doubt {call}", "{name} acredita ou duvida de {call}",
                        "{name} cree o duda de {call}"};
  Translated holds_cup{"{name} holds the cup against {call}", "{name} está com o copo contra {call}",
                       "{name} tiene el cubilete contra {call}"};
  Translated to_call_above{"{name} to call above {call}", "{name} canta acima de {call}", "{name} canta más alto que {call}"};
  Translated to_call_first{"{name} to make the first call", "{name} faz o primeiro canto", "{name} hace el primer canto"};
  Translated to_throw{"{name} to throw", "{name} joga", "{name} tira"};
  Translated to_rethrow{"{name} to rethrow under the cup", "{name} joga de novo debaixo do copo",
                        "{name} vuelve a tirar bajo el cubilete"};
  Translated on_table{"On the table: {chips}", "Na mesa: {chips}", "En la mesa: {chips}"};
  Translated chip{"chip", "ficha", "ficha"};
  Translated chips{"chips", "fichas", "fichas"};
  Translated this_round{"This round:", "Nesta rodada:", "En esta ronda:"};
  Translated under_cup{"Under the cup: {dice} (reads {reads})", "Debaixo do copo: {dice} ({reads})",
                       "Bajo el cubilete: {dice} ({reads})"};
  Translated under_cup_kept{"Under the cup (kept): {dice} (reads {reads})", "Debaixo do copo (guardados): {dice} ({reads})",
                            "Bajo el cubilete (guardados): {dice} ({reads})"};
  // A turn of the round, as `viewer` may know it: "P1 threw 3-4-5, called 543".
  Translated turn_threw{"P{seat} threw", "P{seat} jogou", "P{seat} tiró"};
  Translated turn_believed{"P{seat} believed", "P{seat} acreditou", "P{seat} creyó"};
  Translated saw{", saw {dice}", ", viu {dice}", ", vio {dice}"};
  Translated kept{", kept {dice}", ", guardou {dice}", ", guardó {dice}"};
  Translated kept_none{", kept none", ", não guardou nenhum", ", no guardó ninguno"};
  Translated rethrew{", rethrew {dice}", ", jogou de novo {dice}", ", volvió a tirar {dice}"};
  Translated got{", got {dice}", ", tirou {dice}", ", sacó {dice}"};
  Translated turn_called{", called {call}", ", cantou {call}", ", cantó {call}"};

  // Where a decision was taken (an analysis, a report): "round 2, Ana holds the cup against 532",
  // the turn in the words above.
  Translated where{"round {round}, {turn}", "rodada {round}, {turn}", "ronda {round}, {turn}"};
  Translated where_over{"round {round}", "rodada {round}", "ronda {round}"};

  std::vector<GameDescription::WordGroup> groups() const {
    return {{"where",
             {{"situation", where}, {"over", where_over}, {"keep", holds_cup}, {"respond", to_respond},
              {"call", to_call_above}, {"firstCall", to_call_first}, {"throw", to_throw}, {"rethrow", to_rethrow}}},
            {"log",
             {{"threwUnderCup", threw_under_cup}, {"threwHiddenOne", threw_hidden_one}, {"threwHiddenOther", threw_hidden_other},
              {"rethrewOne", rethrew_one}, {"rethrewOther", rethrew_other}, {"keptAll", kept_all},
              {"keptHiddenOne", kept_hidden_one}, {"keptHiddenOther", kept_hidden_other},
              {"keptNoneHidden", kept_none_hidden}, {"believed", believed}, {"doubted", doubted}, {"called", called}}}};
  }
  std::vector<const Translated*> all() const {
    return {&threw_under_cup, &threw_hidden_one, &threw_hidden_other, &rethrew_one,   &rethrew_other,  &kept_all,
            &kept_hidden_one, &kept_hidden_other, &kept_none_hidden,  &believed,      &doubted,        &called,
            &over,            &heading,          &to_respond,         &holds_cup,     &to_call_above,  &to_call_first,
            &to_throw,        &to_rethrow,       &on_table,           &this_round,    &under_cup,      &under_cup_kept,
            &turn_threw,      &turn_believed,    &saw,                &kept,          &kept_none,      &rethrew,
            &got,             &turn_called,      &chip,               &chips,           &where,
            &where_over};
  }
};

const FloresWords& flores_words();
const TriploSeisWords& triplo_seis_words();

}  // namespace cubilete::bets

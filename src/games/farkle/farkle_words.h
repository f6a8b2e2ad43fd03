#pragma once
// What Farkle says of its moves, in each language: the running account ("log") and the names of
// the choices ("choices"). The browser's copy is generated from these (words.json: farkle's words).
#include <vector>

#include "core/game_description.h"

namespace cubilete::farkle {

struct FarkleMoveWords {
  Translated threw_farkle{"{who} threw {dice}: farkle!", "{who} jogou {dice}: farkle!", "{who} tiró {dice}: ¡farkle!"};
  Translated set_aside{"{who} set aside {dice}", "{who} separou {dice}", "{who} apartó {dice}"};
  Translated banked{"{who} banked", "{who} guardou os pontos", "{who} anotó los puntos"};
  Translated rolled_on{"{who} throws on", "{who} continua jogando", "{who} sigue tirando"};
  Translated set_aside_choice{"Set aside {dice}", "Separar {dice}", "Apartar {dice}"};
  Translated bank{"Bank", "Guardar os pontos", "Anotar los puntos"};
  Translated roll{"Throw on", "Continuar jogando", "Seguir tirando"};
  // Where a decision was taken (an analysis, a report): the dice to set aside from, or how many to
  // throw on with.
  Translated where_select{"turn total {total}, throw {dice}", "total da vez {total}, jogada {dice}",
                          "total del turno {total}, tiro {dice}"};
  Translated where_bank_one{"turn total {total}, {n} die to throw", "total da vez {total}, {n} dado para jogar",
                            "total del turno {total}, {n} dado para tirar"};
  Translated where_bank_other{"turn total {total}, {n} dice to throw", "total da vez {total}, {n} dados para jogar",
                              "total del turno {total}, {n} dados para tirar"};

  std::vector<GameDescription::WordGroup> groups() const {
    return {{"log", {{"threwFarkle", threw_farkle}, {"setAside", set_aside}, {"banked", banked}, {"rolledOn", rolled_on}}},
            {"choices", {{"setAside", set_aside_choice}, {"bank", bank}, {"roll", roll}}},
            {"where", {{"select", where_select}, {"bankOne", where_bank_one}, {"bankOther", where_bank_other}}}};
  }
};
const FarkleMoveWords& farkle_move_words();

}  // namespace cubilete::farkle

#pragma once
// What the three-dice games say of their moves beyond a throw, in each language: the running
// account ("log"), the names of the choices ("choices") and Matterhorn's crossings. The browser's
// copy is generated from these (words.json: each game's words).
#include <string>
#include <vector>

#include "core/game_description.h"

namespace cubilete::dice3 {

struct MatterhornWords {
  Translated crossed{"{who} crossed {numbers}", "{who} riscou {numbers}", "{who} tachó {numbers}"};
  Translated row2{"{row2} in row 2", "{row2} na linha 2", "{row2} en la fila 2"};
  Translated both_rows{"{row1}, and {row2} in row 2", "{row1}, e {row2} na linha 2", "{row1}, y {row2} en la fila 2"};
  Translated cross{"Cross {numbers}", "Riscar {numbers}", "Tachar {numbers}"};

  std::vector<GameDescription::WordGroup> groups() const {
    return {{"crossing", {{"log", crossed}, {"row2", row2}, {"bothRows", both_rows}, {"choice", cross}}}};
  }
  // "2 11", "2 11, and 1 in row 2": the numbers a move crosses in each row.
  std::string numbers(const std::vector<int>& row1, const std::vector<int>& row2, Lang lang) const;
};

struct MultiplicacaoWords {
  Translated accepted{"{who} accepted", "{who} aceitou", "{who} aceptó"};
  Translated refused{"{who} refused and throws again", "{who} recusou e joga de novo", "{who} rechazó y tira de nuevo"};
  Translated accept{"Accept", "Aceitar", "Aceptar"};
  Translated refuse{"Refuse", "Recusar", "Rechazar"};

  std::vector<GameDescription::WordGroup> groups() const {
    return {{"log", {{"accepted", accepted}, {"refused", refused}}}, {"choices", {{"accept", accept}, {"refuse", refuse}}}};
  }
};

struct BuckDiceWords {
  Translated threw_point{"{who} threw the point number: {die}", "{who} jogou o número da rodada: {die}",
                         "{who} tiró el número de la ronda: {die}"};

  std::vector<GameDescription::WordGroup> groups() const { return {{"log", {{"threwPoint", threw_point}}}}; }
};

const MatterhornWords& matterhorn_words();
const MultiplicacaoWords& multiplicacao_words();
const BuckDiceWords& buck_dice_words();

}  // namespace cubilete::dice3

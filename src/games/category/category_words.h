#pragma once
// What the category games say of a box written, in each language: the running account ("log")
// and the name of the choice ("choices"). The browser's copy is generated from these
// (words.json: each category game's words).
#include <vector>

#include "core/game_description.h"

namespace cubilete::category {

struct CategoryMoveWords {
  Translated wrote{"{who} wrote {category}", "{who} marcou {category}", "{who} anotó {category}"};
  Translated write{"Write {category}", "Marcar {category}", "Anotar {category}"};
  // Where a decision was taken (an analysis, a report): "round 3, dice 3 3 4 5 6, 2 throws left".
  Translated where{"round {round}, dice {dice}, {left}", "rodada {round}, dados {dice}, {left}",
                   "ronda {round}, dados {dice}, {left}"};
  Translated throws_left_one{"{n} throw left", "falta {n} jogada", "queda {n} tiro"};
  Translated throws_left_other{"{n} throws left", "faltam {n} jogadas", "quedan {n} tiros"};

  std::vector<GameDescription::WordGroup> groups() const {
    return {{"log", {{"wrote", wrote}}},
            {"choices", {{"write", write}}},
            {"where", {{"situation", where}, {"throwsLeftOne", throws_left_one}, {"throwsLeftOther", throws_left_other}}}};
  }
};
const CategoryMoveWords& category_move_words();

}  // namespace cubilete::category

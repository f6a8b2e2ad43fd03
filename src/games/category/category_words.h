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

  std::vector<GameDescription::WordGroup> groups() const {
    return {{"log", {{"wrote", wrote}}}, {"choices", {{"write", write}}}};
  }
};
const CategoryMoveWords& category_move_words();

}  // namespace cubilete::category

#pragma once
// What the category games say of a box written, in each language: the running account and the
// name of the choice. The browser's copy is generated from these (words.json: each category
// game's "moves").
#include <string>
#include <utility>
#include <vector>

#include "core/lang.h"

namespace cubilete::category {

struct CategoryMoveWords {
  Translated wrote{"{who} wrote {category}", "{who} marcou {category}", "{who} anotó {category}"};
  Translated write{"Write {category}", "Marcar {category}", "Anotar {category}"};

  std::vector<std::pair<std::string, Translated>> by_key() const { return {{"wrote", wrote}, {"write", write}}; }
};
const CategoryMoveWords& category_move_words();

}  // namespace cubilete::category

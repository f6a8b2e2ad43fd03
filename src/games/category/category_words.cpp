#include "games/category/category_words.h"

namespace cubilete::category {

const CategoryMoveWords& category_move_words() {
  static const CategoryMoveWords words;
  return words;
}

}  // namespace cubilete::category

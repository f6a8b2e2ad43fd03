#include "games/farkle/farkle_words.h"

namespace cubilete::farkle {

const FarkleMoveWords& farkle_move_words() {
  static const FarkleMoveWords words;
  return words;
}

}  // namespace cubilete::farkle

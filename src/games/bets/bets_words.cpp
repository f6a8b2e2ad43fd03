#include "games/bets/bets_words.h"

namespace cubilete::bets {

const FloresWords& flores_words() {
  static const FloresWords words;
  return words;
}

const TriploSeisWords& triplo_seis_words() {
  static const TriploSeisWords words;
  return words;
}

}  // namespace cubilete::bets

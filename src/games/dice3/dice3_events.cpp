#include "games/dice3/dice3_events.h"

namespace cubilete::dice3 {

const Dice3Events& dice3_events() {
  static const Dice3Events events;
  return events;
}

}  // namespace cubilete::dice3

#include "games/bets/bets_events.h"

namespace cubilete::bets {

const FloresEvents& flores_events() {
  static const FloresEvents events;
  return events;
}

const TriploSeisEvents& triplo_seis_events() {
  static const TriploSeisEvents events;
  return events;
}

}  // namespace cubilete::bets

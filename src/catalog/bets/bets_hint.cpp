#include "catalog/bets/bets_hint.h"

#include "core/error.h"
#include "games/bets/triplo_seis_calls.h"
#include "solve/bets/bets_commands.h"

namespace cubilete::bets {

std::vector<OptionSpec> triplo_seis_hint_options() {
  return {hint_text("dice", "the three dice under the cup, e.g. 5-4-1"),
          hint_text("call", "the call to beat, e.g. 541")};
}

HintResult triplo_seis_hint(const Game&, const HintValues& values) {
  if (!values.has("dice"))
    throw UsageError("hint triplo_seis needs --dice (the three dice under the cup, e.g. 5-4-1)");
  if (!values.has("call"))
    throw UsageError("hint triplo_seis needs --call (the call to beat, e.g. 541)");
  return solve::hint_triplo_seis(
      {counts_of(parse_dice(values.text("dice"), 3)), parse_call(values.text("call"))});
}

}  // namespace cubilete::bets

#pragma once
// What `cubilete hint` shows beside each choice where the ranking's numbers alone do not say it:
// the expected throws still to go (Matterhorn), the exact chance as a fraction (Triplo Seis), the
// engine's expected line (Damma). The JSON and the text carry the same notes.
#include <string>
#include <vector>

#include "solve/bets/bets_commands.h"
#include "solve/damma/damma_commands.h"
#include "solve/dice3/dice3_commands.h"

namespace cubilete {

// "3.142 throws to go", one per choice.
std::vector<std::string> throws_to_go(const solve::MatterhornHint& hint);
// "25/36", one per choice.
std::vector<std::string> keep_fractions(const solve::TriploSeisHint& hint);
// "b2xd4 c5-b4 ...", one per choice.
std::vector<std::string> engine_lines(const damma::DammaHint& hint);

}  // namespace cubilete

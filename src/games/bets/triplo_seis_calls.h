#pragma once
// Calls and readings of Triplo Seis (RULES.md §4.8): three digits high to low (111..666, 56 of
// them) compared as numbers; dice read the same way. Exact chances that kept dice plus a rethrow
// reach a call, for the advisor and the bluffing bot.
#include <string>
#include <string_view>
#include <vector>

#include "core/dice.h"
#include "core/fraction.h"

namespace cubilete::bets {

// 6-4-4 reads 644.
int reading(const FaceCounts& dice);
// The 56 calls, ascending.
const std::vector<int>& all_calls();
// Position of a call in all_calls(), or -1 if `number` is not a call.
int call_index(int number);
// The dice a call describes (644 -> 4-4-6).
FaceCounts dice_of_call(int call);
// Reads "654" or "6-5-4" / "6 5 4"; throws UsageError naming the problem (digits not 1..6, not
// high to low, not three).
int parse_call(std::string_view text);

// Chance that `kept` plus the other 3 - |kept| dice thrown again read more than `call`
// (at_least: `call` or more). `call` 0 means "any reading".
Fraction chance_to_beat(const FaceCounts& kept, int call, bool at_least = false);

struct KeepChance {
  FaceCounts kept;
  Fraction chance;
};
// Every distinct keep of `dice` (all of them, down to none) with its chance to read more than
// `call`, best first (ties: the keep that rethrows fewer dice first).
std::vector<KeepChance> keep_chances(const FaceCounts& dice, int call);

}  // namespace cubilete::bets

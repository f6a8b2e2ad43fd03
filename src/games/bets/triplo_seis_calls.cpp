#include "games/bets/triplo_seis_calls.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/error.h"

namespace cubilete::bets {

int reading(const FaceCounts& dice) {
  int r = 0;
  for (int f = 6; f >= 1; --f)
    for (int k = 0; k < dice[f - 1]; ++k) r = r * 10 + f;
  return r;
}

const std::vector<int>& all_calls() {
  static const std::vector<int> calls = [] {
    std::vector<int> v;
    for (int i : multisets(3).of_size(3)) v.push_back(reading(multisets(3).counts(i)));
    std::sort(v.begin(), v.end());
    return v;
  }();
  return calls;
}

int call_index(int number) {
  const auto& calls = all_calls();
  auto it = std::lower_bound(calls.begin(), calls.end(), number);
  return it != calls.end() && *it == number ? int(it - calls.begin()) : -1;
}

FaceCounts dice_of_call(int call) {
  FaceCounts c{};
  for (int k = 0; k < 3; ++k, call /= 10) ++c[call % 10 - 1];
  return c;
}

int parse_call(std::string_view text) {
  std::vector<int> digits;
  for (char ch : text) {
    if (ch == '-' || ch == ' ' || ch == ',') continue;
    if (ch < '1' || ch > '6')
      throw UsageError(fmt::format("'{}' is not a call: a call is three digits 1..6, high to low, e.g. 654", text));
    digits.push_back(ch - '0');
  }
  if (digits.size() != 3)
    throw UsageError(fmt::format("'{}' is not a call: a call is three digits 1..6, high to low, e.g. 654", text));
  if (!std::is_sorted(digits.rbegin(), digits.rend())) {
    std::sort(digits.rbegin(), digits.rend());
    throw UsageError(fmt::format("'{}' is not a call: write the digits high to low ({}{}{})", text, digits[0], digits[1], digits[2]));
  }
  return digits[0] * 100 + digits[1] * 10 + digits[2];
}

Fraction chance_to_beat(const FaceCounts& kept, int call, bool at_least) {
  const int rethrow = 3 - dice_in(kept);
  int64_t hits = 0, total = 0;
  // Every ordered outcome of the rethrown dice (at most 216).
  int outcomes = 1;
  for (int k = 0; k < rethrow; ++k) outcomes *= 6;
  for (int code = 0; code < outcomes; ++code) {
    FaceCounts c = kept;
    for (int k = 0, x = code; k < rethrow; ++k, x /= 6) ++c[x % 6];
    const int r = reading(c);
    hits += at_least ? r >= call : r > call;
    ++total;
  }
  return {hits, total};
}

std::vector<KeepChance> keep_chances(const FaceCounts& dice, int call) {
  const auto& table = multisets(3);
  std::vector<KeepChance> out;
  for (int sub : table.subsets(table.index_of(dice))) {
    const auto& kept = table.counts(sub);
    out.push_back({kept, chance_to_beat(kept, call)});
  }
  std::stable_sort(out.begin(), out.end(), [](const KeepChance& a, const KeepChance& b) {
    if (!(a.chance == b.chance)) return b.chance < a.chance;
    return dice_in(a.kept) > dice_in(b.kept);
  });
  return out;
}

}  // namespace cubilete::bets

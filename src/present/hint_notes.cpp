#include "present/hint_notes.h"

#include <fmt/format.h>

namespace cubilete {

std::vector<std::string> throws_to_go(const solve::MatterhornHint& hint) {
  std::vector<std::string> notes;
  // The ranking measures minus the throws still needed (higher is better).
  for (const auto& c : hint.ranking.choices)
    notes.push_back(fmt::format("{:.3f} throws to go", -c.expected));
  return notes;
}

std::vector<std::string> keep_fractions(const solve::TriploSeisHint& hint) {
  std::vector<std::string> notes;
  for (const auto& k : hint.keeps) notes.push_back(k.chance.text());
  return notes;
}

std::vector<std::string> engine_lines(const damma::DammaHint& hint) {
  std::vector<std::string> notes;
  for (const auto& c : hint.ranking.choices)
    notes.push_back(fmt::format("{}", fmt::join(c.line, " ")));
  return notes;
}

}  // namespace cubilete

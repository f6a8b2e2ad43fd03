#include "present/score_text.h"

#include <fmt/format.h>

namespace cubilete {

namespace {

std::string of(const solve::CategoryThrowScores& r) {
  std::string out;
  for (const auto& c : r.categories)
    out += fmt::format("  {:<16} {:<18} {}\n", c.key, c.name, c.points);
  if (r.instant_win.value_or(false)) out += "  a served generala: wins the game at once\n";
  return out;
}

// What a Farkle throw may set aside is in the JSON only (`score farkle DICE --json`).
std::string of(const solve::FarkleThrowScores&) {
  return "";
}

}  // namespace

std::string score_text(const ScoreResult& result) {
  return std::visit([](const auto& r) { return of(r); }, result);
}

}  // namespace cubilete

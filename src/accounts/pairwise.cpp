#include "accounts/pairwise.h"

#include <stdexcept>

namespace cubilete::accounts {

std::vector<std::vector<GlickoResult>> pairwise_results(const std::vector<Glicko>& before,
                                                        const std::vector<double>& standing) {
  if (before.size() != standing.size())
    throw std::invalid_argument("pairwise results: one rating and one standing per seat");
  return pairwise_results(before, [&standing](size_t i, size_t j) -> std::optional<double> {
    return standing[i] > standing[j] ? 1 : standing[i] < standing[j] ? 0 : 0.5;
  });
}

std::vector<std::vector<GlickoResult>> pairwise_results(
    const std::vector<Glicko>& before, const std::function<std::optional<double>(size_t i, size_t j)>& score) {
  if (before.size() < 2) throw std::invalid_argument("pairwise results: a game has at least two seats");
  const size_t n = before.size();
  const double weight = 1.0 / double(n - 1);
  std::vector<std::vector<GlickoResult>> out(n);
  for (size_t i = 0; i < n; ++i)
    for (size_t j = 0; j < n; ++j) {
      if (i == j) continue;
      if (const auto s = score(i, j)) out[i].push_back({before[j], *s, weight});
    }
  return out;
}

}  // namespace cubilete::accounts

#include "solve/category/turn_program.h"

#include <stdexcept>

namespace cubilete::solve::lanes {

TurnProgram::TurnProgram(const TurnShape& shape, bool served_differs)
    : sets_(shape.table.size()),
      first_stops_(served_differs ? sets_ : 0),
      rows_(served_differs ? 2 * sets_ : sets_),
      levels_(shape.space.throws() - 1),
      served_differs_(served_differs),
      hands_(shape.hands) {
  if (rows_ > 0xFFFF) throw std::length_error("a turn with more rows than 16-bit row numbers reach");
  const auto& space = shape.space;
  const int dice = space.dice();
  for (int h : hands_) probabilities_.push_back(shape.table.probability(h));
  for (auto it = shape.keeps.rbegin(); it != shape.keeps.rend(); ++it) {
    const int kk = *it;
    Mean m{uint16_t(kk), {}};
    for (int f = 0; f < 6; ++f) m.from[f] = uint16_t(space.plus(kk, f));
    (shape.table.dice(kk) == dice - 1 ? means_of_hands_ : means_of_keeps_).push_back(m);
  }
  // The rows one die smaller than `row`, and where a maximum over that many sources goes.
  const auto less = [&](int row) {
    std::vector<uint16_t> down;
    for (int f = 0; f < 6; ++f)
      if (int d = space.minus(row, f); d >= 0) down.push_back(uint16_t(d));
    return down;
  };
  const auto add = [](std::vector<Maxima>& groups, size_t first_group, int row, const std::vector<uint16_t>& from) {
    auto it = groups.begin() + std::ptrdiff_t(first_group);
    while (it != groups.end() && it->count != int(from.size())) ++it;
    if (it == groups.end()) it = groups.insert(it, Maxima{int(from.size()), {}});
    it->rows.push_back(uint16_t(row));
    it->rows.insert(it->rows.end(), from.begin(), from.end());
  };
  // Keeps by size, each size's groups after the smaller sizes' (a keep reads the keeps one die
  // smaller, done by then).
  for (int size = 1; size < dice; ++size) {
    const size_t first_group = keeps_.size();
    for (int kk : shape.table.of_size(size)) add(keeps_, first_group, kk, less(kk));
  }
  for (int h : hands_) add(hands_best_, 0, h, less(h));
  for (const auto& g : hands_best_)
    for (size_t at = 0; at < g.rows.size(); at += size_t(g.count) + 1)
      best_probabilities_.push_back(shape.table.probability(g.rows[at]));
}

}  // namespace cubilete::solve::lanes

#include "games/dice3/matterhorn_moves.h"

#include <algorithm>
#include <map>
#include <mutex>

namespace cubilete::dice3 {

std::vector<int> row_numbers(uint32_t row) {
  std::vector<int> v;
  for (int n = 1; n <= 12; ++n)
    if ((row >> (n - 1)) & 1) v.push_back(n);
  return v;
}

std::string matterhorn_move_name(uint32_t move) {
  std::string s = "cross";
  for (int n : row_numbers(row1_part(move))) s += " " + std::to_string(n);
  if (row2_part(move)) {
    s += " row2";
    for (int n : row_numbers(row2_part(move))) s += " " + std::to_string(n);
  }
  return s;
}

const std::vector<std::vector<int>>& group_sums(const FaceCounts& dice) {
  static std::mutex mutex;
  static std::map<FaceCounts, std::vector<std::vector<int>>> cache;
  std::lock_guard lock(mutex);
  auto [it, fresh] = cache.try_emplace(dice);
  if (!fresh) return it->second;
  const auto v = values_of(dice);
  const int n = int(v.size());
  std::vector<std::vector<int>> lists;
  // Label each die 0 (unused) or a group 1.., groups numbered in order of first use.
  std::vector<int> label(n, 0);
  auto visit = [&](auto&& self, int i, int groups) -> void {
    if (i == n) {
      std::vector<int> sums(groups, 0);
      for (int d = 0; d < n; ++d)
        if (label[d]) sums[label[d] - 1] += v[d];
      if (groups == 0) return;
      std::sort(sums.begin(), sums.end());
      lists.push_back(sums);
      return;
    }
    for (int l = 0; l <= groups + 1; ++l) {
      label[i] = l;
      self(self, i + 1, std::max(groups, l));
    }
  };
  visit(visit, 0, 0);
  std::sort(lists.begin(), lists.end());
  lists.erase(std::unique(lists.begin(), lists.end()), lists.end());
  it->second = std::move(lists);
  return it->second;
}

void matterhorn_moves(uint32_t row1, uint32_t row2, const FaceCounts& dice, bool either_row,
                      std::vector<uint32_t>& out) {
  out.clear();
  for (const auto& sums : group_sums(dice)) {
    const int g = int(sums.size());
    for (int rows = 0; rows < (1 << g); ++rows) {  // bit k set: group k crosses in row 2
      uint32_t add1 = 0, add2 = 0;
      bool ok = true;
      for (int k = 0; k < g && ok; ++k) {
        if (sums[k] > 12) ok = false;
        const uint32_t bit = 1u << (sums[k] - 1);
        uint32_t& add = (rows >> k) & 1 ? add2 : add1;
        const uint32_t crossed = (rows >> k) & 1 ? row2 : row1;
        if (!ok || (crossed & bit) || (add & bit)) ok = false;
        else add |= bit;
      }
      if (!ok) continue;
      if (add2 && !either_row && (row1 | add1) != kFullRow) continue;
      out.push_back(add1 | add2 << 12);
    }
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
}

}  // namespace cubilete::dice3

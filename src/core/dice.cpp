#include "core/dice.h"

#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <mutex>

#include "core/error.h"
#include "core/text.h"

namespace cubilete {

int dice_in(const FaceCounts& c) {
  int n = 0;
  for (auto x : c) n += x;
  return n;
}

int pip_sum(const FaceCounts& c) {
  int s = 0;
  for (int f = 1; f <= 6; ++f) s += f * c[f - 1];
  return s;
}

FaceCounts counts_of(std::span<const int> values) {
  FaceCounts c{};
  for (int v : values) ++c[v - 1];
  return c;
}

std::vector<int> values_of(const FaceCounts& c) {
  std::vector<int> v;
  for (int f = 1; f <= 6; ++f)
    for (int i = 0; i < c[f - 1]; ++i) v.push_back(f);
  return v;
}

FaceCounts difference(const FaceCounts& a, const FaceCounts& b) {
  FaceCounts d{};
  for (int f = 0; f < 6; ++f) d[f] = uint8_t(a[f] - b[f]);
  return d;
}

std::string format_dice(const FaceCounts& c) {
  std::string s;
  for (int v : values_of(c)) {
    if (!s.empty()) s += '-';
    s += char('0' + v);
  }
  return s.empty() ? "-" : s;
}

std::vector<int> parse_dice(std::string_view text, int expected) {
  std::vector<int> values;
  for (char ch : text) {
    if (ch >= '1' && ch <= '6') {
      values.push_back(ch - '0');
    } else if (ch == '-' || ch == ',' || ch == ' ') {
      continue;
    } else {
      throw UsageError(fmt::format(
          "malformed dice '{}': '{}' is not a die value (values are 1 to 6, written like "
          "3-3-4-4-5 or 33445)",
          text, ch));
    }
  }
  if (values.empty())
    throw UsageError(fmt::format("malformed dice '{}': no die values (write them like 3-3-4-4-5)",
                                 text));
  if (expected >= 0 && int(values.size()) != expected)
    throw UsageError(fmt::format("malformed dice '{}': {} given, this game uses {}", text,
                                 count_of((long long)values.size(), "die", "dice"), expected));
  return values;
}

namespace {
uint32_t factorial(int n) {
  uint32_t f = 1;
  for (int i = 2; i <= n; ++i) f *= i;
  return f;
}

void enumerate(int face, int left, FaceCounts& c, std::vector<FaceCounts>& out) {
  if (face == 6) {
    out.push_back(c);
    return;
  }
  for (int k = 0; k <= left; ++k) {
    c[face] = uint8_t(k);
    enumerate(face + 1, left - k, c, out);
  }
  c[face] = 0;
}
}  // namespace

MultisetTable::MultisetTable(int max_dice) : max_dice_(max_dice), by_size_(max_dice + 1) {
  FaceCounts c{};
  enumerate(0, max_dice, c, counts_);
  // Order by number of dice, then lexicographically by values: stable, readable indices.
  std::sort(counts_.begin(), counts_.end(), [](const FaceCounts& a, const FaceCounts& b) {
    if (dice_in(a) != dice_in(b)) return dice_in(a) < dice_in(b);
    return values_of(a) < values_of(b);
  });
  uint32_t base = uint32_t(max_dice + 1), p = 1;
  for (int f = 0; f < 6; ++f, p *= base) face_key_[f] = p;
  index_by_key_.assign(p, -1);
  for (int i = 0; i < size(); ++i) {
    const auto& m = counts_[i];
    int k = dice_in(m);
    dice_.push_back(uint8_t(k));
    uint32_t ways = factorial(k), total = 1, key = 0;
    for (int f = 0; f < 6; ++f) {
      ways /= factorial(m[f]);
      key += m[f] * face_key_[f];
    }
    for (int j = 0; j < k; ++j) total *= 6;
    ways_.push_back(ways);
    probability_.push_back(double(ways) / double(total));
    keys_.push_back(key);
    index_by_key_[key] = i;
    by_size_[k].push_back(i);
  }
  for (int i = 0; i < size(); ++i) {
    subset_offsets_.push_back(int(subset_list_.size()));
    for (int j = 0; j < size(); ++j) {
      bool inside = true;
      for (int f = 0; f < 6; ++f) inside &= counts_[j][f] <= counts_[i][f];
      if (inside) subset_list_.push_back(j);
    }
  }
  subset_offsets_.push_back(int(subset_list_.size()));
  // Ordered outcome u of k dice: its base-6 digits are the faces.
  ordered_.resize(max_dice + 1);
  for (int k = 0; k <= max_dice; ++k) {
    uint32_t count = 1;
    for (int j = 0; j < k; ++j) count *= 6;
    for (uint32_t u = 0; u < count; ++u) {
      uint32_t key = 0;
      for (uint32_t x = u, j = 0; j < uint32_t(k); ++j, x /= 6) key += face_key_[x % 6];
      ordered_[k].push_back(int16_t(index_by_key_[key]));
    }
  }
}

std::span<const int> MultisetTable::subsets(int index) const {
  return {subset_list_.data() + subset_offsets_[index],
          size_t(subset_offsets_[index + 1] - subset_offsets_[index])};
}

int MultisetTable::index_of(const FaceCounts& c) const {
  uint32_t key = 0;
  for (int f = 0; f < 6; ++f) {
    if (c[f] > max_dice_) return -1;
    key += c[f] * face_key_[f];
  }
  return key < index_by_key_.size() && dice_in(c) <= max_dice_ ? index_by_key_[key] : -1;
}

const MultisetTable& multisets(int max_dice) {
  static std::unique_ptr<MultisetTable> tables[7];
  static std::once_flag once[7];
  std::call_once(once[max_dice], [&] { tables[max_dice] = std::make_unique<MultisetTable>(max_dice); });
  return *tables[max_dice];
}

}  // namespace cubilete

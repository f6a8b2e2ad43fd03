#include "solve/category/solitaire_table.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <vector>

#include "solve/common/cache_file.h"

namespace cubilete::solve {

namespace {
constexpr uint32_t kFormatVersion = 2;  // 2: header padded so the values are 8-byte aligned

std::string header_text(const std::string& game, const std::string& rules) {
  return fmt::format("game={} version={} {}", game, kFormatVersion, rules);
}
}  // namespace

ValueTable::ValueTable(const StateSpace& space, std::shared_ptr<const void> owner, const double* data,
                       size_t stride)
    : space_(&space), owner_(std::move(owner)), data_(data), stride_(stride ? stride : size_t(space.upper_lanes())) {}

std::vector<double> ValueTable::values() const {
  const size_t lanes = size_t(space_->upper_lanes()), rows = space_->size() / lanes;
  std::vector<double> all;
  all.reserve(space_->size());
  for (size_t r = 0; r < rows; ++r) all.insert(all.end(), data_ + r * stride_, data_ + r * stride_ + lanes);
  return all;
}

std::string cache_path(const std::string& game, const std::string& rules) {
  return cache_file_path(game, header_text(game, rules), fmt::format("v{}.bin", kFormatVersion));
}

namespace {
std::atomic<size_t> cache_limit{0};

// Solitaire tables are "<game>-<hash>.v2.bin" (two-player tables and policies have their own
// suffixes, and are never removed here: they take minutes or hours to make again).
bool is_solitaire_table(const std::filesystem::path& p) {
  const std::string name = p.filename().string();
  const std::string suffix = fmt::format(".v{}.bin", kFormatVersion);
  return name.size() > suffix.size() && name.ends_with(suffix) && name.find(".duel.") == std::string::npos &&
         name.find(".policy.") == std::string::npos;
}

// Removes the tables used least recently (oldest modification time: a load touches it) until the
// rest fit the limit.
void prune_tables(const std::string& directory) {
  const size_t limit = cache_limit;
  if (limit == 0) return;
  namespace fs = std::filesystem;
  std::error_code ec;
  std::vector<std::pair<fs::file_time_type, fs::path>> tables;
  size_t total = 0;
  for (const auto& f : fs::directory_iterator(directory, ec)) {
    if (!f.is_regular_file(ec) || !is_solitaire_table(f.path())) continue;
    total += f.file_size(ec);
    tables.emplace_back(f.last_write_time(ec), f.path());
  }
  std::sort(tables.begin(), tables.end());
  for (const auto& [when, path] : tables) {
    if (total <= limit) break;
    const auto size = fs::file_size(path, ec);
    if (fs::remove(path, ec)) total -= size;
  }
}
}  // namespace

void set_value_table_cache_limit(size_t bytes) { cache_limit = bytes; }

std::optional<ValueTable> load_table(const StateSpace& space, const std::string& path,
                                     const std::string& game, const std::string& rules) {
  auto mapped = map_cache_file(path, header_text(game, rules), space.size(), space.size() * sizeof(double));
  if (!mapped) return std::nullopt;
  std::error_code ec;
  std::filesystem::last_write_time(path, std::filesystem::file_time_type::clock::now(), ec);  // used now
  return ValueTable(space, std::move(mapped->first), static_cast<const double*>(mapped->second));
}

bool save_table(const ValueTable& table, const std::string& path, const std::string& game,
                const std::string& rules) {
  const auto values = table.values();
  const bool saved =
      save_cache_file(path, header_text(game, rules), values.size(), values.data(), values.size() * sizeof(double));
  if (saved) prune_tables(std::filesystem::path(path).parent_path().string());
  return saved;
}

}  // namespace cubilete::solve

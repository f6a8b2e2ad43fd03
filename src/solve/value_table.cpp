#include "solve/value_table.h"

#include <fmt/format.h>

#include "solve/cache_file.h"

namespace cubilete::solve {

namespace {
constexpr uint32_t kFormatVersion = 2;  // 2: header padded so the values are 8-byte aligned

std::string header_text(const std::string& game, const std::string& rules) {
  return fmt::format("game={} version={} {}", game, kFormatVersion, rules);
}
}  // namespace

ValueTable::ValueTable(const StateSpace& space, std::vector<double> values) : space_(&space) {
  auto owned = std::make_shared<std::vector<double>>(std::move(values));
  data_ = owned->data();
  owner_ = std::move(owned);
}

ValueTable::ValueTable(const StateSpace& space, std::shared_ptr<const void> owner,
                       const double* data)
    : space_(&space), owner_(std::move(owner)), data_(data) {}

std::string cache_path(const std::string& game, const std::string& rules) {
  return cache_file_path(game, header_text(game, rules), fmt::format("v{}.bin", kFormatVersion));
}

std::optional<ValueTable> load_table(const StateSpace& space, const std::string& path,
                                     const std::string& game, const std::string& rules) {
  auto mapped = map_cache_file(path, header_text(game, rules), space.size(), space.size() * sizeof(double));
  if (!mapped) return std::nullopt;
  return ValueTable(space, std::move(mapped->first), static_cast<const double*>(mapped->second));
}

bool save_table(const ValueTable& table, const std::string& path, const std::string& game,
                const std::string& rules) {
  return save_cache_file(path, header_text(game, rules), table.values().size(), table.values().data(),
                         table.values().size_bytes());
}

}  // namespace cubilete::solve

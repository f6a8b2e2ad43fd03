#include "solve/value_table.h"

#include <fmt/format.h>

#include <sys/mman.h>

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
  const size_t bytes = space.size() * sizeof(double);
  auto file = open_cache_file(path, header_text(game, rules), space.size(), bytes);
  if (!file) return std::nullopt;
  const size_t file_size = file->size();
  void* base = ::mmap(nullptr, file_size, PROT_READ, MAP_PRIVATE, file->fd(), 0);
  if (base == MAP_FAILED) return std::nullopt;
  std::shared_ptr<const void> owner(base, [file_size](const void* p) {
    ::munmap(const_cast<void*>(p), file_size);
  });
  const auto* values = reinterpret_cast<const double*>(static_cast<const char*>(base) + file->data_offset());
  return ValueTable(space, std::move(owner), values);
}

bool save_table(const ValueTable& table, const std::string& path, const std::string& game,
                const std::string& rules) {
  return save_cache_file(path, header_text(game, rules), table.values().size(), table.values().data(),
                         table.values().size_bytes());
}

}  // namespace cubilete::solve

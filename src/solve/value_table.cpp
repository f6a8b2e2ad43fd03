#include "solve/value_table.h"

#include <fmt/format.h>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <unistd.h>

namespace cubilete::solve {

namespace {
constexpr char kMagic[8] = {'C', 'B', 'T', 'V', 'A', 'L', 'U', 'E'};
constexpr uint32_t kFormatVersion = 2;  // 2: header padded so the values are 8-byte aligned

uint64_t fnv1a(const std::string& s) {
  uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ULL;
  return h;
}

std::string header_text(const std::string& game, const std::string& rules) {
  return fmt::format("game={} version={} {}", game, kFormatVersion, rules);
}
size_t padded(size_t n) { return (n + 7) / 8 * 8; }
}  // namespace

ValueTable::ValueTable(const StateSpace& space, std::vector<double> values) : space_(&space) {
  auto owned = std::make_shared<std::vector<double>>(std::move(values));
  data_ = owned->data();
  owner_ = std::move(owned);
}

ValueTable::ValueTable(const StateSpace& space, std::shared_ptr<const void> owner,
                       const double* data)
    : space_(&space), owner_(std::move(owner)), data_(data) {}

std::string cache_directory() {
  if (const char* d = std::getenv("CUBILETE_CACHE"); d && *d) return d;
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return std::string(x) + "/cubilete";
  if (const char* home = std::getenv("HOME"); home && *home) return std::string(home) + "/.cache/cubilete";
  return ".cubilete-cache";
}

std::string cache_path(const std::string& game, const std::string& rules) {
  return fmt::format("{}/{}-{:016x}.v{}.bin", cache_directory(), game,
                     fnv1a(header_text(game, rules)), kFormatVersion);
}

// Layout: magic (8) | header size (8) | header, zero-padded to 8 | count (8) | doubles.
std::optional<ValueTable> load_table(const StateSpace& space, const std::string& path,
                                     const std::string& game, const std::string& rules) {
  const int fd = ::open(path.c_str(), O_RDONLY);
  if (fd < 0) return std::nullopt;
  struct stat st {};
  const std::string expected = header_text(game, rules);
  const size_t values_at = 16 + padded(expected.size()) + 8;
  const size_t file_size = values_at + space.size() * sizeof(double);
  void* base = MAP_FAILED;
  if (::fstat(fd, &st) == 0 && size_t(st.st_size) == file_size)
    base = ::mmap(nullptr, file_size, PROT_READ, MAP_PRIVATE, fd, 0);
  ::close(fd);
  if (base == MAP_FAILED) return std::nullopt;
  std::shared_ptr<const void> owner(base, [file_size](const void* p) {
    ::munmap(const_cast<void*>(p), file_size);
  });
  const char* bytes = static_cast<const char*>(base);
  uint64_t header_size = 0, count = 0;
  std::memcpy(&header_size, bytes + 8, 8);
  std::memcpy(&count, bytes + values_at - 8, 8);
  if (std::memcmp(bytes, kMagic, 8) != 0 || header_size != expected.size() ||
      std::memcmp(bytes + 16, expected.data(), expected.size()) != 0 || count != space.size())
    return std::nullopt;
  return ValueTable(space, std::move(owner), reinterpret_cast<const double*>(bytes + values_at));
}

bool save_table(const ValueTable& table, const std::string& path, const std::string& game,
                const std::string& rules) {
  std::error_code ec;
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ec);
  // Write to a temporary name and rename, so a reader never sees half a file.
  const std::string tmp = path + ".tmp" + std::to_string(::getpid());
  std::FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f) return false;
  const std::string header = header_text(game, rules);
  const uint64_t header_size = header.size(), count = table.values().size();
  const std::string padding(padded(header.size()) - header.size(), '\0');
  bool ok = std::fwrite(kMagic, 1, 8, f) == 8 && std::fwrite(&header_size, 8, 1, f) == 1 &&
            std::fwrite(header.data(), 1, header.size(), f) == header.size() &&
            std::fwrite(padding.data(), 1, padding.size(), f) == padding.size() &&
            std::fwrite(&count, 8, 1, f) == 1 &&
            std::fwrite(table.values().data(), sizeof(double), count, f) == count;
  ok = (std::fclose(f) == 0) && ok;
  if (ok) std::filesystem::rename(tmp, path, ec);
  if (!ok || ec) std::filesystem::remove(tmp, ec);
  return ok && !ec;
}

}  // namespace cubilete::solve

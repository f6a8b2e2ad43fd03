#include "solve/value_table.h"

#include <fmt/format.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <unistd.h>

namespace cubilete::solve {

namespace {
constexpr char kMagic[8] = {'C', 'B', 'T', 'V', 'A', 'L', 'U', 'E'};
constexpr uint32_t kFormatVersion = 1;

uint64_t fnv1a(const std::string& s) {
  uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ULL;
  return h;
}

std::string header_text(const std::string& game, const std::string& rules) {
  return fmt::format("game={} version={} {}", game, kFormatVersion, rules);
}
}  // namespace

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

std::optional<ValueTable> load_table(const StateSpace& space, const std::string& path,
                                     const std::string& game, const std::string& rules) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return std::nullopt;
  const std::string expected = header_text(game, rules);
  char magic[8];
  uint64_t header_size = 0, count = 0;
  std::optional<ValueTable> result;
  if (std::fread(magic, 1, 8, f) == 8 && std::memcmp(magic, kMagic, 8) == 0 &&
      std::fread(&header_size, 8, 1, f) == 1 && header_size == expected.size()) {
    std::string header(header_size, '\0');
    if (std::fread(header.data(), 1, header_size, f) == header_size && header == expected &&
        std::fread(&count, 8, 1, f) == 1 && count == space.size()) {
      std::vector<double> values(count);
      if (std::fread(values.data(), sizeof(double), count, f) == count)
        result.emplace(space, std::move(values));
    }
  }
  std::fclose(f);
  return result;
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
  bool ok = std::fwrite(kMagic, 1, 8, f) == 8 && std::fwrite(&header_size, 8, 1, f) == 1 &&
            std::fwrite(header.data(), 1, header.size(), f) == header.size() &&
            std::fwrite(&count, 8, 1, f) == 1 &&
            std::fwrite(table.values().data(), sizeof(double), count, f) == count;
  ok = (std::fclose(f) == 0) && ok;
  if (ok) std::filesystem::rename(tmp, path, ec);
  if (!ok || ec) std::filesystem::remove(tmp, ec);
  return ok && !ec;
}

}  // namespace cubilete::solve

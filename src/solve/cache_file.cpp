#include "solve/cache_file.h"

#include <fmt/format.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <vector>

namespace cubilete::solve {

namespace {
constexpr char kMagic[8] = {'C', 'B', 'T', 'V', 'A', 'L', 'U', 'E'};

uint64_t fnv1a(const std::string& s) {
  uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ULL;
  return h;
}
size_t padded(size_t n) { return (n + 7) / 8 * 8; }
// Layout: magic (8) | header size (8) | header, zero-padded to 8 | count (8) | data.
size_t data_offset(const std::string& header) { return 16 + padded(header.size()) + 8; }
}  // namespace

std::string cache_directory() {
  if (const char* d = std::getenv("CUBILETE_CACHE"); d && *d) return d;
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return std::string(x) + "/cubilete";
  if (const char* home = std::getenv("HOME"); home && *home) return std::string(home) + "/.cache/cubilete";
  return ".cubilete-cache";
}

std::string cache_file_path(const std::string& game, const std::string& header, const std::string& suffix) {
  return fmt::format("{}/{}-{:016x}.{}", cache_directory(), game, fnv1a(header), suffix);
}

CacheFile::~CacheFile() {
  if (fd_ >= 0) ::close(fd_);
}

size_t CacheFile::size() const {
  struct stat st {};
  return ::fstat(fd_, &st) == 0 ? size_t(st.st_size) : 0;
}

std::optional<CacheFile> open_cache_file(const std::string& path, const std::string& header, uint64_t count,
                                         size_t bytes) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  CacheFile file(fd, data_offset(header));
  if (file.size() != file.data_offset() + bytes) return std::nullopt;
  std::vector<char> head(file.data_offset());
  if (::pread(fd, head.data(), head.size(), 0) != ssize_t(head.size())) return std::nullopt;
  uint64_t header_size = 0, stored_count = 0;
  std::memcpy(&header_size, head.data() + 8, 8);
  std::memcpy(&stored_count, head.data() + head.size() - 8, 8);
  if (std::memcmp(head.data(), kMagic, 8) != 0 || header_size != header.size() ||
      std::memcmp(head.data() + 16, header.data(), header.size()) != 0 || stored_count != count)
    return std::nullopt;
  return file;
}

bool save_cache_file(const std::string& path, const std::string& header, uint64_t count, const void* data,
                     size_t bytes) {
  std::error_code ec;
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ec);
  const std::string tmp = path + ".tmp" + std::to_string(::getpid());
  std::FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f) return false;
  const uint64_t header_size = header.size();
  const std::string padding(padded(header.size()) - header.size(), '\0');
  bool ok = std::fwrite(kMagic, 1, 8, f) == 8 && std::fwrite(&header_size, 8, 1, f) == 1 &&
            std::fwrite(header.data(), 1, header.size(), f) == header.size() &&
            std::fwrite(padding.data(), 1, padding.size(), f) == padding.size() &&
            std::fwrite(&count, 8, 1, f) == 1 && std::fwrite(data, 1, bytes, f) == bytes;
  ok = (std::fclose(f) == 0) && ok;
  if (ok) std::filesystem::rename(tmp, path, ec);
  if (!ok || ec) std::filesystem::remove(tmp, ec);
  return ok && !ec;
}

}  // namespace cubilete::solve

#include "solve/common/cache_file.h"

#include <fmt/format.h>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <vector>

#include "core/fnv1a.h"

namespace cubilete::solve {

namespace {
constexpr char kMagic[8] = {'C', 'B', 'T', 'V', 'A', 'L', 'U', 'E'};

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
  return fmt::format("{}/{}-{:016x}.{}", cache_directory(), game, fnv1a64(header), suffix);
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
  auto writer = CacheWriter::create(path, header, count, bytes);
  return writer && writer->write(0, data, bytes) && writer->commit();
}

std::optional<std::pair<std::shared_ptr<const void>, const void*>> map_cache_file(
    const std::string& path, const std::string& header, uint64_t count, size_t bytes) {
  auto file = open_cache_file(path, header, count, bytes);
  if (!file) return std::nullopt;
  const size_t file_size = file->size();
  void* base = ::mmap(nullptr, file_size, PROT_READ, MAP_PRIVATE, file->fd(), 0);
  if (base == MAP_FAILED) return std::nullopt;
  std::shared_ptr<const void> owner(base, [file_size](const void* p) { ::munmap(const_cast<void*>(p), file_size); });
  return std::make_pair(owner, static_cast<const void*>(static_cast<const char*>(base) + file->data_offset()));
}

std::optional<CacheWriter> CacheWriter::create(const std::string& path, const std::string& header, uint64_t count,
                                               size_t bytes) {
  std::error_code ec;
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ec);
  std::string tmp = path + ".tmp" + std::to_string(::getpid());
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return std::nullopt;
  CacheWriter w(fd, path, std::move(tmp), data_offset(header));
  std::string head(w.data_offset_, '\0');
  const uint64_t header_size = header.size();
  std::memcpy(head.data(), kMagic, 8);
  std::memcpy(head.data() + 8, &header_size, 8);
  std::memcpy(head.data() + 16, header.data(), header.size());
  std::memcpy(head.data() + head.size() - 8, &count, 8);
  // The size first: a disk that cannot hold the file says so now, not hours later.
  const off_t size = off_t(w.data_offset_ + bytes);
  if (const int r = ::posix_fallocate(fd, 0, size); r == ENOSPC || (r != 0 && ::ftruncate(fd, size) != 0)) w.ok_ = false;
  w.ok_ = w.ok_ && w.write_at(0, head.data(), head.size());
  if (!w.ok_) return std::nullopt;
  return w;
}

CacheWriter::CacheWriter(CacheWriter&& o) noexcept
    : fd_(o.fd_), path_(std::move(o.path_)), tmp_(std::move(o.tmp_)), data_offset_(o.data_offset_), ok_(o.ok_) {
  o.fd_ = -1;
}

CacheWriter::~CacheWriter() {
  if (fd_ < 0) return;
  ::close(fd_);
  std::error_code ec;
  std::filesystem::remove(tmp_, ec);
}

bool CacheWriter::write_at(size_t at, const void* data, size_t bytes) {
  const char* from = static_cast<const char*>(data);
  while (bytes > 0) {
    const ssize_t put = ::pwrite(fd_, from, bytes, off_t(at));
    if (put <= 0) return false;
    from += put, at += size_t(put), bytes -= size_t(put);
  }
  return true;
}

bool CacheWriter::write(size_t offset, const void* data, size_t bytes) {
  ok_ = write_at(data_offset_ + offset, data, bytes) && ok_;
  return ok_;
}

bool CacheWriter::commit() {
  if (fd_ < 0) return false;
  const bool closed = ::close(fd_) == 0;
  fd_ = -1;
  std::error_code ec;
  if (ok_ && closed) std::filesystem::rename(tmp_, path_, ec);
  if (!ok_ || !closed || ec) {
    std::filesystem::remove(tmp_, ec);
    return false;
  }
  return true;
}

}  // namespace cubilete::solve

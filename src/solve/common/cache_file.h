#pragma once
// Files in the solver's cache directory, keyed by what they were computed from. A file is the
// magic, a header text (kind of data, game, resolved rules, format version), a count and the raw
// data; a reader accepts it only when all of these match what it expects and the size is exact.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>

namespace cubilete::solve {

std::string cache_directory();  // $CUBILETE_CACHE, else $XDG_CACHE_HOME/cubilete, else ~/.cache/cubilete
// "<dir>/<game>-<hash of header>.<suffix>"
std::string cache_file_path(const std::string& game, const std::string& header, const std::string& suffix);

// An open cache file whose header matched; the data starts at `data_offset` (8-byte aligned).
class CacheFile {
 public:
  CacheFile(int fd, size_t data_offset) : fd_(fd), data_offset_(data_offset) {}
  CacheFile(CacheFile&& o) noexcept : fd_(o.fd_), data_offset_(o.data_offset_) { o.fd_ = -1; }
  CacheFile(const CacheFile&) = delete;
  ~CacheFile();
  int fd() const { return fd_; }
  size_t data_offset() const { return data_offset_; }
  size_t size() const;  // data_offset + data bytes

 private:
  int fd_;
  size_t data_offset_;
};

// The file at `path` if it holds `header`, `count` and exactly `bytes` bytes of data.
std::optional<CacheFile> open_cache_file(const std::string& path, const std::string& header, uint64_t count,
                                         size_t bytes);
// Best effort (false when it cannot be written); written under a temporary name and renamed, so
// a reader never sees half a file.
bool save_cache_file(const std::string& path, const std::string& header, uint64_t count, const void* data,
                     size_t bytes);

// The data of a matching cache file mapped read-only: the first element keeps the mapping alive,
// the second is where the data starts (nullopt where open_cache_file refuses it).
std::optional<std::pair<std::shared_ptr<const void>, const void*>> map_cache_file(
    const std::string& path, const std::string& header, uint64_t count, size_t bytes);

// A cache file written piece by piece (data too large to hold whole): under a temporary name,
// renamed by commit() only when every piece was written; otherwise removed.
class CacheWriter {
 public:
  // nullopt when the file cannot be created.
  static std::optional<CacheWriter> create(const std::string& path, const std::string& header, uint64_t count,
                                           size_t bytes);
  CacheWriter(CacheWriter&& o) noexcept;
  CacheWriter(const CacheWriter&) = delete;
  ~CacheWriter();
  // Writes `bytes` at `offset` into the data; false on failure (commit will then refuse).
  bool write(size_t offset, const void* data, size_t bytes);
  bool commit();

 private:
  bool write_at(size_t at, const void* data, size_t bytes);
  CacheWriter(int fd, std::string path, std::string tmp, size_t data_offset)
      : fd_(fd), path_(std::move(path)), tmp_(std::move(tmp)), data_offset_(data_offset) {}
  int fd_;
  std::string path_, tmp_;
  size_t data_offset_;
  bool ok_ = true;
};

}  // namespace cubilete::solve

#pragma once
// The browser app's files, read once when the server starts: a request is answered from this
// fixed list by its exact path and never names a file on the disk. (A path joined to the web root
// could name any file of the machine: "//etc/passwd" is absolute after its first slash.)
#include <map>
#include <string>

namespace cubilete::server {

struct StaticFile {
  std::string body;
  const char* content_type;
  bool immutable;  // built assets carry a hash in their names: cached for good
};

class StaticFiles {
 public:
  StaticFiles() = default;
  // Every regular file under `root` (symbolic links are not followed, so nothing outside the
  // folder is read); an empty root serves nothing. Throws std::runtime_error when `root` is given
  // but has no index.html.
  explicit StaticFiles(const std::string& root);
  bool empty() const { return files_.empty(); }
  // The file served at `path` (as in the request line, without the query): an exact entry, else
  // the app's index.html (the app routes every other path itself); null when there is no app.
  const StaticFile* find(const std::string& path) const;
  size_t size() const { return files_.size(); }

 private:
  std::map<std::string, StaticFile> files_;  // by URL path, "/index.html", "/assets/app-1a2b.js"
};

}  // namespace cubilete::server

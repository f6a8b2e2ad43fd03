#include "server/http/static_files.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace cubilete::server {

namespace fs = std::filesystem;

namespace {

const char* content_type(const fs::path& p) {
  const auto ext = p.extension().string();
  if (ext == ".html") return "text/html; charset=utf-8";
  if (ext == ".js" || ext == ".mjs") return "text/javascript; charset=utf-8";
  if (ext == ".css") return "text/css; charset=utf-8";
  if (ext == ".json" || ext == ".webmanifest") return "application/json";
  if (ext == ".svg") return "image/svg+xml";
  if (ext == ".png") return "image/png";
  if (ext == ".ico") return "image/x-icon";
  if (ext == ".woff2") return "font/woff2";
  if (ext == ".txt") return "text/plain; charset=utf-8";
  return "application/octet-stream";
}

std::string read_whole(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) throw std::runtime_error(fmt::format("cannot read {}", p.string()));
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

StaticFiles::StaticFiles(const std::string& root) {
  if (root.empty()) return;
  std::error_code ec;
  if (!fs::is_directory(root, ec)) return;  // not built: every page says so
  // The iterator does not descend into linked folders, and linked files are skipped below. A
  // folder far larger than a built app (--web / by mistake) is refused rather than read whole.
  constexpr size_t kMostFiles = 2000, kMostBytes = 64 << 20;
  size_t bytes = 0;
  for (auto it = fs::recursive_directory_iterator(root, fs::directory_options::none, ec);
       !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (it->is_symlink(ec) || !it->is_regular_file(ec)) continue;
    const auto relative = fs::relative(it->path(), root, ec);
    if (ec) continue;
    const std::string url = "/" + relative.generic_string();
    auto& file = files_[url] = {read_whole(it->path()), content_type(it->path()), url.rfind("/assets/", 0) == 0};
    bytes += file.body.size();
    if (files_.size() > kMostFiles || bytes > kMostBytes)
      throw std::runtime_error(fmt::format("the web folder {} holds more than {} files or {} MB: is it the built "
                                           "app (web/dist)?",
                                           root, kMostFiles, kMostBytes >> 20));
  }
  if (!files_.empty() && !files_.count("/index.html"))
    throw std::runtime_error(fmt::format("the web folder {} has no index.html", root));
}

const StaticFile* StaticFiles::find(const std::string& path) const {
  if (auto it = files_.find(path); it != files_.end()) return &it->second;
  auto index = files_.find("/index.html");
  return index == files_.end() ? nullptr : &index->second;
}

}  // namespace cubilete::server

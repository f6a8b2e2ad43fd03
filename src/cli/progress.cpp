#include "cli/progress.h"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <iostream>

#include "cli/common.h"

namespace cubilete::cli {

ProgressReport::ProgressReport(std::string what, int64_t total, double interval)
    : what_(std::move(what)), total_(total), terminal_(isatty(2)) {
  // On a terminal a short run should not flash a line; in a log, one line per 10 s is plenty.
  interval_ = interval >= 0 ? interval : terminal_ ? 0.2 : 10;
  first_after_ = interval >= 0 ? interval : terminal_ ? 1 : 10;
}

ProgressReport::~ProgressReport() {
  if (line_open_) std::cerr << "\r" << std::string(79, ' ') << "\r" << std::flush;
}

double ProgressReport::tick_seconds() const { return interval_ > 0 ? std::min(interval_, 0.2) : 0.2; }

void ProgressReport::update(int64_t done) {
  if (interval_ <= 0) return;
  const double now = clock_.seconds();
  if (now < first_after_ || (last_ >= 0 && now - last_ < interval_)) return;
  last_ = now;
  const double share = total_ > 0 ? double(done) / double(total_) : 0;
  const std::string left = done > 0 ? "about " + duration_text(now * (1 - share) / share) + " left" : "";
  const std::string line = fmt::format("{}: {} of {} games ({:.1f}%), {} so far{}{}", what_, done, total_, 100 * share,
                                       duration_text(now), left.empty() ? "" : ", ", left);
  if (terminal_) {
    std::cerr << "\r" << fmt::format("{:<79}", line.substr(0, 79)) << std::flush;
    line_open_ = true;
  } else {
    std::cerr << line << "\n" << std::flush;
  }
}

}  // namespace cubilete::cli

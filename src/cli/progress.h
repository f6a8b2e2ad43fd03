#pragma once
// Progress of a long run on stderr, so that stdout stays clean for the results (--json too).
// On a terminal one line is rewritten in place and erased at the end; otherwise (a log file, a
// pipe) a full line is written each time, so whoever reads the log sees the run is alive.
#include <cstdint>
#include <string>

#include "core/parallel.h"

namespace cubilete::cli {

class ProgressReport {
 public:
  // `interval`: seconds between reports; < 0 chooses (every 0.2 s on a terminal once the run
  // has lasted a second, every 10 s otherwise); 0 never reports.
  ProgressReport(std::string what, int64_t total, double interval);
  ~ProgressReport();
  // How long the caller may wait before the next call to update() (never 0).
  double tick_seconds() const;
  // Reports `done` of `total` with the elapsed time and an estimate of the time left, when a
  // report is due.
  void update(int64_t done);

 private:
  std::string what_;
  int64_t total_;
  bool terminal_;
  double interval_, first_after_, last_ = -1;
  bool line_open_ = false;
  Stopwatch clock_;
};

}  // namespace cubilete::cli

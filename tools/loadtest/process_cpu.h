#pragma once
// The processor time a process has used so far, read from Linux's /proc: what the load test
// reports of the server it loads (--server-pid), over its measured window only, so that two
// servers compare by the work an action costs them and not only by what they keep up with.
#include <optional>

namespace cubilete::loadtest {

// User plus system seconds of process `pid`; none if it cannot be read (no such process, or no
// /proc).
std::optional<double> process_cpu_seconds(int pid);

}  // namespace cubilete::loadtest

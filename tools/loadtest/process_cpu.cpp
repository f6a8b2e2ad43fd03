#include "loadtest/process_cpu.h"

#include <unistd.h>

#include <fstream>
#include <sstream>
#include <string>

namespace cubilete::loadtest {

std::optional<double> process_cpu_seconds(int pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  if (!in || !std::getline(in, line)) return std::nullopt;
  // The command's name (in parentheses) may hold spaces: the fields are counted after it.
  const auto name_end = line.rfind(')');
  if (name_end == std::string::npos) return std::nullopt;
  std::istringstream fields(line.substr(name_end + 1));
  std::string skip;
  // Fields 3 to 13 (state ... cmajflt), then 14 utime and 15 stime, in clock ticks.
  for (int i = 3; i <= 13; ++i) fields >> skip;
  long long user = 0, system = 0;
  if (!(fields >> user >> system)) return std::nullopt;
  const long ticks = sysconf(_SC_CLK_TCK);
  if (ticks <= 0) return std::nullopt;
  return double(user + system) / double(ticks);
}

}  // namespace cubilete::loadtest

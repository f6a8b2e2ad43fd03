#pragma once
// Long work that may be called off: a search or a solve polls cancel_requested() now and then and
// stops early (with the best it has, or by throwing Cancelled). The server runs each room's work
// under a CancelScope holding the room's flag, raised when the room leaves or the server stops;
// elsewhere nothing is ever cancelled.
#include <atomic>
#include <memory>
#include <stdexcept>

namespace cubilete {

using CancelFlag = std::shared_ptr<std::atomic<bool>>;
inline CancelFlag make_cancel_flag() { return std::make_shared<std::atomic<bool>>(false); }

// True when the work this thread runs was called off, or every work was (cancel_everything).
bool cancel_requested();
// Calls off all work, now and later, in this process (a server stopping).
void cancel_everything();

// Work that stopped because it was called off.
struct Cancelled : std::runtime_error {
  Cancelled() : std::runtime_error("called off") {}
};

// While alive, this thread's work answers to `flag`.
class CancelScope {
 public:
  explicit CancelScope(CancelFlag flag);
  ~CancelScope();
  CancelScope(const CancelScope&) = delete;
  CancelScope& operator=(const CancelScope&) = delete;

 private:
  CancelFlag flag_;
  std::atomic<bool>* previous_;
};

}  // namespace cubilete

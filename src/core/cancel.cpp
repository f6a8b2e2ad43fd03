#include "core/cancel.h"

namespace cubilete {

namespace {
std::atomic<bool> everything{false};
thread_local std::atomic<bool>* current = nullptr;
}  // namespace

bool cancel_requested() {
  return everything.load(std::memory_order_relaxed) || (current && current->load(std::memory_order_relaxed));
}

void cancel_everything() { everything = true; }

CancelScope::CancelScope(CancelFlag flag) : flag_(std::move(flag)), previous_(current) { current = flag_.get(); }

CancelScope::~CancelScope() { current = previous_; }

}  // namespace cubilete

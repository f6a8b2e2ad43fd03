#pragma once
// Answering an HTTP request from a worker lane (work_lanes.h): the API's store reads never run on
// an I/O thread, and a store that throws answers 503 store_failed instead of no answer at all.
#include <exception>
#include <utility>

#include "server/admission.h"
#include "server/http/http_answer.h"
#include "server/work_lanes.h"

namespace cubilete::server {

// Runs `work` on the quick lane (or the slow one), answering 503 if it throws.
template <class Work>
void answer_on_lane(WorkLanes& workers, bool slow, const Reply& reply, Work work) {
  workers.post(slow, [reply, work = std::move(work)]() mutable {
    try {
      work();
    } catch (const std::exception& e) {
      reply(store_failed_answer(e));
    }
  });
}

// The Admission's refusal as the API answers it.
inline HttpAnswer refusal_answer(const Refusal& r) {
  return HttpAnswer::error(r.status, r.code, r.message);
}

}  // namespace cubilete::server

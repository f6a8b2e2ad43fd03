#pragma once
// GET /metrics (docs/operating.md, "What to watch"): Prometheus' text exposition format 0.0.4,
// written here from the process's counters (metrics.h), the rooms, the sockets and the store.
#include <string>
#include <string_view>

#include "server/server_context.h"

namespace cubilete::server {

// The Content-Type of the exposition.
inline constexpr const char* kMetricsContentType = "text/plain; version=0.0.4; charset=utf-8";

// True if the Authorization header is "Bearer TOKEN" with serve --metrics-token's TOKEN (compared
// in constant time, on the SHA-256 of each so that not even the length shows).
bool metrics_authorized(std::string_view authorization, const std::string& token);

// The exposition, read now.
std::string metrics_exposition(ServerContext& context);

}  // namespace cubilete::server

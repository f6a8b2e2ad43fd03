#pragma once
// A request id for every HTTP request and every socket (docs/operating.md, "The log"): sent back
// as X-Request-Id and written on the log's lines about it, so one request's lines can be found.
#include <string>
#include <string_view>

namespace cubilete::server {

// 16 hex digits: this process's random prefix and a counter (unique within the process, and
// across instances but for a chance of one in four billion per pair of starts).
std::string new_request_id();

// The id a trusted proxy gave (nginx's $request_id) if it is one: 1 to 64 letters, digits, '-'
// or '_'; "" for anything else.
std::string accepted_request_id(std::string_view given);

}  // namespace cubilete::server

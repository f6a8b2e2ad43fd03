#pragma once
// How a JSON document goes out on a socket or in an HTTP body.
#include <nlohmann/json_fwd.hpp>

#include <string>

namespace cubilete::server {

// The document as text (invalid UTF-8 replaced, never thrown).
std::string to_wire(const nlohmann::json& j);

}  // namespace cubilete::server

#include "server/wire.h"

#include <nlohmann/json.hpp>

namespace cubilete::server {

std::string to_wire(const nlohmann::json& j) { return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace); }

}  // namespace cubilete::server

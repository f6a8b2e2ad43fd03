#pragma once
// A request target's query ("room=AB3X9K&token=..."): decoded, and checked against the parameters
// an endpoint takes.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cubilete::server {

// %XX and "+" decoded (a malformed escape is kept as it is).
std::string url_decode(std::string_view s);
// The value of `key` in `query`, decoded, or "" when it is not there.
std::string query_value(std::string_view query, std::string_view key);

// Every parameter of `query` by name, decoded; nothing when a parameter is not one of `allowed` or
// comes twice (`problem` then says which).
std::optional<std::map<std::string, std::string>> query_params(std::string_view query,
                                                               const std::vector<std::string>& allowed,
                                                               std::string& problem);

}  // namespace cubilete::server

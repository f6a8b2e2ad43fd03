#include "server/accounts/account_refusals.h"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "server/accounts/cookies.h"

namespace cubilete::server {

std::optional<nlohmann::json> object_body(const ApiRequest& r, std::initializer_list<const char*> allowed,
                                          const Reply& reply) {
  const std::vector<std::string> fields(allowed.begin(), allowed.end());
  const auto shape = [&] {
    std::string out;
    for (const auto& f : fields) out += (out.empty() ? "" : ", ") + ("\"" + f + "\"");
    return "{" + out + "}";
  };
  nlohmann::json body = r.body.empty() ? nlohmann::json::object() : nlohmann::json::parse(r.body, nullptr, false);
  if (body.is_discarded() || !body.is_object()) {
    reply(HttpAnswer::error(400, "bad_request", fmt::format("the body is a JSON object: {}", shape())));
    return std::nullopt;
  }
  for (const auto& [key, value] : body.items())
    if (std::find(fields.begin(), fields.end(), key) == fields.end()) {
      reply(HttpAnswer::error(400, "bad_request", fmt::format("unknown field '{}'; the body is {}", key.substr(0, 40), shape())));
      return std::nullopt;
    }
  return body;
}

HttpAnswer too_many_attempts(int64_t retry_after_s, const std::string& why) {
  retry_after_s = std::max<int64_t>(1, retry_after_s);
  auto a = HttpAnswer::error(429, "too_many_attempts", fmt::format("{}: try again in {} s", why, retry_after_s));
  a.body["retry_after"] = retry_after_s;
  a.headers.emplace_back("Retry-After", std::to_string(retry_after_s));
  return a;
}

bool same_origin_request(const ApiRequest& r) { return r.has_origin && same_origin(r.origin, r.own_origin); }

}  // namespace cubilete::server

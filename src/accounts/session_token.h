#pragma once
// Session tokens (the `cubilete_session` cookie): 256 random bits from the operating system. The
// store keeps only their SHA-256, so a copy of the database signs nobody in; a session is found by
// that hash, which an attacker cannot choose.
#include <string>
#include <string_view>

namespace cubilete::accounts {

// 43 characters of URL-safe base64 (256 bits).
std::string new_session_token();
// Lowercase hex SHA-256 of the token: what the store keeps and looks sessions up by.
std::string session_token_hash(std::string_view token);
// Whether `text` has the shape of a session token (43 URL-safe base64 characters): anything else
// in the cookie is refused before it reaches the store.
bool looks_like_session_token(std::string_view text);

}  // namespace cubilete::accounts

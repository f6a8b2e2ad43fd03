// The accounts' endpoints: sign-up, sign-in and sign-out, the account, its password, its deletion,
// its rooms and the guest seats it keeps. Profiles and leaderboards: profile_api.cpp.
#include "server/accounts/account_api.h"

#include <fmt/format.h>

#include <atomic>
#include <boost/asio/post.hpp>
#include <memory>
#include <mutex>

#include "accounts/account_name.h"
#include "accounts/password.h"
#include "server/accounts/account_refusals.h"
#include "server/accounts/profile_api.h"
#include "server/accounts/sessions.h"
#include "server/address_limits.h"
#include "server/http/query.h"
#include "server/lobby/lobby.h"
#include "server/moderation/moderation.h"
#include "server/room/room_messages.h"
#include "server/room/room_registry.h"
#include "server/text_checks.h"
#include "server/tokens.h"
#include "server/work_lanes.h"
#include "store/clock.h"

namespace cubilete::server {

namespace asio = boost::asio;
using nlohmann::json;

namespace {

// The seats one request may keep at once (a browser remembers 20 rooms).
constexpr size_t kMostSeatsKept = 20;

accounts::PasswordCost password_cost(const ServerConfig& config) {
  return config.password_cost == "minimum" ? accounts::PasswordCost::minimum() : accounts::PasswordCost::interactive();
}

// A hash of no one's password, verified against when a name has no account, so that a wrong name
// costs what a wrong password does. Made once per cost, on the password lane.
const std::string& no_ones_hash(const accounts::PasswordCost& cost) {
  static std::mutex mutex;
  static std::map<std::pair<unsigned long long, size_t>, std::string> hashes;
  std::lock_guard lock(mutex);
  auto& hash = hashes[{cost.ops, cost.memory_bytes}];
  if (hash.empty()) hash = accounts::hash_password(new_token(), cost);
  return hash;
}

// The answer of a signed-in person's request: never cached on the way (it is theirs).
Reply private_reply(Reply reply) {
  return [reply = std::move(reply)](HttpAnswer a) {
    a.headers.emplace_back("Cache-Control", "no-store");
    reply(std::move(a));
  };
}

HttpAnswer with_cookie(HttpAnswer a, std::string cookie) {
  a.headers.emplace_back("Set-Cookie", std::move(cookie));
  return a;
}

json account_json(const store::Account& a) { return {{"name", a.name}, {"created", room::iso8601(a.created_ms)}}; }

// The session of the request, if it is a live one; a session renewed on the way sends its
// cookie again with the answer.
std::optional<Sessions::Found> session_of(ServerContext& c, const ApiRequest& r, Reply& reply) {
  if (r.session_token.empty()) return std::nullopt;
  auto found = c.sessions.find(r.session_token, store::now_ms());
  if (found && found->renewed)
    reply = [reply, cookie = c.sessions.set_cookie(r.session_token)](HttpAnswer a) {
      reply(with_cookie(std::move(a), cookie));
    };
  return found;
}

HttpAnswer not_signed_in() { return HttpAnswer::error(401, "not_signed_in", "sign in first (no session, or it ended)"); }

// Runs `work` on the quick lane (store reads), answering store_failed if it throws.
template <class Work>
void on_reads(ServerContext& c, const Reply& reply, Work work) {
  c.workers.post(false, [reply, work = std::move(work)]() mutable {
    try {
      work();
    } catch (const std::exception& e) {
      reply(store_failed_answer(e));
    }
  });
}

// Runs `work` on the password lane, or answers busy when too much waits there.
template <class Work>
void on_passwords(ServerContext& c, const Reply& reply, Work work) {
  const bool queued = c.workers.post_password([reply, work = std::move(work)]() mutable {
    try {
      work();
    } catch (const std::exception& e) {
      reply(store_failed_answer(e));
    }
  });
  if (!queued) {
    auto a = HttpAnswer::error(503, "busy", "too many sign-ins are being checked at once; try again in a moment");
    a.headers.emplace_back("Retry-After", "2");
    reply(std::move(a));
  }
}

// The refusal after too many wrong passwords. A name with an account and one without are
// counted apart (in the store; in memory) but refused in the same words, so that the refusal
// tells nothing of which names exist: only the seconds to wait differ.
HttpAnswer too_many_wrong_passwords(ServerContext& c, int64_t retry_after_s) {
  return too_many_attempts(retry_after_s, c.limits.refusal(AddressLimits::Kind::NameFailure));
}

// The per-account limit on wrong passwords (the store's count, shared by every instance): the
// refusal when the account has had its share within the window, else nothing.
std::optional<HttpAnswer> account_locked(ServerContext& c, int64_t account, int64_t now) {
  const auto& config = c.config;
  if (config.signin_failures <= 0) return std::nullopt;
  const int64_t window_ms = config.signin_window_s * 1000;
  const auto failures = c.store.accounts().failed_signins(account, now, window_ms);
  if (failures.failures < config.signin_failures) return std::nullopt;
  return too_many_wrong_passwords(c, (failures.window_start_ms + window_ms - now + 999) / 1000);
}

// Counts a wrong password of `account`, then answers `refusal`: once the count is committed, so
// that the next attempt, here or on another instance, already sees it.
void refuse_wrong_password(ServerContext& c, int64_t account, int64_t now, HttpAnswer refusal, const Reply& reply) {
  if (c.config.signin_failures <= 0) return reply(std::move(refusal));
  c.store.accounts().note_failed_signin(account, now, c.config.signin_window_s * 1000,
                             [reply, refusal = std::move(refusal)](const store::Outcome&) { reply(refusal); });
}

// The password field `key` of `body`, in NFC; `problem` says why it cannot be one.
std::string password_field(const json& body, const char* key, std::string& problem, bool check_strength) {
  std::string out;
  if (!body.contains(key) || !body[key].is_string()) {
    problem = fmt::format("\"{}\" is the password, as text", key);
    return out;
  }
  if (!to_nfc(body[key].get<std::string>(), out)) {
    problem = "a password is text (valid UTF-8)";
    return out;
  }
  if (check_strength) problem = accounts::password_problem(out);
  return out;
}

// A new session for `account`, answered with `status`, the account and the cookie.
void start_session(ServerContext& c, const store::Account& account, int status, const Reply& reply) {
  c.sessions.start(account.id, store::now_ms(), [&c, account, status, reply](std::string token, std::string error) {
    if (token.empty())
      return reply(HttpAnswer::error(503, "store_failed", "the session could not be stored; try again"));
    (void)error;
    reply(with_cookie({status, account_json(account)}, c.sessions.set_cookie(token)));
  });
}

// --- POST /api/account/signup {"name", "password"} ---
void signup(ServerContext& c, const ApiRequest& r, const Reply& reply) {
  auto body = object_body(r, {"name", "password"}, reply);
  if (!body) return;
  if (!body->contains("name") || !(*body)["name"].is_string())
    return reply(HttpAnswer::error(400, "bad_name", "\"name\" is the account's name: 3 to 20 letters, digits, _ and -"));
  // Kept composed, so "João" typed with a combining tilde is the same name as with "ã".
  const std::string name = accounts::normalized_account_name((*body)["name"].get<std::string>());
  if (auto problem = accounts::account_name_problem(name); !problem.empty()) {
    auto answer = HttpAnswer::error(400, "bad_name", problem);
    // The character a page names in its own language.
    if (const auto c = accounts::refused_character(name)) answer.body["params"] = {{"character", *c}};
    return reply(answer);
  }
  if (accounts::reserved_name(name))
    return reply(HttpAnswer::error(400, "bad_name", fmt::format("'{}' is reserved (or looks like a name that is): choose another", name)));
  std::string problem;
  std::string password = password_field(*body, "password", problem, true);
  if (!problem.empty()) return reply(HttpAnswer::error(400, "weak_password", problem));
  if (!c.limits.allow(AddressLimits::Kind::Signup, r.client))
    return reply(too_many_attempts(c.limits.retry_after_s(AddressLimits::Kind::Signup, r.client),
                                   c.limits.refusal(AddressLimits::Kind::Signup)));
  on_passwords(c, reply, [&c, name, password = std::move(password), reply] {
    const int64_t now = store::now_ms();
    const std::string hash = accounts::hash_password(password, password_cost(c.config));
    c.store.accounts().create({name, hash, now}, [&c, name, now, reply](const store::Outcome& o) {
      if (o.code == "name_taken") return reply(HttpAnswer::error(409, "name_taken", o.message));
      if (o.code == "bad_name") return reply(HttpAnswer::error(400, "bad_name", o.message));
      if (!o.ok()) return reply(HttpAnswer::error(503, "store_failed", "the account could not be stored; try again"));
      start_session(c, {o.id, name, "", now}, 201, reply);
    });
  });
}

// --- POST /api/account/signin {"name", "password"} ---
void signin(ServerContext& c, const ApiRequest& r, const Reply& reply) {
  auto body = object_body(r, {"name", "password"}, reply);
  if (!body) return;
  if (!body->contains("name") || !(*body)["name"].is_string())
    return reply(HttpAnswer::error(400, "bad_request", "\"name\" is the account's name, as text"));
  std::string problem;
  std::string password = password_field(*body, "password", problem, false);
  if (!body->contains("password") || !(*body)["password"].is_string())
    return reply(HttpAnswer::error(400, "bad_request", problem));
  if (!c.limits.allow(AddressLimits::Kind::Signin, r.client))
    return reply(too_many_attempts(c.limits.retry_after_s(AddressLimits::Kind::Signin, r.client),
                                   c.limits.refusal(AddressLimits::Kind::Signin)));
  const std::string name = (*body)["name"];
  const bool text = problem.empty();  // a password that is not text matches no hash
  on_passwords(c, reply, [&c, name, password = std::move(password), text, reply] {
    const int64_t now = store::now_ms();
    const auto cost = password_cost(c.config);
    const auto account = c.store.accounts().find(name);
    // The same steps whether the name has an account or not (a read of the failures, one hash
    // verified, the same refusal), so the answer and its time tell nothing of which names exist.
    // A name without one counts its failures here, in memory (AddressLimits::Kind::NameFailure).
    const std::string folded = accounts::folded_name(name.substr(0, 64));
    std::optional<HttpAnswer> locked = account_locked(c, account ? account->id : 0, now);
    if (!account && c.limits.at_limit(AddressLimits::Kind::NameFailure, folded))
      locked = too_many_wrong_passwords(c, c.limits.retry_after_s(AddressLimits::Kind::NameFailure, folded));
    if (locked) return reply(std::move(*locked));
    const bool right = accounts::verify_password(password, account ? account->password_hash : no_ones_hash(cost)) &&
                       text && account;
    if (!right) {
      auto refusal = HttpAnswer::error(401, "bad_credentials", "no account has this name and password");
      if (account) return refuse_wrong_password(c, account->id, now, std::move(refusal), reply);
      c.limits.note(AddressLimits::Kind::NameFailure, folded);
      return reply(std::move(refusal));
    }
    // A banned account is refused only once its password is right: the refusal tells nothing to
    // someone guessing (docs/operating.md, Moderation).
    if (c.moderation)
      if (auto banned = c.moderation->account_refusal(account->id, now))
        return reply(HttpAnswer::error(403, banned->code, banned->message));
    c.store.accounts().clear_failed_signins(account->id, [](const store::Outcome&) {});
    // A hash made at another cost is made again now that the password is known (password.h).
    if (accounts::password_needs_rehash(account->password_hash, cost))
      c.store.accounts().rehash_password(account->id, account->password_hash, accounts::hash_password(password, cost),
                              [](const store::Outcome&) {});
    start_session(c, *account, 200, reply);
  });
}

// --- POST /api/account/reset {"token", "password"}: the one-time link `cubilete admin
// reset-link` printed (docs/operating.md, Moderation). The password is set, the link and every
// session of the account end.
void reset_password(ServerContext& c, const ApiRequest& r, const Reply& reply) {
  auto body = object_body(r, {"token", "password"}, reply);
  if (!body) return;
  if (!body->contains("token") || !(*body)["token"].is_string())
    return reply(HttpAnswer::error(400, "bad_request", "\"token\" is the token of the reset link, as text"));
  std::string problem;
  std::string password = password_field(*body, "password", problem, true);
  if (!problem.empty()) return reply(HttpAnswer::error(400, "weak_password", problem));
  if (!c.limits.allow(AddressLimits::Kind::Signin, r.client))
    return reply(too_many_attempts(c.limits.retry_after_s(AddressLimits::Kind::Signin, r.client),
                                   c.limits.refusal(AddressLimits::Kind::Signin)));
  const std::string hashed_token = token_hash(std::string((*body)["token"]));
  on_passwords(c, reply, [&c, hashed_token, password = std::move(password), reply] {
    const std::string hash = accounts::hash_password(password, password_cost(c.config));
    c.store.accounts().use_reset_token(hashed_token, hash, store::now_ms(), [reply](const store::Outcome& o) {
      if (o.code == "bad_reset_token") return reply(HttpAnswer::error(400, "bad_reset_token", o.message));
      if (!o.ok()) return reply(HttpAnswer::error(503, "store_failed", "the password could not be set now; try again"));
      reply({200, {{"reset", true}}});
    });
  });
}

// --- POST /api/account/signout {"everywhere"?: bool} ---
void signout(ServerContext& c, const ApiRequest& r, Reply reply) {
  auto body = object_body(r, {"everywhere"}, reply);
  if (!body) return;
  if (body->contains("everywhere") && !(*body)["everywhere"].is_boolean())
    return reply(HttpAnswer::error(400, "bad_request", "\"everywhere\" is true (end every session of the account) or false"));
  const bool everywhere = body->value("everywhere", false);
  const std::string cookie = c.sessions.clear_cookie();
  on_reads(c, reply, [&c, r, everywhere, cookie, reply]() mutable {
    const auto found = c.sessions.find(r.session_token, store::now_ms());
    const auto answer = [reply, cookie](const store::Outcome& o) {
      if (!o.ok()) return reply(HttpAnswer::error(503, "store_failed", "the session could not be ended now; try again"));
      reply(with_cookie({200, {{"signed_out", true}, {"sessions_ended", o.count}}}, cookie));
    };
    if (!found) return reply(with_cookie({200, {{"signed_out", true}, {"sessions_ended", 0}}}, cookie));
    if (everywhere) c.store.accounts().revoke_sessions(found->who.account.id, "", answer);
    else c.store.accounts().revoke_session(found->token_hash, answer);
  });
}

// --- GET /api/account ---
void account(ServerContext& c, const ApiRequest& r, Reply reply) {
  on_reads(c, reply, [&c, r, reply]() mutable {
    const auto found = session_of(c, r, reply);
    if (!found) {
      auto a = not_signed_in();
      // A cookie that names no live session is of no use: the browser forgets it.
      if (r.has_cookie) a = with_cookie(std::move(a), c.sessions.clear_cookie());
      return reply(std::move(a));
    }
    reply({200, account_json(found->who.account)});
  });
}

// --- POST /api/account/password {"old", "new"} and DELETE /api/account {"password"} ---
// Both confirm the password first, counted like a sign-in's (a stolen session does not let its
// holder guess it).
void change_password(ServerContext& c, const ApiRequest& r, Reply reply) {
  auto body = object_body(r, {"old", "new"}, reply);
  if (!body) return;
  std::string old_problem, new_problem;
  std::string old_password = password_field(*body, "old", old_problem, false);
  if (!body->contains("old") || !(*body)["old"].is_string()) return reply(HttpAnswer::error(400, "bad_request", old_problem));
  std::string new_password = password_field(*body, "new", new_problem, true);
  if (!new_problem.empty()) return reply(HttpAnswer::error(400, "weak_password", new_problem));
  on_passwords(c, reply, [&c, r, old_password = std::move(old_password), new_password = std::move(new_password), reply]() mutable {
    const auto found = session_of(c, r, reply);
    if (!found) return reply(not_signed_in());
    const int64_t now = store::now_ms();
    const auto& a = found->who.account;
    if (auto locked = account_locked(c, a.id, now)) return reply(std::move(*locked));
    if (!accounts::verify_password(old_password, a.password_hash))
      return refuse_wrong_password(c, a.id, now,
                                   HttpAnswer::error(403, "wrong_password", "the current password is not right"), reply);
    const std::string hash = accounts::hash_password(new_password, password_cost(c.config));
    c.store.accounts().change_password(a.id, a.password_hash, hash, found->token_hash, [reply](const store::Outcome& o) {
      if (o.code == "password_changed") return reply(HttpAnswer::error(409, "password_changed", o.message));
      if (!o.ok()) return reply(HttpAnswer::error(503, "store_failed", "the password could not be changed now; try again"));
      reply({200, {{"changed", true}, {"sessions_ended", o.count}}});
    });
  });
}

void delete_account(ServerContext& c, const ApiRequest& r, Reply reply) {
  auto body = object_body(r, {"password"}, reply);
  if (!body) return;
  std::string problem;
  std::string password = password_field(*body, "password", problem, false);
  if (!body->contains("password") || !(*body)["password"].is_string())
    return reply(HttpAnswer::error(400, "bad_request", problem + " (the account's password confirms its deletion)"));
  on_passwords(c, reply, [&c, r, password = std::move(password), reply]() mutable {
    const auto found = session_of(c, r, reply);
    if (!found) return reply(not_signed_in());
    const int64_t now = store::now_ms();
    const auto& a = found->who.account;
    if (auto locked = account_locked(c, a.id, now)) return reply(std::move(*locked));
    if (!accounts::verify_password(password, a.password_hash))
      return refuse_wrong_password(c, a.id, now, HttpAnswer::error(403, "wrong_password", "the password is not right"),
                                   reply);
    c.store.accounts().erase(a.id, a.password_hash, now, [&c, id = a.id, name = a.name, reply](const store::Outcome& o) {
      if (o.code == "password_changed") return reply(HttpAnswer::error(409, "password_changed", o.message));
      if (!o.ok()) return reply(HttpAnswer::error(503, "store_failed", "the account could not be deleted now; try again"));
      c.rooms.account_gone(id);
      if (c.lobby) c.lobby->account_gone(name);
      reply(with_cookie({200, {{"deleted", true}}}, c.sessions.clear_cookie()));
    });
  });
}

// --- GET /api/account/rooms ---
// The store keeps only seat tokens' hashes, so no token can be listed: the session reaches the
// seat instead (a WebSocket opened with the cookie and without a token is seated there).
void account_rooms(ServerContext& c, const ApiRequest& r, Reply reply) {
  on_reads(c, reply, [&c, r, reply]() mutable {
    const auto found = session_of(c, r, reply);
    if (!found) return reply(not_signed_in());
    json rooms = json::array();
    for (const auto& room : c.store.profiles().account_rooms(found->who.account.id))
      rooms.push_back({{"room", room.room},
                       {"game", room.game},
                       {"status", store::status_name(room.status)},
                       {"seat", room.seat},
                       {"created", room::iso8601(room.created_ms)}});
    reply({200, {{"rooms", rooms}}});
  });
}

// --- POST /api/account/seats {"seats": [{"room", "token"}...]} ---
// A guest who played in this browser and then made an account keeps those seats (and the games
// of those that are over): each seat's token proves it was theirs, checked by its room.
void keep_seats(ServerContext& c, const ApiRequest& r, Reply reply) {
  auto body = object_body(r, {"seats"}, reply);
  if (!body) return;
  if (!body->contains("seats") || !(*body)["seats"].is_array() || (*body)["seats"].size() > kMostSeatsKept)
    return reply(HttpAnswer::error(
        400, "bad_request",
        fmt::format("\"seats\" lists at most {} seats to keep: [{{\"room\": CODE, \"token\": TOKEN}}, ...]", kMostSeatsKept)));
  std::vector<std::pair<std::string, std::string>> asked;
  for (const auto& s : (*body)["seats"]) {
    if (!s.is_object() || s.size() != 2 || !s.contains("room") || !s.contains("token") || !s["room"].is_string() ||
        !s["token"].is_string() || s["token"].get<std::string>().size() > 64)
      return reply(HttpAnswer::error(400, "bad_request",
                                     "each seat is {\"room\": CODE, \"token\": TOKEN} (the seat's token, as the room gave it)"));
    asked.emplace_back(s["room"], s["token"]);
  }
  on_reads(c, reply, [&c, r, asked = std::move(asked), reply]() mutable {
    const auto found = session_of(c, r, reply);
    if (!found) return reply(not_signed_in());
    const Person person{found->who.account.id, found->who.account.name};
    // Each room answers on its strand; the answer goes once all have.
    struct Gathered {
      std::mutex mutex;
      json seats;
      size_t left;
      Reply reply;
    };
    auto all = std::make_shared<Gathered>();
    all->seats = json::array();
    all->left = asked.size();
    all->reply = reply;
    for (size_t i = 0; i < asked.size(); ++i) all->seats.push_back(nullptr);
    const auto answer = [all](size_t i, json entry) {
      std::lock_guard lock(all->mutex);
      all->seats[i] = std::move(entry);
      if (--all->left == 0) all->reply({200, {{"seats", all->seats}}});
    };
    if (asked.empty()) return reply({200, {{"seats", json::array()}}});
    for (size_t i = 0; i < asked.size(); ++i) {
      const auto& [typed, token] = asked[i];
      const std::string code = normalize_room_code(typed);
      const auto room = code.empty() ? RoomRegistry::Found{} : c.rooms.find(code);
      json entry = {{"room", code.empty() ? typed.substr(0, 20) : code}, {"kept", false}};
      if (!room.room) {
        entry["error"] = room.moved ? "moved" : "no_such_room";
        entry["message"] = room.moved ? "another server instance serves this room now; try again" : "there is no such room";
        answer(i, std::move(entry));
        continue;
      }
      asio::post(room.room->strand(), [room = room.room, token, person, answer, i, entry]() mutable {
        room->keep_seat(token, person, [answer, i, entry](HttpAnswer a) mutable {
          if (a.status == 200) entry.update(a.body);
          else entry.update({{"error", a.body["error"]}, {"message", a.body["message"]}});
          answer(i, std::move(entry));
        });
      });
    }
  });
}

}  // namespace

Person person_of(ServerContext& c, const ApiRequest& r, Reply& reply) {
  const auto found = session_of(c, r, reply);
  if (!found) return {};
  return {found->who.account.id, found->who.account.name};
}

void with_person(ServerContext& c, const ApiRequest& r, Reply reply, std::function<void(const Person&, Reply)> then) {
  if (r.session_token.empty()) return then(Person{}, std::move(reply));
  on_reads(c, reply, [&c, r, reply, then = std::move(then)]() mutable {
    const Person person = person_of(c, r, reply);
    then(person, std::move(reply));
  });
}

bool handle_account_api(ServerContext& c, const ApiRequest& r, Reply reply) {
  if (handle_profile_api(c, r, reply)) return true;
  const std::string prefix = "/api/account";
  if (r.path != prefix && r.path.rfind(prefix + "/", 0) != 0) return false;
  reply = private_reply(std::move(reply));
  const std::string what = r.path.size() > prefix.size() ? r.path.substr(prefix.size() + 1) : "";
  const auto allow = [&](const char* method) {
    if (r.method == method) return true;
    reply(HttpAnswer::error(405, "method_not_allowed", fmt::format("{} {} is not allowed; use {}", r.method, r.path, method)));
    return false;
  };
  if (std::string problem; !query_params(r.query, {}, problem)) {
    reply(HttpAnswer::error(400, "bad_request", problem));
    return true;
  }
  // Signing up or in from another site's page (login CSRF) is refused too, with or without a
  // cookie; a client without an Origin (curl) may.
  if ((what == "signup" || what == "signin" || what == "reset") && r.has_origin && !same_origin_request(r)) {
    reply(origin_refusal(r));
    return true;
  }
  if (what.empty()) {
    if (r.method == "GET") account(c, r, reply);
    else if (r.method == "DELETE") delete_account(c, r, reply);
    else reply(HttpAnswer::error(405, "method_not_allowed", fmt::format("{} /api/account is not allowed; use GET or DELETE", r.method)));
  } else if (what == "signup") {
    if (allow("POST")) signup(c, r, reply);
  } else if (what == "signin") {
    if (allow("POST")) signin(c, r, reply);
  } else if (what == "reset") {
    if (allow("POST")) reset_password(c, r, reply);
  } else if (what == "signout") {
    if (allow("POST")) signout(c, r, reply);
  } else if (what == "password") {
    if (allow("POST")) change_password(c, r, reply);
  } else if (what == "rooms") {
    if (allow("GET")) account_rooms(c, r, reply);
  } else if (what == "seats") {
    if (allow("POST")) keep_seats(c, r, reply);
  } else {
    reply(HttpAnswer::error(404, "not_found",
                            fmt::format("no API at {}; see /api/account, /api/account/signup, signin, signout, "
                                        "password, reset, rooms, seats",
                                        r.path.substr(0, 80))));
  }
  return true;
}

}  // namespace cubilete::server

#pragma once
// The accounts' HTTP API (PROTOCOL.md v1.1, Accounts; what it leaves open: docs/online-table.md,
// "Accounts and ratings"): signing up, in and out, the account, its password, its deletion and
// its rooms, a guest's seats kept by the account they made, profiles and leaderboards. Every
// field is checked and refused with a stable code and the reason; passwords are hashed on the
// password lane (work_lanes.h), never on an I/O thread, in Unicode's composed form (NFC).
// Nothing here logs a password, a token or a cookie.
#include <functional>

#include "server/http/api.h"
#include "server/room/room_request.h"
#include "server/server_context.h"

namespace cubilete::server {

// True when `request` is one of the accounts' paths (/api/account..., /api/players/...,
// /api/leaderboard/...); `reply` is then called exactly once, maybe later, from any thread.
bool handle_account_api(ServerContext& context, const ApiRequest& request, Reply reply);

// Who makes a request: the account of its session (a synchronous store read), or a guest. A
// session renewed on the way sends its cookie again with `reply`'s answer.
Person person_of(ServerContext& context, const ApiRequest& request, Reply& reply);

// Calls `then` with who makes the request and the reply to answer with: at once for a request
// without a session cookie, else once the session is read on the quick lane (work_lanes.h), so
// that no I/O thread waits for the store (a PostgreSQL round trip); a store that fails answers
// 503 store_failed.
void with_person(ServerContext& context, const ApiRequest& request, Reply reply,
                 std::function<void(const Person&, Reply)> then);

}  // namespace cubilete::server

#pragma once
// What the online table sends, as JSON Schema (draft 2020-12), for clients in any language:
// every declared type under "$defs" (present/protocol_types.h), and each game's view and move
// type by game id under "x-views" and "x-moves". `cubilete protocol --schema` prints it. Like the
// browser's guards it lets an object hold keys it does not declare (a newer server may add some).
#include <nlohmann/json_fwd.hpp>

namespace cubilete {

nlohmann::json protocol_json_schema();

}  // namespace cubilete

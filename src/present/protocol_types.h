#pragma once
// Every type the online table sends that is declared with core/describe.h: each game's view,
// moves and situation, and the protocol's own (a move entry's head, the hand throw, the table
// policy, the heads of a hint's choice and of a report and its items, the lobby socket's
// messages and a room's besides its states and hints), named types listed each after the types
// it uses. The browser's generated TypeScript (present/typescript.h) and the JSON Schema
// (present/json_schema.h) are written from it.
#include <string>
#include <vector>

#include "core/type_schema.h"

namespace cubilete {

struct GameTypes {
  std::string id;
  const TypeSchema* view = nullptr;
  const TypeSchema* moves = nullptr;      // a union told apart by "kind"
  const TypeSchema* situation = nullptr;  // null: the game names no situation
};

struct ProtocolTypes {
  std::vector<GameTypes> games;          // in the registry's order
  std::vector<const TypeSchema*> named;  // enums, objects and unions, each after those it uses
};

// Made once. Throws std::logic_error if two declared types share a name.
const ProtocolTypes& protocol_types();

}  // namespace cubilete

#pragma once
// The browser's types and runtime guards for the online table's messages
// (web/src/protocol/generated/), written from the C++ declarations (core/describe.h): every
// game's view and moves, a `moves` entry, a legal move, the table policy of GET /api/games. The
// guards are plain JavaScript with a TypeScript declaration beside them, so node runs them
// without a build (tests/protocol/). `cubilete protocol --typescript DIR` writes them, and the
// test protocol_generated fails when the checked-in files differ.
#include <string>
#include <vector>

namespace cubilete {

struct GeneratedFile {
  std::string name;  // in the generated folder: contract.d.ts, contract.js
  std::string text;
};

std::vector<GeneratedFile> typescript_contract();

}  // namespace cubilete

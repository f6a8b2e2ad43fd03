#pragma once
// Every game's words in every language, as the browser reads them
// (web/src/protocol/generated/words.json, written by `cubilete protocol --typescript`): its name,
// its summary and rules, and its word groups (a category card's boxes, what its moves say), each
// text as {"en", "pt-BR", "es-AR"}; and what every dice game says of a throw and a keep ("dice"). The C++ is where they are written; the browser's copy is generated,
// so each word is written once.
#include <string>

namespace cubilete {

std::string words_json();

}  // namespace cubilete

#include "present/words_json.h"

#include <nlohmann/json.hpp>

#include "catalog/registry.h"
#include "core/dice_words.h"

namespace cubilete {

namespace {
nlohmann::json in_every_lang(const Translated& text) {
  nlohmann::json out = nlohmann::json::object();
  for (Lang lang : kLangs) out[std::string(lang_code(lang))] = text.in(lang);
  return out;
}
}  // namespace

std::string words_json() {
  nlohmann::json games = nlohmann::json::object();
  for (const auto& entry : game_registry()) {
    const auto& d = entry.description;
    nlohmann::json game = {{"name", d.info.name},
                           {"summary", in_every_lang(d.summary)},
                           {"rules", in_every_lang(d.rules_text)}};
    for (const auto& group : d.words) {
      nlohmann::json words = nlohmann::json::object();
      for (const auto& [key, text] : group.by_key) words[key] = in_every_lang(text);
      game["words"][group.group] = std::move(words);
    }
    games[d.info.id] = std::move(game);
  }
  nlohmann::json dice = nlohmann::json::object();
  for (const auto& [key, text] : dice_move_words().by_key()) dice[key] = in_every_lang(text);
  // JSON has no comments: the note for whoever opens the file is a field.
  const nlohmann::json out = {
      {"generated", "by `cubilete protocol --typescript web/src/protocol/generated` from the games' C++ "
                    "(src/games/<family>/); do not edit: the test protocol_generated fails when this file "
                    "differs"},
      {"games", games},
      {"dice", dice}};
  return out.dump(1) + "\n";
}

}  // namespace cubilete

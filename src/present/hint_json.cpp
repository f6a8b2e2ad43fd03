#include "present/hint_json.h"

#include <nlohmann/json.hpp>

#include "present/json_tree_sink.h"
#include "present/options_json.h"
#include "present/ranking_json.h"

namespace cubilete {

nlohmann::json hint_json(const Game& game, const HintResult& hint) {
  nlohmann::json j = hint.facts ? json_of(hint.facts) : nlohmann::json::object();
  j["game"] = game.info().id;
  if (hint.with_rules) j["rules"] = rules_to_json(game.rules());
  j["measure"] = hint.measure;
  auto choices = ranking_choices_json(hint.ranking);
  for (size_t i = 0; i < choices.size(); ++i) {
    if (i < hint.notes.size()) choices[i][hint.note_key] = hint.notes[i];
    if (hint.choice_facts) choices[i].update(json_of([&](ValueSink& out) { hint.choice_facts(out, i); }));
  }
  j["choices"] = std::move(choices);
  if (hint.ranking.choices.empty() && !hint.no_choice_note.empty()) j["note"] = hint.no_choice_note;
  return j;
}

}  // namespace cubilete

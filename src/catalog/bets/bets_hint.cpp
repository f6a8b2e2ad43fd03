#include "catalog/bets/bets_hint.h"

#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "core/error.h"
#include "core/say.h"
#include "games/bets/triplo_seis_calls.h"
#include "solve/bets/bets_commands.h"

namespace cubilete::bets {

namespace {

// A Triplo Seis hint's facts beside its choices, and each choice's dice.
struct TriploSeisHintFacts {
  std::string dice;
  int reads = 0;  // what the dice read
  int call = 0;
  static constexpr std::string_view kTypeName = "TriploSeisHintFacts";
  static constexpr auto fields() {
    return std::tuple{field("dice", &TriploSeisHintFacts::dice), field("reads", &TriploSeisHintFacts::reads),
                      field("call", &TriploSeisHintFacts::call)};
  }
};
struct TriploSeisKeepFacts {
  std::string keep, rethrow;
  static constexpr std::string_view kTypeName = "TriploSeisKeepFacts";
  static constexpr auto fields() {
    return std::tuple{field("keep", &TriploSeisKeepFacts::keep), field("rethrow", &TriploSeisKeepFacts::rethrow)};
  }
};

const Translated kBeatCall{"chance of reading more than {call} after the rethrow",
                           "chance de ler mais que {call} depois de jogar de novo",
                           "probabilidad de leer más que {call} después de volver a tirar"};

HintResult triplo_seis_hint_result(solve::TriploSeisHint h) {
  std::vector<std::string> chances;  // the exact chance of each keep, as a fraction ("25/36")
  std::vector<TriploSeisKeepFacts> keeps;
  for (const auto& k : h.keeps) {
    chances.push_back(k.chance.text());
    keeps.push_back({format_dice(k.kept), format_dice(k.rethrown)});
  }
  TriploSeisHintFacts facts{format_dice(h.dice), h.reads, h.call};
  const int call = h.call;
  auto r = hint_result(std::move(h), std::move(facts));
  r.measure_words = in_every_language([call](Lang lang) { return say(kBeatCall, lang, fmt::arg("call", call)); });
  r.notes = std::move(chances);
  r.note_key = "probability";
  r.choice_facts = [keeps = std::move(keeps)](ValueSink& out, size_t choice) {
    if (choice < keeps.size()) write_value(out, keeps[choice]);
  };
  return r;
}

}  // namespace

std::vector<OptionSpec> triplo_seis_hint_options() {
  return {hint_text("dice", "the three dice under the cup, e.g. 5-4-1"),
          hint_text("call", "the call to beat, e.g. 541")};
}

HintResult triplo_seis_hint(const Game&, const HintValues& values) {
  if (!values.has("dice"))
    throw UsageError("hint triplo_seis needs --dice (the three dice under the cup, e.g. 5-4-1)");
  if (!values.has("call"))
    throw UsageError("hint triplo_seis needs --call (the call to beat, e.g. 541)");
  return triplo_seis_hint_result(solve::hint_triplo_seis(
      {counts_of(parse_dice(values.text("dice"), 3)), parse_call(values.text("call"))}));
}

}  // namespace cubilete::bets

#include "present/analysis_text.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "core/say.h"
#include "present/analysis_json.h"

namespace cubilete {

using solve::GameAnalysisResult;

namespace {

const Translated kEstimate{
    "(an estimate: the engine searches {depth} plies after each move; no dice, no luck)",
    "(uma estimativa: o motor busca {depth} lances depois de cada jogada; sem dados, sem sorte)",
    "(una estimación: el motor busca {depth} jugadas después de cada movimiento; sin dados, sin suerte)"};
const Translated kShownAsThrows{"(shown as throws: fewer is better; luck is throws saved)",
                                "(mostrado em jogadas: menos é melhor; sorte são jogadas poupadas)",
                                "(mostrado en tiros: menos es mejor; la suerte son tiros ahorrados)"};
const Translated kUnfinished{
    "The record stops before the end: each result is the value at its last position.",
    "O registro para antes do fim: cada resultado é o valor na sua última posição.",
    "El registro se detiene antes del final: cada resultado es el valor en su última posición."};
const Translated kSeatSum{
    "P{seat} {name}: result {result} = start {start} {luck} luck {own} own losses {others} others' effect",
    "P{seat} {name}: resultado {result} = início {start} {luck} sorte {own} perdas próprias {others} efeito dos "
    "outros",
    "P{seat} {name}: resultado {result} = inicio {start} {luck} suerte {own} pérdidas propias {others} efecto de "
    "los otros"};
const Translated kFinalDiceOnly{
    "{turns} turns were entered by their final dice only: their luck and the keeps behind them are not known, "
    "and what they changed is counted apart as unseen.",
    "{turns} vezes foram anotadas só pelos dados finais: a sorte e o que foi guardado nelas não se sabem, e o que "
    "mudaram conta à parte como não visto.",
    "{turns} turnos se anotaron solo con los dados finales: su suerte y lo que se guardó en ellos no se conocen, "
    "y lo que cambiaron cuenta aparte como no visto."};
const Translated kUnseen{"{amount} unseen (final dice only)", "{amount} não visto (só dados finais)",
                         "{amount} no visto (solo dados finales)"};
const Translated kGainedFromDice{"gained {amount} from the dice", "ganhou {amount} com os dados",
                                 "ganó {amount} con los dados"};
const Translated kLostToDice{"lost {amount} to the dice", "perdeu {amount} para os dados",
                             "perdió {amount} con los dados"};
const Translated kAndOwnChoices{"{dice} and lost {own} to own choices",
                                "{dice} e perdeu {own} com as próprias escolhas",
                                "{dice} y perdió {own} con sus propias elecciones"};
const Translated kAimed{
    "{dice}; a bot playing for {aim} perfectly: its choices are not judged by this measure",
    "{dice}; um robô que joga por {aim} com perfeição: as suas escolhas não são julgadas por esta medida",
    "{dice}; un bot que juega por {aim} a la perfección: sus elecciones no se juzgan con esta medida"};
const Translated kAccuracy{
    "accuracy {accuracy}% over {decisions} decisions, error rate {rate} a decision; {inaccuracies} "
    "inaccuracies, {mistakes} mistakes, {blunders} blunders",
    "precisão de {accuracy}% em {decisions} decisões, erro médio de {rate} por decisão; {inaccuracies} "
    "imprecisões, {mistakes} erros, {blunders} erros graves",
    "precisión de {accuracy}% en {decisions} decisiones, error medio de {rate} por decisión; {inaccuracies} "
    "imprecisiones, {mistakes} errores, {blunders} errores graves"};
const Translated kNoDecision{"no decision to judge", "nenhuma decisão a julgar", "ninguna decisión para juzgar"};
const Translated kLuckAdjusted{"luck-adjusted result {result}", "resultado sem a sorte {result}",
                               "resultado sin la suerte {result}"};
const Translated kMarked{"Marked decisions:", "Decisões marcadas:", "Decisiones marcadas:"};
const Translated kMarkedLine{"#{index} P{seat} {where}{action} ({value}), best {best} ({best_value}): {change} {mark}",
                             "#{index} P{seat} {where}{action} ({value}), melhor {best} ({best_value}): {change} {mark}",
                             "#{index} P{seat} {where}{action} ({value}), mejor {best} ({best_value}): {change} {mark}"};
const Translated kLuckiest{"Luckiest throws (for the thrower):", "Jogadas de mais sorte (para quem jogou):",
                           "Tiros de más suerte (para quien tiró):"};
const Translated kUnluckiest{"Unluckiest throws:", "Jogadas de menos sorte:", "Tiros de menos suerte:"};
// By DecisionMark: inaccuracy, mistake, blunder.
const Translated kMarks[] = {{"inaccuracy", "imprecisão", "imprecisión"},
                             {"mistake", "erro", "error"},
                             {"blunder", "erro grave", "error grave"}};
const Translated kPoints{"pp", "p.p.", "p.p."};
const Translated kThrows{"throws", "jogadas", "tiros"};

// How the measure's numbers read for a person in their language (a decimal comma in Portuguese
// and Spanish).
struct Shown {
  const solve::AnalysisMeasure* m;
  Lang lang;
  std::string number(std::string text) const { return decimals_in(lang, std::move(text)); }
  std::string value(double v) const {
    if (m->win_chance) return number(fmt::format("{:.1f}%", 100 * v));
    if (m->lower_is_better) return number(fmt::format("{:.2f}", -v));
    return number(fmt::format("{:.2f}", v));
  }
  // A change for the seat (luck, a loss, an effect), signed where asked.
  std::string change(double v, bool sign) const {
    if (m->win_chance)
      return number(sign ? fmt::format("{:+.1f} ", 100 * v) : fmt::format("{:.1f} ", 100 * v)) + kPoints.in(lang);
    if (m->lower_is_better)
      return number(sign ? fmt::format("{:+.2f} ", v) : fmt::format("{:.2f} ", v)) + kThrows.in(lang);
    return number(sign ? fmt::format("{:+.2f}", v) : fmt::format("{:.2f}", v));
  }
  // A term of a sum: "+ 0.23" or "- 0.23".
  std::string term(double v) const { return (v < 0 ? "- " : "+ ") + change(std::abs(v), false); }
};

std::string line(const std::string& text) { return text + "\n"; }

}  // namespace

std::string analysis_text(const Game& game, const GameRecord& record, const std::vector<std::string>& names,
                          const GameAnalysisResult& r, Lang lang) {
  const auto& m = r.measure;
  const Shown show{&m, lang};
  std::string out = fmt::format("{}: {}\n", game.info().id, m.text.in(lang));
  if (m.estimate) out += line(say(kEstimate, lang, fmt::arg("depth", m.depth)));
  if (m.lower_is_better) out += line(kShownAsThrows.in(lang));
  if (!r.finished) out += line(kUnfinished.in(lang));
  if (r.final_dice_turns > 0) out += line(say(kFinalDiceOnly, lang, fmt::arg("turns", r.final_dice_turns)));
  out += "\n";
  for (const auto& s : r.seats) {
    const std::string name = analysis_seat_name(record, names, size_t(s.seat));
    const std::string result = show.value(s.result), start = show.value(s.start),
                      luck = show.term(m.lower_is_better ? -s.luck : s.luck),
                      own = (m.lower_is_better ? "+ " : "- ") + show.change(s.own_loss, false),
                      others = show.term(m.lower_is_better ? -s.others_effect : s.others_effect);
    out += line(say(kSeatSum, lang, fmt::arg("seat", s.seat + 1), fmt::arg("name", name), fmt::arg("result", result),
                    fmt::arg("start", start), fmt::arg("luck", luck), fmt::arg("own", own),
                    fmt::arg("others", others)));
    if (r.final_dice_turns > 0)
      out += "  " + line(say(kUnseen, lang, fmt::arg("amount", show.term(m.lower_is_better ? -s.unseen : s.unseen))));
    // The sentence a player wants: what the dice and their own choices did to them.
    const std::string amount = show.change(std::abs(s.luck), false);
    const std::string dice = say(s.luck < 0 ? kLostToDice : kGainedFromDice, lang, fmt::arg("amount", amount));
    if (!m.estimate && s.aim.empty()) {
      const std::string own_loss = show.change(s.own_loss, false);
      out += "  " + line(say(kAndOwnChoices, lang, fmt::arg("dice", dice), fmt::arg("own", own_loss)));
    }
    if (!s.aim.empty()) {
      out += "  " + line(say(kAimed, lang, fmt::arg("dice", dice), fmt::arg("aim", s.aim)));
    } else if (s.accuracy) {
      const std::string accuracy = show.number(fmt::format("{:.1f}", *s.accuracy)),
                        rate = show.change(*s.error_rate, false);
      out += "  " + line(say(kAccuracy, lang, fmt::arg("accuracy", accuracy), fmt::arg("decisions", s.decisions),
                             fmt::arg("rate", rate), fmt::arg("inaccuracies", s.inaccuracies),
                             fmt::arg("mistakes", s.mistakes), fmt::arg("blunders", s.blunders)));
    } else {
      out += "  " + line(kNoDecision.in(lang));
    }
    if (s.luck_adjusted && !m.estimate) {
      const std::string adjusted = show.value(*s.luck_adjusted);
      out += "  " + line(say(kLuckAdjusted, lang, fmt::arg("result", adjusted)));
    }
  }
  // The decisions that lost something worth a mark, and the luckiest and unluckiest throws.
  auto state = game.initial_state();
  std::string marked;
  for (const auto& step : r.steps) {
    if (const auto mark = decision_mark(step.judgement); step.judged && !step.forced && mark) {
      const auto told = state->told_situation(lang);
      const std::string where = told.empty() ? "" : told.back() == ':' ? told + " " : told + ": ";
      const std::string value = show.value(step.values[size_t(step.seat)]),
                        best_value = show.value(step.best_values[size_t(step.seat)]),
                        change = show.change(-step.loss, true);
      marked += "  " + line(say(kMarkedLine, lang, fmt::arg("index", step.index + 1), fmt::arg("seat", step.seat + 1),
                                fmt::arg("where", where), fmt::arg("action", step.text), fmt::arg("value", value),
                                fmt::arg("best", step.best_text), fmt::arg("best_value", best_value),
                                fmt::arg("change", change), fmt::arg("mark", kMarks[size_t(*mark)].in(lang))));
    }
    state->apply(step.action);
  }
  if (!marked.empty()) out += "\n" + line(kMarked.in(lang)) + marked;
  std::vector<const solve::AnalysedStep*> throws;
  for (const auto& step : r.steps)
    if (!step.luck.empty() && step.actor >= 0 && std::abs(step.luck[size_t(step.actor)]) > 0) throws.push_back(&step);
  if (!throws.empty()) {
    const auto luck = [](const solve::AnalysedStep* s) { return s->luck[size_t(s->actor)]; };
    std::stable_sort(throws.begin(), throws.end(), [&](auto a, auto b) { return luck(a) > luck(b); });
    const auto throw_line = [&](const solve::AnalysedStep* t) {
      return fmt::format("  #{} P{} {}: {}\n", t->index + 1, t->actor + 1, t->text, show.change(luck(t), true));
    };
    out += "\n" + line(kLuckiest.in(lang));
    for (size_t i = 0; i < std::min<size_t>(3, throws.size()); ++i) out += throw_line(throws[i]);
    out += line(kUnluckiest.in(lang));
    for (size_t i = 0; i < std::min<size_t>(3, throws.size()); ++i) out += throw_line(throws[throws.size() - 1 - i]);
  }
  return out;
}

}  // namespace cubilete

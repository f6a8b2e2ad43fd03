// How a Farkle game looks on the terminal, in each language, and where a decision stands in words.
#include <fmt/format.h>

#include <algorithm>

#include "core/dice_words.h"
#include "core/say.h"
#include "core/text.h"
#include "games/farkle/farkle_game.h"
#include "games/farkle/farkle_selections.h"
#include "games/farkle/farkle_view.h"
#include "games/farkle/farkle_words.h"

namespace cubilete::farkle {

namespace {
const Translated kTurnOf{"Farkle: turn {turn} of {turns}, entry {entry}", "Farkle: vez {turn} de {turns}, entrada {entry}",
                         "Farkle: turno {turn} de {turns}, entrada {entry}"};
const Translated kTarget{"Farkle: target {target}, entry {entry}", "Farkle: meta {target}, entrada {entry}",
                         "Farkle: meta {target}, entrada {entry}"};
const Translated kGameOver{", game over", ", fim de jogo", ", partida terminada"};
const Translated kToPlay{", P{seat} to play", ", vez de P{seat}", ", juega P{seat}"};
const Translated kFinalRound{"Final round: P{seat} reached the target; score to beat {beat}; last turns left {left}",
                             "Rodada final: P{seat} chegou à meta; pontos a superar {beat}; últimas vezes restantes {left}",
                             "Ronda final: P{seat} llegó a la meta; puntaje a superar {beat}; últimos turnos restantes {left}"};
const Translated kPlayer{"player", "jogador", "jugador"};
const Translated kBanked{"banked", "guardado", "anotado"};
const Translated kOnTheBoard{"on the board", "já entrou", "ya entró"};
const Translated kYes{"yes", "sim", "sí"};
const Translated kNo{"no", "não", "no"};
const Translated kTurnTotal{"Turn total {total}, ", "Total da vez {total}, ", "Total del turno {total}, "};
const Translated kThrowing{"throwing {dice}", "jogando {dice}", "tirando {dice}"};
const Translated kBankOrRoll{"{dice} to throw{hot}: `bank` or `roll`", "{dice} para jogar{hot}: `bank` ou `roll`",
                             "{dice} para tirar{hot}: `bank` o `roll`"};
const Translated kThrowSelections{"throw {dice}\nScoring selections:", "jogada {dice}\nSeleções que pontuam:",
                                  "tiro {dice}\nSelecciones que suman:"};
const Translated kThen{"then {dice}{hot}", "depois {dice}{hot}", "después {dice}{hot}"};
const Translated kToBeatTheBest{"to beat the best score", "para superar a melhor pontuação", "para superar el mejor puntaje"};
const Translated kEntryThreshold{"the entry threshold", "o mínimo de entrada", "el mínimo de entrada"};
const Translated kAlreadyReaches{
    "Set aside scoring dice, then `bank` or `roll` (the turn total already reaches {least}, {why}).",
    "Separe dados que pontuam, depois `bank` ou `roll` (o total da vez já chega a {least}, {why}).",
    "Apartá dados que suman, después `bank` o `roll` (el total del turno ya llega a {least}, {why})."};
const Translated kBankingNeeds{
    "Banking needs a turn total of at least {least} ({why}): {more} more after this selection, or the dice are thrown "
    "again at once.",
    "Guardar os pontos exige um total da vez de pelo menos {least} ({why}): mais {more} depois desta seleção, ou os "
    "dados são jogados de novo na hora.",
    "Anotar exige un total del turno de al menos {least} ({why}): {more} más después de esta selección, o los dados "
    "se tiran de nuevo en el acto."};
}  // namespace

std::string FarkleState::render(int, Lang lang) const {
  const auto& rules = game_->farkle_rules();
  const auto& table = game_->scoring().table();
  std::string out = rules.turns > 0 ? say(kTurnOf, lang, fmt::arg("turn", turn_number()), fmt::arg("turns", rules.turns),
                                          fmt::arg("entry", rules.entry))
                                    : say(kTarget, lang, fmt::arg("target", rules.target), fmt::arg("entry", rules.entry));
  out += (phase_ == Phase::Over ? kGameOver.in(lang) : say(kToPlay, lang, fmt::arg("seat", player_ + 1))) + "\n";
  if (final_round())
    out += say(kFinalRound, lang, fmt::arg("seat", closer_ + 1), fmt::arg("beat", score_to_beat()),
               fmt::arg("left", phase_ == Phase::Over ? 0 : final_turns_left_)) +
           "\n";
  out += fmt::format("\n  {:<8}{:>8}  {}\n", kPlayer.in(lang), kBanked.in(lang), kOnTheBoard.in(lang));
  for (int p = 0; p < game_->num_players(); ++p)
    out += fmt::format("{} {:<8}{:>8}  {}\n", p == player_ && phase_ != Phase::Over ? '>' : ' ',
                       fmt::format("P{}", p + 1), banked_[p], (banked_[p] > 0 ? kYes : kNo).in(lang));
  if (!last_event_.empty()) out += "\n" + last_event_line(last_event_);
  if (phase_ == Phase::Over) return out;
  out += "\n" + say(kTurnTotal, lang, fmt::arg("total", turn_total_));
  const std::string to_throw = dice_count(dice_to_throw_, lang);
  if (phase_ == Phase::Throw) return out + say(kThrowing, lang, fmt::arg("dice", to_throw)) + "\n";
  if (phase_ == Phase::BankOrRoll)
    return out + say(kBankOrRoll, lang, fmt::arg("dice", to_throw),
                     fmt::arg("hot", dice_to_throw_ == kDice ? hot_dice(lang) : "")) +
           "\n";
  out += say(kThrowSelections, lang, fmt::arg("dice", format_dice(table.counts(throw_)))) + "\n";
  const int thrown = table.dice(throw_);
  for (const auto& s : by_points(game_->scoring().selections(throw_)))
    out += fmt::format("  {:<20}{:>6}   {}\n", "keep " + format_dice(table.counts(s.keep)), s.points,
                       say(kThen, lang, fmt::arg("dice", dice_count(dice_after(thrown, s), lang)),
                           fmt::arg("hot", s.dice == thrown ? hot_dice(lang) : "")));
  // Why `bank` is not possible yet: dice must be set aside first in any case; below the least
  // bankable total, the selection is followed by a throw at once.
  const int least = min_bank();
  const auto& why = (final_round() ? kToBeatTheBest : kEntryThreshold).in(lang);
  if (turn_total_ >= least && least > 1)
    out += wrap_text(say(kAlreadyReaches, lang, fmt::arg("least", least), fmt::arg("why", why)), 80, "  ");
  else if (least > 1)
    out += wrap_text(say(kBankingNeeds, lang, fmt::arg("least", least), fmt::arg("why", why),
                         fmt::arg("more", least - turn_total_)),
                     80, "  ");
  return out;
}

std::string FarkleState::told_situation(Lang lang) const {
  const auto s = farkle_situation(*this);
  if (!s) return {};
  const auto& said = farkle_move_words();
  if (const auto* select = std::get_if<FarkleSelectSituation>(&*s))
    return say(said.where_select, lang, fmt::arg("total", select->turn_total), fmt::arg("dice", spaced_dice(select->dice)));
  const auto& bank = std::get<FarkleBankSituation>(*s);
  return say(bank.dice_to_throw == 1 ? said.where_bank_one : said.where_bank_other, lang,
             fmt::arg("total", bank.turn_total), fmt::arg("n", bank.dice_to_throw));
}

std::string FarkleState::situation() const {
  const auto s = farkle_situation(*this);
  if (!s) return {};
  if (const auto* select = std::get_if<FarkleSelectSituation>(&*s))
    return fmt::format("turn total {}, throw {}", select->turn_total, fmt::join(select->dice, "-"));
  const auto& bank = std::get<FarkleBankSituation>(*s);
  return fmt::format("turn total {}, {} to throw", bank.turn_total,
                     count_of(bank.dice_to_throw, "die", "dice"));
}

}  // namespace cubilete::farkle

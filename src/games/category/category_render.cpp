// How a category game looks on the terminal, in each language, and where a decision stands in
// words.
#include <fmt/format.h>

#include <algorithm>

#include "core/dice_words.h"
#include "core/say.h"
#include "core/text.h"
#include "games/category/category_game.h"
#include "games/category/category_view.h"
#include "games/category/category_words.h"

namespace cubilete::category {

namespace {
// "3 3 5", or "-" for no dice.
std::string spaced(const FaceCounts& c) {
  const auto values = values_of(c);
  return values.empty() ? "-" : spaced_dice(values);
}

// The card's words; {names} are fmt's named arguments.
const Translated kGameOver{"{game}: game over after round {round} of {rounds}",
                           "{game}: fim de jogo depois da rodada {round} de {rounds}",
                           "{game}: partida terminada después de la ronda {round} de {rounds}"};
const Translated kRound{"{game}: round {round} of {rounds}, P{seat} to play, throw {throw} of {throws}",
                        "{game}: rodada {round} de {rounds}, vez de P{seat}, jogada {throw} de {throws}",
                        "{game}: ronda {round} de {rounds}, juega P{seat}, tiro {throw} de {throws}"};
const Translated kDice{"Dice: {dice}", "Dados: {dice}", "Dados: {dice}"};
const Translated kKeptThrew{"   (kept {kept}, threw {threw})", "   (guardou {kept}, jogou {threw})",
                            "   (guardó {kept}, tiró {threw})"};
const Translated kThrowsLeft{"   throws left: {left}", "   jogadas restantes: {left}", "   tiros restantes: {left}"};
const Translated kKeptThrowing{"Kept: {kept}   throwing {dice}", "Guardados: {kept}   jogando {dice}",
                               "Guardados: {kept}   tirando {dice}"};
const Translated kThisThrow{"this throw", "esta jogada", "este tiro"};
const Translated kBonus{" +{bonus} bonus", " +{bonus} de bônus", " +{bonus} de bonus"};
const Translated kUpper{"upper (bonus {bonus} at {at})", "de cima (bônus {bonus} com {at})",
                        "de arriba (bonus {bonus} con {at})"};
const Translated kYahtzeeBonuses{"extra yahtzee bonuses", "bônus por yahtzee extra", "bonus por yahtzee extra"};
const Translated kTotal{"TOTAL", "TOTAL", "TOTAL"};
const Translated kServedWin{"P{seat} threw a served generala ({dice}) and wins at once!",
                            "P{seat} tirou uma generala de mão ({dice}) e ganha na hora!",
                            "¡P{seat} sacó una generala servida ({dice}) y gana en el acto!"};
}  // namespace

std::string CategoryState::render(int, Lang lang) const {
  const auto& rules = game_->category_rules();
  const auto& scorer = game_->scorer();
  const auto& table = game_->table();
  const int n = game_->num_players();
  const auto& game = game_->info().name;
  std::string out;
  if (over_) {
    out += say(kGameOver, lang, fmt::arg("game", game), fmt::arg("round", round_),
               fmt::arg("rounds", rules.num_categories())) + "\n";
  } else {
    out += say(kRound, lang, fmt::arg("game", game), fmt::arg("round", round_),
               fmt::arg("rounds", rules.num_categories()), fmt::arg("seat", player_ + 1),
               fmt::arg("throw", awaiting_throw() ? throws_done_ + 1 : throws_done_),
               fmt::arg("throws", rules.throws)) + "\n";
  }
  const bool deciding = !over_ && !awaiting_throw();
  if (hand_ >= 0 && (deciding || instant_winner_ >= 0)) {
    out += say(kDice, lang, fmt::arg("dice", spaced(table.counts(hand_))));
    if (throws_done_ > 1 || table.dice(rolled_) < rules.dice)
      out += say(kKeptThrew, lang, fmt::arg("kept", format_dice(difference(table.counts(hand_), table.counts(rolled_)))),
                 fmt::arg("threw", format_dice(table.counts(rolled_))));
    out += deciding ? say(kThrowsLeft, lang, fmt::arg("left", throws_left())) + "\n" : "\n";
  } else if (!over_ && kept_ > 0) {
    out += say(kKeptThrowing, lang, fmt::arg("kept", spaced(table.counts(kept_))),
               fmt::arg("dice", dice_count(rules.dice - table.dice(kept_), lang))) + "\n";
  }
  out += "\n";
  // Each box by the key a player types and its name in the language, in columns as wide as this
  // card's longest.
  size_t key_width = 0, name_width = 0;
  for (const auto& d : rules.categories) {
    key_width = std::max(key_width, text_width(d.key));
    name_width = std::max(name_width, text_width(d.name.in(lang)));
  }
  const std::string upper = rules.has_upper_bonus()
                                ? say(kUpper, lang, fmt::arg("bonus", rules.upper_bonus),
                                      fmt::arg("at", rules.upper_bonus_threshold))
                                : "";
  const size_t label_width = std::max({key_width + 1 + name_width, rules.has_upper_bonus() ? text_width(upper) : 0,
                                       rules.yahtzee_bonus > 0 ? text_width(kYahtzeeBonuses.in(lang)) : 0});
  const uint32_t legal = deciding ? scorer.legal_categories(cards_[player_], hand_) : 0;
  const auto row = [&](const std::string& label) { return fmt::format("  {:<{}}", label, label_width); };
  out += row("");
  for (int p = 0; p < n; ++p) out += fmt::format("{:>6}", fmt::format("P{}", p + 1));
  if (deciding) out += "   " + kThisThrow.in(lang);
  out += "\n";
  for (int c = 0; c < rules.num_categories(); ++c) {
    const auto& d = rules.categories[c];
    out += row(fmt::format("{:<{}} {}", d.key, key_width, d.name.in(lang)));
    for (int p = 0; p < n; ++p) {
      const auto& card = cards_[p];
      out += card.is_used(c) ? fmt::format("{:>6}", card.points[c]) : fmt::format("{:>6}", ".");
    }
    if ((legal >> c) & 1u) {
      Written w = score_now(c);
      out += fmt::format("   -> {}{}", w.points, w.bonus ? say(kBonus, lang, fmt::arg("bonus", w.bonus)) : "");
    }
    out += "\n";
  }
  if (rules.has_upper_bonus()) {
    out += row(upper);
    for (int p = 0; p < n; ++p) out += fmt::format("{:>6}", scorer.upper_total(cards_[p]));
    out += "\n";
  }
  if (rules.yahtzee_bonus > 0) {
    out += row(kYahtzeeBonuses.in(lang));
    for (int p = 0; p < n; ++p)
      out += fmt::format("{:>6}", cards_[p].yahtzee_bonuses * rules.yahtzee_bonus);
    out += "\n";
  }
  out += row(kTotal.in(lang));
  for (int p = 0; p < n; ++p) out += fmt::format("{:>6}", scorer.total(cards_[p]));
  out += "\n";
  if (instant_winner_ >= 0)
    out += "\n" + say(kServedWin, lang, fmt::arg("seat", instant_winner_ + 1),
                      fmt::arg("dice", format_dice(table.counts(hand_)))) + "\n";
  return out;
}

std::string CategoryState::told_situation(Lang lang) const {
  const auto s = situation_value();
  if (!s) return {};
  const auto& said = category_move_words();
  const std::string left = say(s->throws_left == 1 ? said.throws_left_one : said.throws_left_other, lang,
                               fmt::arg("n", s->throws_left));
  return say(said.where, lang, fmt::arg("round", s->round), fmt::arg("dice", spaced_dice(s->dice)), fmt::arg("left", left));
}

std::string CategoryState::situation() const {
  const auto s = situation_value();
  if (!s) return {};
  return fmt::format("round {:>2}, dice {}, {} throw{} left", s->round, fmt::join(s->dice, "-"),
                     s->throws_left, s->throws_left == 1 ? "" : "s");
}

}  // namespace cubilete::category

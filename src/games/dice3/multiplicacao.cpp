#include "games/dice3/multiplicacao.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/text.h"
#include "core/dice_moves.h"
#include "core/dice_words.h"
#include "core/say.h"
#include "games/dice3/dice3_events.h"
#include "games/dice3/dice3_words.h"
#include "games/dice3/multiplicacao_view.h"

namespace cubilete::dice3 {

int multiplicacao_penalty(int s) { return s >= 10 ? 4 : 3; }

int multiplicacao_score(int s, int c, bool refused) {
  if (!refused) return s * c;
  return std::max(0, (s - multiplicacao_penalty(s)) * c);
}

MultiplicacaoGame::MultiplicacaoGame(GameInfo info, RuleSet options)
    : Game(std::move(info), options),
      players_(int(options.get_int("players"))),
      rounds_(int(options.get_int("rounds"))) {}

std::unique_ptr<State> MultiplicacaoGame::initial_state() const { return std::make_unique<MultiplicacaoState>(*this); }

MultiplicacaoState::MultiplicacaoState(const MultiplicacaoGame& game)
    : State(game), game_(&game), totals_(game.num_players(), 0), last_turn_(game.num_players()) {}

int MultiplicacaoState::current_player() const {
  if (over_) return kTerminalPlayer;
  return shown_ >= 0 ? player_ : kChancePlayer;
}

int MultiplicacaoState::dice_to_throw() const {
  return stage_ == MultStage::Three ? 3 : stage_ == MultStage::Two ? 2 : 1;
}

int MultiplicacaoState::shown_value() const {
  const auto v = values_of(game_->dice().table().counts(shown_));
  return v.back();
}

void MultiplicacaoState::legal_actions(std::vector<Action>& out) const {
  out.clear();
  if (!over_ && shown_ >= 0) out = {kAccept, kRefuse};
}

void MultiplicacaoState::chance_outcomes(std::vector<ChanceOutcome>& out) const {
  out.clear();
  if (!over_ && shown_ < 0) game_->dice().outcomes(dice_to_throw(), out);
}

void MultiplicacaoState::end_turn(int c) {
  const int score = multiplicacao_score(a_ + b_, c, stage_ == MultStage::LastAgain);
  totals_[player_] += score;
  last_turn_[player_] = {a_, b_, c, stage_ == MultStage::LastAgain ? multiplicacao_penalty(a_ + b_) : 0,
                         score};
  if (stage_ == MultStage::LastAgain)
    event_.set(dice3_events().scores_product_less,
               {blank("seat", player_ + 1), blank("a", a_), blank("b", b_),
                blank("penalty", multiplicacao_penalty(a_ + b_)), blank("c", c), blank("score", score)});
  else
    event_.set(dice3_events().scores_product, {blank("seat", player_ + 1), blank("a", a_), blank("b", b_),
                                               blank("c", c), blank("score", score)});
  shown_ = -1;
  a_ = b_ = 0;
  stage_ = MultStage::Three;
  if (++player_ == game_->num_players()) {
    player_ = 0;
    if (++round_ > game_->rounds()) over_ = true, round_ = game_->rounds();
  }
}

// Keeps the shown throw's highest die and moves to the next throw.
void MultiplicacaoState::accept() {
  const int v = shown_value();
  if (stage_ == MultStage::Three) a_ = v, stage_ = MultStage::Two;
  else if (stage_ == MultStage::Two) b_ = v, stage_ = MultStage::Last;
  else return end_turn(v);
  event_.set(dice3_events().sets_aside, {blank("seat", player_ + 1), blank("die", v)});
  shown_ = -1;
}

void MultiplicacaoState::apply(Action a) {
  event_.clear();
  if (shown_ < 0) {  // a throw
    const int index = game_->dice().index(a);
    const auto& c = game_->dice().table().counts(index);
    const bool all_same = std::count(c.begin(), c.end(), uint8_t(game_->dice().table().dice(index))) == 1;
    shown_ = index;
    // A decision exists only for a triple, a double, or the last die not yet refused.
    const bool ask = stage_ == MultStage::Last || (stage_ != MultStage::LastAgain && all_same);
    if (!ask) accept();
    return;
  }
  if (a == kAccept) return accept();
  event_.set(dice3_events().refuses,
             {blank("seat", player_ + 1), blank("dice", format_dice(game_->dice().table().counts(shown_)))});
  if (stage_ == MultStage::Last) stage_ = MultStage::LastAgain;
  shown_ = -1;
}

std::string MultiplicacaoState::action_to_string(Action a) const {
  if (game_->dice().is_throw(a)) return game_->dice().name(a);
  return a == kAccept ? "accept" : "refuse";
}

ParsedAction MultiplicacaoState::parse_action(std::string_view text) const {
  if (over_) return ParsedAction::fail("the game is over");
  if (shown_ < 0) return game_->dice().parse(text, dice_to_throw());
  const std::string w = join_from(words_of(text), 0);
  if (w == "accept" || w == "keep" || w == "take" || w == "a") return ParsedAction::of(kAccept);
  if (w == "refuse" || w == "rethrow" || w == "reroll" || w == "r") return ParsedAction::of(kRefuse);
  return ParsedAction::fail(fmt::format("`accept` the {} or `refuse` it{}", format_dice(game_->dice().table().counts(shown_)),
                                        stage_ == MultStage::Last ? " (the new die must be kept, with a penalty)" : " (throw again)"));
}

std::string MultiplicacaoState::situation() const {
  const auto s = multiplicacao_situation(*this);
  if (!s) return {};
  const std::string set_aside =
      s->set_aside.empty() ? "" : fmt::format("set aside {}, ", fmt::join(s->set_aside, ","));
  return fmt::format("round {}, {}dice {}", s->round, set_aside, fmt::join(s->dice, "-"));
}

std::string MultiplicacaoState::told_situation(Lang lang) const {
  const auto s = multiplicacao_situation(*this);
  return s ? dice_where(s->dice, s->set_aside, lang) : std::string();
}

std::vector<double> MultiplicacaoState::returns() const {
  return over_ ? shares_of_highest(scores()) : sole_winner(int(totals_.size()), -1);
}

std::string MultiplicacaoState::serialize() const {
  return fmt::format("multiplicacao totals={} player={} round={} stage={} shown={} a={} b={} over={}",
                     fmt::join(totals_, ","), player_, round_, int(stage_), shown_, a_, b_, over_);
}

std::string MultiplicacaoState::tell(Action a, int, const std::string& who, Lang lang) const {
  if (game_->dice().is_throw(a)) return threw_line(game_->dice().move(a).dice, who, lang);
  const auto& words = multiplicacao_words();
  return say(a == kAccept ? words.accepted : words.refused, lang, fmt::arg("who", who));
}

namespace {
const Translated kMultOver{"Multiplicação: game over after {rounds} rounds",
                           "Multiplicação: fim de jogo depois de {rounds} rodadas",
                           "Multiplicação: partida terminada después de {rounds} rondas"};
const Translated kMultRound{"Multiplicação: round {round} of {rounds}, P{seat} to play",
                            "Multiplicação: rodada {round} de {rounds}, vez de P{seat}",
                            "Multiplicação: ronda {round} de {rounds}, juega P{seat}"};
const Translated kSetAside{"Set aside: a = {a}, b = {b}{refused}", "Separados: a = {a}, b = {b}{refused}",
                           "Apartados: a = {a}, b = {b}{refused}"};
const Translated kLastRefused{" (last die refused: penalty applies)", " (último dado recusado: vale a multa)",
                              " (último dado rechazado: corre la multa)"};
const Translated kAcceptOrRefuse{"Dice {dice}: {what}. `accept` or `refuse`{then}", "Dados {dice}: {what}. `accept` ou `refuse`{then}",
                                 "Dados {dice}: {what}. `accept` o `refuse`{then}"};
const Translated kATriple{"a triple", "uma trinca", "un trío"};
const Translated kADouble{"a double", "um par", "un par"};
const Translated kTheLastDie{"the last die", "o último dado", "el último dado"};
const Translated kThenScore{" (then score ({sum} - {penalty}) x the new die)", " (aí os pontos são ({sum} - {penalty}) x o dado novo)",
                            " (entonces suma ({sum} - {penalty}) x el dado nuevo)"};
const Translated kThrowAgain{" (throw them again)", " (jogá-los de novo)", " (tirarlos de nuevo)"};
}  // namespace

std::string MultiplicacaoState::render(int, Lang lang) const {
  std::string out = (over_ ? say(kMultOver, lang, fmt::arg("rounds", game_->rounds()))
                           : say(kMultRound, lang, fmt::arg("round", round_), fmt::arg("rounds", game_->rounds()),
                                 fmt::arg("seat", player_ + 1))) +
                    "\n";
  out += "\n";
  for (size_t p = 0; p < totals_.size(); ++p)
    out += fmt::format("{} P{:<4}{:>6}\n", int(p) == player_ && !over_ ? '>' : ' ', p + 1, totals_[p]);
  if (!event_.empty()) out += "\n" + last_event_line(event_.in(lang), lang);
  if (over_) return out;
  out += "\n" +
         say(kSetAside, lang, fmt::arg("a", a_ ? std::to_string(a_) : "-"), fmt::arg("b", b_ ? std::to_string(b_) : "-"),
             fmt::arg("refused", stage_ == MultStage::LastAgain ? kLastRefused.in(lang) : "")) +
         "\n";
  if (shown_ >= 0) {
    const Translated& what = stage_ == MultStage::Three ? kATriple : stage_ == MultStage::Two ? kADouble : kTheLastDie;
    const std::string then = stage_ == MultStage::Last ? say(kThenScore, lang, fmt::arg("sum", a_ + b_),
                                                             fmt::arg("penalty", multiplicacao_penalty(a_ + b_)))
                                                       : kThrowAgain.in(lang);
    out += say(kAcceptOrRefuse, lang, fmt::arg("dice", format_dice(game_->dice().table().counts(shown_))),
               fmt::arg("what", what.in(lang)), fmt::arg("then", then)) +
           "\n";
  }
  return out;
}

}  // namespace cubilete::dice3

#include "games/damma/damma_game.h"

#include <fmt/format.h>

#include "core/error.h"
#include "core/say.h"
#include "core/text.h"
#include "games/damma/damma_view.h"
#include "games/damma/damma_words.h"

namespace cubilete::damma {

namespace {
using Kind = DammaNote::Kind;
}  // namespace

DammaGame::DammaGame(GameInfo info, RuleSet options)
    : Game(std::move(info), options),
      board_(options.get_choice("board") == "9" ? kLargeBoard : kSmallBoard),
      start_(Position::parse(options.get_text("start"))),
      draw_plies_(int(options.get_int("draw_plies"))) {
  move_rules_.king_lands_any = options.get_choice("king_lands") == "any";
  if (start_.size != board_)
    throw UsageError(fmt::format(
        "rule option 'start' is a position of the {0}x{0} board ({0} ranks of {0} squares), but board={1}: "
        "set board={0}, or give a start of {1} ranks of {1} squares",
        start_.size, board_));
}

std::unique_ptr<State> DammaGame::initial_state() const { return state_at(start_); }
std::unique_ptr<State> DammaGame::state_at(const Position& p) const { return std::make_unique<DammaState>(*this, p); }

DammaState::DammaState(const DammaGame& game, const Position& p) : State(game), game_(&game), position_(p) { arrive(); }

int DammaState::occurrences() const {
  auto it = seen_.find(zobrist(position_));
  return it == seen_.end() ? 0 : it->second;
}

std::vector<uint64_t> DammaState::played_positions() const {
  std::vector<uint64_t> keys;
  for (const auto& [key, count] : seen_) keys.push_back(key);
  return keys;
}

void DammaState::finish(int winner, DammaNote why, DammaEndReason reason) {
  over_ = true;
  winner_ = winner;
  result_ = {std::move(why)};
  result_text_ = notes_text(result_, Lang::En);
  end_reason_ = reason;
  moves_.clear();
}

void DammaState::set_event(std::vector<DammaNote> notes) {
  event_ = std::move(notes);
  event_text_ = notes_text(event_, Lang::En);
}

void DammaState::arrive() {
  const int side = position_.side;
  generate_moves(position_, game_->move_rules(), moves_);
  const int count = ++seen_[zobrist(position_)];
  if (!position_.pieces(side))
    return finish(1 - side, {Kind::NoPieces, side}, DammaEndReason::NoPieces);
  if (moves_.empty())
    return finish(1 - side, {Kind::NoMoves, side}, DammaEndReason::NoMoves);
  if (count >= 3) return finish(-1, {Kind::Repetition}, DammaEndReason::Repetition);
  if (game_->draw_plies() > 0 && quiet_plies_ >= game_->draw_plies())
    return finish(-1, {Kind::QuietPlies, -1, {}, quiet_plies_}, DammaEndReason::QuietPlies);
}

void DammaState::legal_actions(std::vector<Action>& out) const {
  out.clear();
  for (size_t i = 0; i < moves_.size(); ++i) out.push_back(Action(i));
}

void DammaState::apply(Action a) {
  const int side = position_.side;
  if (a == kResign) {
    set_event({{Kind::Resigns, side}});
    return finish(1 - side, {Kind::Resignation, side}, DammaEndReason::Resignation);
  }
  if (a == kOfferDraw) {
    draw_offer_ = side;
    set_event({{Kind::OffersDraw, side}});
    return;
  }
  if (a == kAcceptDraw) {
    set_event({{Kind::AcceptsDraw, side}});
    return finish(-1, {Kind::Agreement}, DammaEndReason::Agreement);
  }
  const Move& m = moves_[a];
  last_move_ = move_name(m);
  ++plies_;
  quiet_plies_ = m.huff || m.is_capture() ? 0 : quiet_plies_ + 1;
  // Moving instead of accepting declines the opponent's offer: say so, or a declined offer
  // would pass unnoticed.
  const bool declines = draw_offer_ == 1 - side;
  if (declines) draw_offer_ = -1;
  const Squares had_kings = position_.kings[side];
  position_ = apply_move(position_, game_->move_rules(), m);
  std::vector<DammaNote> notes;
  if (declines) notes.push_back({Kind::DeclinesDraw, side});
  if (!m.huff && !has(had_kings, m.from) && has(position_.kings[side], m.to()))
    notes.push_back({Kind::BecomesDamma, side, square_name(m.to(), position_.size)});
  if (position_.faults) notes.push_back({Kind::AtFault, -1, square_list(position_.faults, position_.size, ", ")});
  arrive();
  if (over_) notes.insert(notes.end(), result_.begin(), result_.end());
  set_event(std::move(notes));
}

std::string DammaState::action_to_string(Action a) const {
  if (a == kResign) return "resign";
  if (a == kOfferDraw) return "offer draw";
  if (a == kAcceptDraw) return "accept draw";
  return move_name(moves_[a]);
}

std::string DammaState::tell(Action a, int, const std::string& who, Lang lang) const {
  const auto& said = damma_words();
  const auto by = fmt::arg("who", who);
  if (a == kResign) return say(said.resigned, lang, by);
  if (a == kOfferDraw) return say(said.offered_draw, lang, by);
  if (a == kAcceptDraw) return say(said.accepted_draw, lang, by);
  const auto& m = moves_[a];
  if (m.huff) return say(said.huffed, lang, by, fmt::arg("square", square_name(m.from, m.size)));
  return who + ": " + move_name(m);  // the notation is the same in every language
}

ParsedAction DammaState::parse_action(std::string_view text) const {
  if (over_) return ParsedAction::fail("the game is over");
  const std::string t = join_from(words_of(text), 0);
  if (t == "resign") return ParsedAction::of(kResign);
  if (t == "draw" || t == "offer draw") {
    if (draw_offer_ == position_.side) return ParsedAction::fail("your draw offer stands already");
    return ParsedAction::of(kOfferDraw);
  }
  if (t == "accept" || t == "accept draw") {
    if (draw_offer_ != 1 - position_.side) return ParsedAction::fail("there is no draw offer to accept");
    return ParsedAction::of(kAcceptDraw);
  }
  for (size_t i = 0; i < moves_.size(); ++i)
    if (move_name(moves_[i]) == t) return ParsedAction::of(Action(i));
  // Explain: a bad square, a piece that is not there, or a move that is not legal.
  std::vector<std::string> names;
  for (const auto& m : moves_) names.push_back(move_name(m));
  const std::string moves = fmt::format("{}", fmt::join(names, ", "));
  return ParsedAction::fail(fmt::format(
      "'{}' is not a legal action here (moves are written d2-c3, captures b3xd3xd5 with every landing "
      "square, huff c3; also resign, offer draw, accept draw). Legal now: {}",
      text, moves));
}

std::string DammaState::told_situation(Lang lang) const {
  const auto s = situation_value();
  if (!s) return {};
  return say(damma_words().where, lang, fmt::arg("n", s->move),
             fmt::arg("side", side_word(s->side == DammaSide::White ? kWhite : kBlack, lang)));
}

std::string DammaState::situation() const {
  const auto s = situation_value();
  if (!s) return {};
  return fmt::format("move {} ({})", s->move,
                     side_word(s->side == DammaSide::White ? kWhite : kBlack, Lang::En));
}

std::vector<double> DammaState::scores() const {
  if (!over_) return {0, 0};
  if (winner_ < 0) return {0.5, 0.5};
  return winner_ == kWhite ? std::vector<double>{1, 0} : std::vector<double>{0, 1};
}

std::string DammaState::render(int, Lang lang) const {
  std::string out = position_.diagram();
  if (over_) return out + notes_text(result_, lang) + "\n";
  out += damma_status(position_.side, position_.faults != 0, quiet_plies_, game_->draw_plies(), draw_offer_, lang);
  if (!event_.empty()) out += last_event_line(notes_text(event_, lang), lang);
  return out;
}

std::string DammaState::serialize() const {
  return fmt::format("damma {} quiet={} seen={} offer={} over={} winner={}", position_.text(), quiet_plies_, seen_.size(),
                     draw_offer_, over_, winner_);
}

}  // namespace cubilete::damma

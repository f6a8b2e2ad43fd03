#include "games/dice3/matterhorn.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "core/text.h"
#include "core/dice_moves.h"
#include "core/dice_words.h"
#include "core/say.h"
#include "games/dice3/dice3_events.h"
#include "games/dice3/dice3_words.h"
#include "games/dice3/matterhorn_view.h"
#include "games/dice3/race_sheet.h"

namespace cubilete::dice3 {

MatterhornGame::MatterhornGame(GameInfo info, RuleSet options)
    : Game(std::move(info), options),
      players_(int(options.get_int("players"))),
      either_row_(options.get_bool("either_row_from_start")) {}

std::unique_ptr<State> MatterhornGame::initial_state() const { return std::make_unique<MatterhornState>(*this); }

MatterhornState::MatterhornState(const MatterhornGame& game)
    : State(game),
      game_(&game),
      row1_(game.num_players(), 0),
      row2_(game.num_players(), 0),
      last_(game.num_players()) {}

int MatterhornState::current_player() const {
  if (winner_ >= 0) return kTerminalPlayer;
  return throw_ >= 0 ? player_ : kChancePlayer;
}

void MatterhornState::legal_actions(std::vector<Action>& out) const {
  out.clear();
  if (winner_ >= 0 || throw_ < 0) return;
  std::vector<uint32_t> moves;
  matterhorn_moves(row1_[player_], row2_[player_], game_->dice().table().counts(throw_), game_->either_row(), moves);
  out.assign(moves.begin(), moves.end());
}

void MatterhornState::chance_outcomes(std::vector<ChanceOutcome>& out) const {
  out.clear();
  if (winner_ < 0 && throw_ < 0) game_->dice().outcomes(3, out);
}

void MatterhornState::next_player() {
  throw_ = -1;
  player_ = (player_ + 1) % game_->num_players();
}

void MatterhornState::apply(Action a) {
  if (throw_ < 0) {  // a throw
    ++throws_;
    throw_ = game_->dice().index(a);
    std::vector<uint32_t> moves;
    matterhorn_moves(row1_[player_], row2_[player_], game_->dice().table().counts(throw_), game_->either_row(), moves);
    if (moves.empty()) {
      last_[player_] = {throw_, 0};
      event_.set(dice3_events().cannot_cross,
                 {blank("seat", player_ + 1), blank("dice", format_dice(game_->dice().table().counts(throw_)))});
      next_player();
    } else {
      event_.clear();
    }
    return;
  }
  const auto move = uint32_t(a);
  last_[player_] = {throw_, move};
  row1_[player_] |= row1_part(move);
  row2_[player_] |= row2_part(move);
  event_.clear();
  if (matterhorn_sheet_complete(row1_[player_], row2_[player_])) {
    winner_ = player_;
    event_.set(dice3_events().completes_sheet, {blank("seat", player_ + 1)});
    return;
  }
  next_player();
}

std::string MatterhornState::action_to_string(Action a) const {
  if (game_->dice().is_throw(a)) return game_->dice().name(a);
  return matterhorn_move_name(uint32_t(a));
}

ParsedAction MatterhornState::parse_action(std::string_view text) const {
  if (winner_ >= 0) return ParsedAction::fail("the game is over");
  if (throw_ < 0) return game_->dice().parse(text, 3);
  // Numbers, with `row2` before the numbers of row 2 (`row1` switches back). Without any row
  // word the numbers may match a single legal move whatever its rows.
  uint32_t add[2] = {0, 0};
  std::vector<int> all;
  int row = 0;
  bool rows_named = false, bad = false;
  for (const auto& w : words_of(text)) {
    if (w == "cross" || w == "+" || w == "|") continue;
    if (w == "row2" || w == "r2") { row = 1, rows_named = true; continue; }
    if (w == "row1" || w == "r1") { row = 0, rows_named = true; continue; }
    int n = 0;
    try { n = std::stoi(w); } catch (...) { bad = true; break; }
    if (n < 1 || n > 12 || std::to_string(n) != w) { bad = true; break; }
    add[row] |= 1u << (n - 1);
    all.push_back(n);
  }
  const auto legal = legal_actions();
  std::vector<std::string> names;
  for (Action m : legal) names.push_back(matterhorn_move_name(uint32_t(m)));
  const std::string dice = format_dice(game_->dice().table().counts(throw_));
  const std::string options = fmt::format("with {} the moves are: {}", dice, fmt::join(names, ", "));
  if (bad || all.empty())
    return ParsedAction::fail("write the numbers to cross, e.g. `cross 2 11` (`row2` before numbers of row 2); " + options);
  std::sort(all.begin(), all.end());
  std::vector<Action> matches;
  for (Action m : legal) {
    const auto move = uint32_t(m);
    if (rows_named) {
      if (row1_part(move) == add[0] && row2_part(move) == add[1]) matches.push_back(m);
      continue;
    }
    auto numbers = row_numbers(row1_part(move));
    for (int n : row_numbers(row2_part(move))) numbers.push_back(n);
    std::sort(numbers.begin(), numbers.end());
    if (numbers == all) matches.push_back(m);
  }
  if (matches.size() == 1) return ParsedAction::of(matches[0]);
  // Numbers without row words that fit moves in several rows are in row 1: that move's name is
  // written so (names put `row2` before the numbers of row 2), and must read back as it.
  for (Action m : matches)
    if (!rows_named && row2_part(uint32_t(m)) == 0) return ParsedAction::of(m);
  if (matches.empty()) return ParsedAction::fail(why_not(add, rows_named, all) + "; " + options);
  return ParsedAction::fail("that fits moves in either row: put `row2` before the numbers of row 2; " + options);
}

std::string MatterhornState::why_not(const uint32_t add[2], bool rows_named, const std::vector<int>& numbers) const {
  const uint32_t row1 = row1_[player_], row2 = row2_[player_];
  const bool row2_open = game_->either_row() || row1 == kFullRow;
  const std::string not_open = fmt::format("row 2 is not open: it opens once row 1 is complete (row 1 still needs {})",
                                           fmt::join(row_numbers(kFullRow & ~row1), " "));
  const auto crossed = [&](int row, int n) { return ((row == 1 ? row1 : row2) >> (n - 1)) & 1; };
  if (rows_named) {
    // Row 2 may also open by this very move, when it completes row 1.
    if (add[1] && !row2_open && (row1 | add[0]) != kFullRow) return not_open;
    for (int row : {1, 2})
      for (int n : row_numbers(add[row - 1]))
        if (crossed(row, n)) return fmt::format("{} is already crossed in row {}", n, row);
  } else {
    for (size_t i = 0; i < numbers.size(); ++i) {
      const int n = numbers[i];
      const bool twice = i > 0 && numbers[i - 1] == n;  // numbers are sorted
      if (crossed(1, n) && crossed(2, n)) return fmt::format("{} is already crossed in both rows", n);
      if ((crossed(1, n) || twice) && !row2_open)
        return fmt::format("{} {}, and {}", n, twice ? "twice needs both rows" : "is already crossed in row 1", not_open);
    }
  }
  return fmt::format("no legal move crosses {}: the dice cannot be grouped to make {}", fmt::join(numbers, " "),
                     numbers.size() == 1 ? "it" : "them all");
}

std::string MatterhornState::situation() const {
  const auto s = matterhorn_situation(*this);
  return s ? fmt::format("dice {}", fmt::join(s->dice, "-")) : std::string();
}

std::string MatterhornState::told_situation(Lang lang) const {
  const auto s = matterhorn_situation(*this);
  return s ? dice_where(s->dice, {}, lang) : std::string();
}

std::vector<double> MatterhornState::scores() const {
  std::vector<double> s;
  for (size_t p = 0; p < row1_.size(); ++p) s.push_back(std::popcount(row1_[p]) + std::popcount(row2_[p]));
  return s;
}

std::vector<double> MatterhornState::returns() const {
  return sole_winner(game_->num_players(), winner_);
}

std::string MatterhornState::serialize() const {
  return fmt::format("matterhorn row1={} row2={} player={} throw={} winner={} throws={}", fmt::join(row1_, ","),
                     fmt::join(row2_, ","), player_, throw_, winner_, throws_);
}

std::string MatterhornState::tell(Action a, int, const std::string& who, Lang lang) const {
  if (game_->dice().is_throw(a)) return threw_line(game_->dice().move(a).dice, who, lang);
  const auto& words = matterhorn_words();
  const auto move = uint32_t(a);
  return say(words.crossed, lang, fmt::arg("who", who),
             fmt::arg("numbers", words.numbers(row_numbers(row1_part(move)), row_numbers(row2_part(move)), lang)));
}

namespace {
const Translated kMatterhornOver{"Matterhorn: P{seat} has completed row 2", "Matterhorn: P{seat} completou a linha 2",
                                 "Matterhorn: P{seat} completó la fila 2"};
const Translated kMatterhornToMove{"Matterhorn: P{seat} to move", "Matterhorn: P{seat} escolhe o lance",
                                   "Matterhorn: P{seat} elige la jugada"};
const Translated kMatterhornToThrow{"Matterhorn: P{seat} to throw", "Matterhorn: P{seat} joga", "Matterhorn: P{seat} tira"};
// Within 80 columns after the headings of both rows.
const Translated kRowTwoOpens{" (open once row 1 is complete)", " (depois da linha 1 completa)",
                              " (tras completar la fila 1)"};
const Translated kDiceAndMoves{"Dice {dice}; moves:", "Dados {dice}; lances:", "Dados {dice}; jugadas:"};
}  // namespace

std::string MatterhornState::render(int, Lang lang) const {
  const Translated& heading = winner_ >= 0 ? kMatterhornOver : throw_ >= 0 ? kMatterhornToMove : kMatterhornToThrow;
  std::string out = say(heading, lang, fmt::arg("seat", (winner_ >= 0 ? winner_ : player_) + 1)) + "\n";
  int numbers[12];
  for (int i = 0; i < 12; ++i) numbers[i] = i + 1;
  // Within 80 columns: "> P1 " and two rows of 12 numbers 3 wide, 2 apart (79).
  out += fmt::format("\n{:<5}{:<38}{}{}\n", "", " " + row_heading(1, lang), " " + row_heading(2, lang),
                     game_->either_row() ? "" : kRowTwoOpens.in(lang));
  for (size_t p = 0; p < row1_.size(); ++p) {
    bool c1[12], c2[12];
    for (int i = 0; i < 12; ++i) c1[i] = (row1_[p] >> i) & 1, c2[i] = (row2_[p] >> i) & 1;
    out += fmt::format("{} {:<3}{}  {}\n", int(p) == player_ && winner_ < 0 ? '>' : ' ', fmt::format("P{}", p + 1),
                       sheet_row(numbers, c1), sheet_row(numbers, c2));
  }
  if (!event_.empty()) out += "\n" + last_event_line(event_.in(lang), lang);
  if (throw_ >= 0 && winner_ < 0) {
    std::vector<std::string> items{say(kDiceAndMoves, lang, fmt::arg("dice", format_dice(game_->dice().table().counts(throw_))))};
    for (Action m : legal_actions()) items.push_back(matterhorn_move_name(uint32_t(m)));
    out += '\n';
    out += wrap_items(items, 80, "  ", "  ");
  }
  return out;
}

}  // namespace cubilete::dice3

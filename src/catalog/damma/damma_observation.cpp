// Damma's observation. N = the board's side (5, or 9 with board=9); squares are counted from the
// observer's side: from White's a1 along the ranks, or for Black from the board turned half round,
// so each side sees its own home ranks first and promotes on the last rank.
//   [0, N²) the observer's men; [N², 2N²) its Dammas; [2N², 3N²) the opponent's men; [3N², 4N²)
//   its Dammas; [4N², 5N²) the pieces at fault, which the side to move may huff; then at 5N²:
//   [+0] 1 when the observer is to move; [+1] 1 when the observer plays White (seat 0); [+2] plies
//   without a capture or a huff; [+3] the quiet plies that draw (0: never); [+4] how often this
//   position has occurred; [+5] 1 where the observer's draw offer stands; [+6] 1 where the
//   opponent's does. Length 5N² + 7: 132 on 5x5, 412 on 9x9.
#include "catalog/damma/damma_observation.h"

#include <algorithm>
#include <string_view>

#include "games/damma/damma_game.h"
#include "games/damma/damma_view.h"

namespace cubilete::damma {

namespace {

// Square (file, rank from 0) counted from the observer's side.
int square_index(int file, int rank, int board, bool white) {
  const int index = rank * board + file;
  return white ? index : board * board - 1 - index;
}

// A square's name ("c2") as the index square_index gives (-1 for a name off the board).
int named_square(std::string_view name, int board, bool white) {
  if (name.size() < 2) return -1;
  const int file = name[0] - 'a';
  int rank = 0;
  for (char c : name.substr(1)) {
    if (c < '0' || c > '9') return -1;
    rank = rank * 10 + (c - '0');
  }
  if (file < 0 || file >= board || rank < 1 || rank > board) return -1;
  return square_index(file, rank - 1, board, white);
}

}  // namespace

GameObservation damma_observation() {
  GameObservation o;
  o.size = [](const Game& game) {
    const int board = static_cast<const DammaGame&>(game).board();
    return 5 * board * board + 7;
  };
  o.write = [](const State& state, int observer, float* out) {
    const auto view = static_cast<const DammaState&>(state).view();
    const int board = view.board;
    const int squares = board * board;
    const bool white = observer == 0;
    // The position's text: the ranks from the last down, '/' between them, a square a character
    // ('.' empty, w/b a man, W/B a Damma); the side to move; the squares at fault ("-": none).
    const std::string_view position = view.position;
    const size_t first_space = position.find(' ');
    const std::string_view ranks = position.substr(0, first_space);
    const std::string_view faults = position.substr(position.rfind(' ') + 1);
    int row = 0, file = 0;
    for (char piece : ranks) {
      if (piece == '/') {
        ++row;
        file = 0;
        continue;
      }
      if (piece != '.' && row < board && file < board) {
        const bool mine = (piece == 'w' || piece == 'W') == white;
        const int plane = (mine ? 0 : 2) + (piece == 'W' || piece == 'B' ? 1 : 0);
        out[plane * squares + square_index(file, board - 1 - row, board, white)] = 1;
      }
      ++file;
    }
    if (faults != "-")
      for (size_t start = 0; start <= faults.size();) {
        const size_t comma = std::min(faults.find(',', start), faults.size());
        if (const int at = named_square(faults.substr(start, comma - start), board, white); at >= 0)
          out[4 * squares + at] = 1;
        start = comma + 1;
      }
    float* at = out + 5 * squares;
    at[0] = !view.terminal && view.current_player == observer ? 1 : 0;
    at[1] = white ? 1 : 0;
    at[2] = float(view.quiet_plies);
    at[3] = float(view.draw_plies);
    at[4] = float(view.occurrences);
    at[5] = view.draw_offered_by == observer ? 1 : 0;
    at[6] = view.draw_offered_by && *view.draw_offered_by != observer ? 1 : 0;
  };
  return o;
}

}  // namespace cubilete::damma

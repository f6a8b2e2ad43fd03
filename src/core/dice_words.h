#pragma once
// What the dice games say alike, in each language: their terminal drawings, and a throw and the
// dice kept in the running account.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/lang.h"

namespace cubilete {

// What the dice games say of a throw and of the dice kept, as the running account and as the
// name of a choice; the browser's copy is generated from these (words.json, "dice").
struct DiceMoveWords {
  Translated threw{"{who} threw {dice}", "{who} jogou {dice}", "{who} tiró {dice}"};
  Translated kept{"{who} kept {dice}", "{who} guardou {dice}", "{who} guardó {dice}"};
  Translated kept_none{"{who} throws all the dice again", "{who} joga todos os dados de novo",
                       "{who} tira todos los dados de nuevo"};
  Translated keep{"Keep {dice}", "Guardar {dice}", "Guardar {dice}"};
  Translated keep_none{"Throw all again", "Jogar todos de novo", "Tirar todos de nuevo"};
  // Where a decision on thrown dice was taken (an analysis, a report): Matterhorn's dice, and
  // Multiplicação's with the values set aside before them.
  Translated where_dice{"dice {dice}", "dados {dice}", "dados {dice}"};
  Translated where_set_aside{"{kept} set aside, dice {dice}", "{kept} separados, dados {dice}",
                             "{kept} apartados, dados {dice}"};

  // By the keys the browser reads them.
  std::vector<std::pair<std::string, Translated>> by_key() const {
    return {{"threw", threw}, {"kept", kept}, {"keptNone", kept_none}, {"keep", keep}, {"keepNone", keep_none},
            {"whereDice", where_dice}, {"whereSetAside", where_set_aside}};
  }
};
const DiceMoveWords& dice_move_words();
// "3 3 5": dice as the moves' words write them.
std::string spaced_dice(const std::vector<int>& values);
// "P1 (you) threw 3 3 5"; "P1 (you) kept 3 3", or throws them all again when none is kept.
std::string threw_line(const std::vector<int>& dice, const std::string& who, Lang lang);
std::string kept_line(const std::vector<int>& dice, const std::string& who, Lang lang);
// "dice 3 5", "6 set aside, dice 3 5": where a decision on thrown dice was taken.
std::string dice_where(const std::vector<int>& dice, const std::vector<int>& set_aside, Lang lang);

// "1 die", "3 dice"; "1 dado", "3 dados".
std::string dice_count(int n, Lang lang);
// " (hot dice)": every die set aside, so all of them are thrown again.
const std::string& hot_dice(Lang lang);
// "   chips +12": a seat's chips won or lost at the end of a game played for chips.
std::string chips_won(int64_t net, Lang lang);

}  // namespace cubilete

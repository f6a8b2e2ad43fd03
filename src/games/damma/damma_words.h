#pragma once
// What the terminal says of a Damma game in each language: the side to move, the counts, and what
// a move or an offer brought (the game keeps it as notes, data, so that every language tells it;
// State::last_event is the notes in English).
#include <string>
#include <vector>

#include "core/game_description.h"
#include "core/lang.h"

namespace cubilete::damma {

// What the terminal and the browser call the sides, and how the running account tells a huff, a
// resignation and a draw offered or accepted (the browser's copy is generated from these:
// words.json, "sides", "log" and "choices").
struct DammaWords {
  Translated white{"White", "Brancas", "Blancas"};
  Translated black{"Black", "Pretas", "Negras"};
  Translated huffed{"{who} huffed the piece on {square}", "{who} assoprou a peça de {square}",
                    "{who} sopló la pieza de {square}"};
  Translated resigned{"{who} resigned", "{who} desistiu", "{who} abandonó"};
  Translated offered_draw{"{who} offered a draw", "{who} ofereceu empate", "{who} ofreció tablas"};
  Translated accepted_draw{"{who} accepted the draw", "{who} aceitou o empate", "{who} aceptó las tablas"};
  Translated huff{"Huff {square}", "Assoprar {square}", "Soplar {square}"};
  // Where a decision was taken (an analysis, a report).
  Translated where{"move {n}, {side} to play", "lance {n}, vez das {side}", "jugada {n}, juegan las {side}"};

  std::vector<GameDescription::WordGroup> groups() const {
    return {{"sides", {{"white", white}, {"black", black}}},
            {"log", {{"huffed", huffed}, {"resigned", resigned}, {"offeredDraw", offered_draw}, {"acceptedDraw", accepted_draw}}},
            {"choices", {{"huff", huff}}},
            {"where", {{"situation", where}}}};
  }
  std::vector<const Translated*> all() const {
    return {&white, &black, &huffed, &resigned, &offered_draw, &accepted_draw, &huff, &where};
  }
};
const DammaWords& damma_words();

struct DammaNote {
  enum class Kind {
    Resigns, OffersDraw, AcceptsDraw, DeclinesDraw,  // what a side did
    BecomesDamma, AtFault,                           // what a move made
    NoPieces, NoMoves, Repetition, QuietPlies, Agreement, Resignation,  // how the game ended
  };
  Kind kind;
  int side = -1;            // who did it, or who lost (NoPieces, NoMoves, Resignation)
  std::string squares{};    // BecomesDamma: its square; AtFault: the squares, separated by ", "
  int plies = 0;            // QuietPlies
};

// The notes as one line, "; " between them.
std::string notes_text(const std::vector<DammaNote>& notes, Lang lang);
// "White" / "Brancas" / "Blancas".
const std::string& side_word(int side, Lang lang);
// What the board's diagram is followed by while the game goes on: the side to move, the pieces at
// fault, the plies without a capture or huff (and where they draw), a standing draw offer.
std::string damma_status(int side, bool faults, int quiet_plies, int draw_plies, int offered_by, Lang lang);

}  // namespace cubilete::damma

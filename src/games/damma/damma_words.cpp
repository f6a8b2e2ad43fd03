#include "games/damma/damma_words.h"

#include "core/say.h"
#include "games/damma/damma_board.h"

namespace cubilete::damma {

namespace {

const Translated& note_words(DammaNote::Kind kind) {
  static const Translated resigns{"{side} resigns", "{side} desistem", "{side} abandonan"};
  static const Translated offers{"{side} offers a draw", "{side} oferecem empate", "{side} ofrecen tablas"};
  static const Translated accepts{"{side} accepts the draw", "{side} aceitam o empate", "{side} aceptan las tablas"};
  static const Translated declines{"{side} declines the draw offer", "{side} recusam o empate",
                                   "{side} rechazan las tablas"};
  static const Translated damma{"{square} becomes a Damma", "{square} vira Damma", "{square} se corona Damma"};
  static const Translated fault{"at fault: {squares} (may be huffed next turn)",
                                "em falta: {squares} (podem ser assopradas na próxima vez)",
                                "en falta: {squares} (se pueden soplar en la próxima jugada)"};
  static const Translated no_pieces{"{side} has no pieces left: {winner} wins",
                                    "{side} ficaram sem peças: {winner} ganham",
                                    "{side} se quedaron sin piezas: ganan {winner}"};
  static const Translated no_moves{"{side} cannot move: {winner} wins", "{side} não podem mover: {winner} ganham",
                                   "{side} no pueden mover: ganan {winner}"};
  static const Translated repetition{"draw by threefold repetition", "empate: a mesma posição pela terceira vez",
                                     "tablas: la misma posición por tercera vez"};
  static const Translated quiet{"draw: {plies} plies without a capture or a huff",
                                "empate: {plies} lances sem comer nem assoprar",
                                "tablas: {plies} jugadas sin comer ni soplar"};
  static const Translated agreement{"draw by agreement", "empate combinado", "tablas de común acuerdo"};
  static const Translated resignation{"{side} resigns: {winner} wins", "{side} desistem: {winner} ganham",
                                      "{side} abandonan: ganan {winner}"};
  switch (kind) {
    case DammaNote::Kind::Resigns: return resigns;
    case DammaNote::Kind::OffersDraw: return offers;
    case DammaNote::Kind::AcceptsDraw: return accepts;
    case DammaNote::Kind::DeclinesDraw: return declines;
    case DammaNote::Kind::BecomesDamma: return damma;
    case DammaNote::Kind::AtFault: return fault;
    case DammaNote::Kind::NoPieces: return no_pieces;
    case DammaNote::Kind::NoMoves: return no_moves;
    case DammaNote::Kind::Repetition: return repetition;
    case DammaNote::Kind::QuietPlies: return quiet;
    case DammaNote::Kind::Agreement: return agreement;
    case DammaNote::Kind::Resignation: return resignation;
  }
  return agreement;
}

std::string note_text(const DammaNote& note, Lang lang) {
  const std::string side = note.side >= 0 ? side_word(note.side, lang) : std::string();
  const std::string winner = note.side >= 0 ? side_word(1 - note.side, lang) : std::string();
  return say(note_words(note.kind), lang, fmt::arg("side", side), fmt::arg("winner", winner),
             fmt::arg("square", note.squares), fmt::arg("squares", note.squares), fmt::arg("plies", note.plies));
}

}  // namespace

const DammaWords& damma_words() {
  static const DammaWords words;
  return words;
}

const std::string& side_word(int side, Lang lang) {
  return (side == kWhite ? damma_words().white : damma_words().black).in(lang);
}

std::string notes_text(const std::vector<DammaNote>& notes, Lang lang) {
  std::string out;
  for (const auto& note : notes) {
    if (!out.empty()) out += "; ";
    out += note_text(note, lang);
  }
  return out;
}

std::string damma_status(int side, bool faults, int quiet_plies, int draw_plies, int offered_by, Lang lang) {
  static const Translated to_move{"{side} to move", "Vez das {side}", "Juegan las {side}"};
  static const Translated at_fault{" (pieces marked * are at fault and may be huffed)",
                                   " (as peças marcadas com * estão em falta e podem ser assopradas)",
                                   " (las piezas marcadas con * están en falta y se pueden soplar)"};
  static const Translated quiet{"; {n} plies without capture or huff", "; {n} lances sem comer nem assoprar",
                                "; {n} jugadas sin comer ni soplar"};
  static const Translated draw_at{" (draw at {n})", " (empate em {n})", " (tablas en {n})"};
  static const Translated offer{"{side} offers a draw: `accept draw` to accept\n",
                                "{side} oferecem empate: `accept draw` para aceitar\n",
                                "{side} ofrecen tablas: `accept draw` para aceptarlas\n"};
  std::string out = say(to_move, lang, fmt::arg("side", side_word(side, lang)));
  if (faults) out += at_fault.in(lang);
  out += say(quiet, lang, fmt::arg("n", quiet_plies));
  if (draw_plies > 0) out += say(draw_at, lang, fmt::arg("n", draw_plies));
  out += "\n";
  if (offered_by == 1 - side) out += say(offer, lang, fmt::arg("side", side_word(offered_by, lang)));
  return out;
}

}  // namespace cubilete::damma

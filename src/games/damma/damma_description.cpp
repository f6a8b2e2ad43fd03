#include "games/damma/damma_description.h"

#include "games/damma/damma_game.h"
#include "games/damma/damma_position.h"
#include "games/damma/damma_words.h"

namespace cubilete::damma {

GameDescription damma_description() {
  GameDescription d;
  d.info = {"damma", "Damma", 2, 2, false, true};
  d.summary = {"Damma: 5x5 board (or 9x9), men move and capture in all 8 directions, flying "
               "Dammas, huffing",
               "Damma: tabuleiro 5x5 (ou 9x9), peças andam e comem nas 8 direções, Dammas "
               "voadoras, sopro",
               "Damma: tablero de 5x5 (o de 9x9), las piezas mueven y comen en las 8 direcciones, "
               "Dammas voladoras, soplo"};
  d.rules_text = {"Damma (Damma Kharberg): a 5x5 board with 12 pieces each, or with board=9 a 9x9 "
                  "board with 40 each (files a-i, ranks 1-9); every square touches its 8 "
                  "neighbours. White (w) moves first. A man steps to an adjacent empty square in "
                  "any direction. A capture jumps an adjacent enemy piece to the empty square just "
                  "beyond, in any direction, and the same piece may go on capturing; you may stop "
                  "after any jump, and captures are never compulsory. Jumped pieces are removed "
                  "when the move ends and cannot be jumped twice. A man that ends its move on the "
                  "far rank becomes a Damma, which moves any distance along the 8 lines and "
                  "captures by flying over exactly one enemy piece, landing just beyond "
                  "(king_lands=any: on any empty square beyond). Huffing: a piece is at fault when "
                  "its owner made a non-capturing move although that piece could capture, or "
                  "stopped a multiple capture with it although it could go on. On the very next "
                  "turn only, the opponent may instead of moving huff (remove) one piece at fault. "
                  "No pieces, or no move and no huff: you lose. Draws: threefold repetition "
                  "(board, side to move, faults), `draw_plies` plies without a capture or huff, or "
                  "agreement. Write d2-c3, b3xd3xd5 (every landing square), huff c3, resign, offer "
                  "draw, accept draw.",
                  "Damma (Damma Kharberg): tabuleiro 5x5 com 12 peças para cada lado, ou, com "
                  "board=9, tabuleiro 9x9 com 40 cada (colunas a-i, fileiras 1-9); cada casa toca "
                  "as 8 vizinhas. As brancas (w) começam. Uma peça anda para uma casa vizinha "
                  "vazia em qualquer direção. Uma captura salta uma peça inimiga vizinha para a "
                  "casa vazia logo depois dela, em qualquer direção, e a mesma peça pode continuar "
                  "comendo; você pode parar depois de qualquer salto, e comer nunca é obrigatório. "
                  "As peças saltadas saem quando o lance termina e não podem ser saltadas duas "
                  "vezes. Uma peça que termina o lance na última fileira vira Damma, que anda "
                  "qualquer distância pelas 8 linhas e come voando sobre exatamente uma peça "
                  "inimiga, parando logo depois dela (king_lands=any: em qualquer casa vazia "
                  "depois dela). Sopro: uma peça está em falta quando seu dono fez um lance sem "
                  "comer embora aquela peça pudesse comer, ou parou com ela uma captura múltipla "
                  "que podia continuar. Só no lance seguinte, o adversário pode, em vez de jogar, "
                  "assoprar (tirar) uma peça em falta. Sem peças, ou sem lance e sem sopro: você "
                  "perde. Empates: tripla repetição (tabuleiro, vez, faltas), `draw_plies` lances "
                  "sem captura nem sopro, ou acordo. Escreva d2-c3, b3xd3xd5 (cada casa de "
                  "parada), huff c3, resign, offer draw, accept draw.",
                  "Damma (Damma Kharberg): tablero de 5x5 con 12 piezas por bando, o, con board=9, "
                  "tablero de 9x9 con 40 cada uno (columnas a-i, filas 1-9); cada casilla toca a "
                  "sus 8 vecinas. Empiezan las blancas (w). Una pieza avanza a una casilla vecina "
                  "vacía en cualquier dirección. Una captura salta una pieza enemiga vecina a la "
                  "casilla vacía de atrás, en cualquier dirección, y la misma pieza puede seguir "
                  "comiendo; podés parar después de cualquier salto, y comer nunca es obligatorio. "
                  "Las piezas saltadas salen cuando termina la jugada y no se pueden saltar dos "
                  "veces. Una pieza que termina la jugada en la última fila se vuelve Damma, que "
                  "mueve cualquier distancia por las 8 líneas y come volando sobre exactamente una "
                  "pieza enemiga, cayendo justo detrás (king_lands=any: en cualquier casilla vacía "
                  "detrás). Soplo: una pieza está en falta cuando su dueño hizo una jugada sin "
                  "comer aunque esa pieza podía comer, o cortó con ella una captura múltiple que "
                  "podía seguir. Solo en la jugada siguiente, el rival puede, en lugar de mover, "
                  "soplar (sacar) una pieza en falta. Sin piezas, o sin jugada y sin soplo: "
                  "perdés. Tablas: triple repetición (tablero, turno, faltas), `draw_plies` "
                  "jugadas sin captura ni soplo, o acuerdo. Escribí d2-c3, b3xd3xd5 (cada casilla "
                  "donde cae), huff c3, resign, offer draw, accept draw."};
  d.options = {
      OptionSpec::integer("players", 2, 2, 2, "number of players"),
      OptionSpec::choice("board", "5", {"5", "9"},
                         "the board: 5x5 with 12 pieces each, or 9x9 with 40 each"),
      OptionSpec::choice(
          "king_lands", "adjacent", {"adjacent", "any"},
          "where a capturing Damma lands: just beyond the piece, or on any empty square beyond"),
      OptionSpec::integer("draw_plies", kSmallBoardDrawPlies, 0, 10000,
                          "plies without a capture or huff that draw (0: never)")
          .default_by("board", {{"9", std::to_string(kLargeBoardDrawPlies)}}),
      OptionSpec::text("start", Position::initial(kSmallBoard).text(),
                       "a position of the board: its ranks from the top down as w b W B . "
                       "separated by /, side to move, faults or -",
                       [](const std::string& text) { return Position::parse(text).text(); })
          .default_by("board", {{"9", Position::initial(kLargeBoard).text()}})};
  d.action_examples = "d2-c3, b3xd3xd5, huff c3, resign, offer draw";
  d.extras = {{"offer draw", 40}, {"accept draw", 3}, {"resign", 80}};
  // A position tells its board, so `board` follows it.
  d.position_rules = [](const std::string& position) -> Assignments {
    return {{"board", std::to_string(Position::parse(position).size)}, {"start", position}};
  };
  d.create = game_creator<DammaGame>(d.info);
  d.seat_roles = {"White", "Black"};
  d.words = damma_words().groups();
  return d;
}

}  // namespace cubilete::damma

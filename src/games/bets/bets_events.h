#pragma once
// What a move of Flores Amarradas or Triplo Seis brought, in each language (State::told_event):
// kept by the games as Told, words and values, so the terminal tells it in its player's language
// while the record and the views keep the English.
#include <vector>

#include "core/lang.h"

namespace cubilete::bets {

struct FloresEvents {
  Translated throws_nothing{"P{seat} throws {dice}: nothing, throws again", "P{seat} joga {dice}: nada, joga de novo",
                            "P{seat} tira {dice}: nada, tira de nuevo"};
  Translated throws_for_bank{"P{seat} throws {total} for the bank", "P{seat} faz {total} pela banca",
                             "P{seat} saca {total} por la banca"};
  Translated tie_for_bank{"P{seat} throws {total}; {tied} tie with {best}: they throw again",
                          "P{seat} faz {total}; {tied} empatam com {best}: jogam de novo",
                          "P{seat} saca {total}; {tied} empatan con {best}: tiran de nuevo"};
  Translated and_word{" and ", " e ", " y "};
  Translated holds_bank{"P{seat} throws {total}; P{banker} has the highest total ({best}) and holds the bank",
                        "P{seat} faz {total}; P{banker} tem o maior total ({best}) e fica com a banca",
                        "P{seat} saca {total}; P{banker} tiene el total más alto ({best}) y se queda con la banca"};
  Translated round_played{"; the round is played", "; a rodada foi jogada", "; la ronda se jugó"};
  Translated rounds_played{"; the {rounds} rounds are played", "; as {rounds} rodadas foram jogadas",
                           "; se jugaron las {rounds} rondas"};
  Translated cannot_cover{"; P{seat} cannot cover a bet of 3: the match ends",
                          "; P{seat} não pode cobrir uma aposta de 3: a partida termina",
                          "; P{seat} no puede cubrir una apuesta de 3: termina la partida"};
  Translated stakes{"P{seat} (banker) stakes {n}", "P{seat} (banca) põe {n}", "P{seat} (banca) pone {n}"};
  Translated covers{"P{seat} covers {n} ({left} of the stake left)", "P{seat} cobre {n} (faltam {left} da banca)",
                    "P{seat} cubre {n} (quedan {left} de la banca)"};
  Translated bets{"P{seat} bets {n}", "P{seat} aposta {n}", "P{seat} apuesta {n}"};
  Translated banker_point{"P{seat} (banker) throws point {point}: each bettor throws against it",
                          "P{seat} (banca) faz ponto {point}: cada apostador joga contra ele",
                          "P{seat} (banca) saca punto {point}: cada apostador tira contra él"};
  Translated banker_wins{"P{seat} (banker) throws {throw}: wins every bet", "P{seat} (banca) joga {throw}: ganha todas as apostas",
                         "P{seat} (banca) tira {throw}: gana todas las apuestas"};
  Translated banker_pays{"P{seat} (banker) throws {throw}: pays every bet", "P{seat} (banca) joga {throw}: paga todas as apostas",
                         "P{seat} (banca) tira {throw}: paga todas las apuestas"};
  Translated bettor_paid{"P{seat} throws {throw}: the banker pays {n}", "P{seat} joga {throw}: a banca paga {n}",
                         "P{seat} tira {throw}: la banca paga {n}"};
  Translated bettor_pays{"P{seat} throws {throw}: pays the banker {n}", "P{seat} joga {throw}: paga {n} à banca",
                         "P{seat} tira {throw}: le paga {n} a la banca"};
  Translated point_tie{"P{seat} throws point {point} too: no payment", "P{seat} também faz ponto {point}: ninguém paga",
                       "P{seat} también saca punto {point}: nadie paga"};
  Translated point_paid{"P{seat} throws point {point} against {against}: the banker pays {n}",
                        "P{seat} faz ponto {point} contra {against}: a banca paga {n}",
                        "P{seat} saca punto {point} contra {against}: la banca paga {n}"};
  Translated point_pays{"P{seat} throws point {point} against {against}: pays the banker {n}",
                        "P{seat} faz ponto {point} contra {against}: paga {n} à banca",
                        "P{seat} saca punto {point} contra {against}: le paga {n} a la banca"};
  Translated bank_passes{"; the bank passes to P{seat}", "; a banca passa para P{seat}", "; la banca pasa a P{seat}"};
  // The throws that settle a bet at once, as the events name them.
  Translated flores_amarradas{"Flores Amarradas", "Flores Amarradas", "Flores Amarradas"};
  Translated triple{"a triple", "uma trinca", "tres iguales"};
  Translated seis_alto{"Seis Alto", "Seis Alto", "Seis Alto"};
  Translated dragao_dancante{"Dragão Dançante", "Dragão Dançante", "Dragão Dançante"};
  Translated as_negativo{"Ás Negativo", "Ás Negativo", "Ás Negativo"};

  std::vector<const Translated*> all() const {
    return {&throws_nothing, &throws_for_bank, &tie_for_bank, &and_word,    &holds_bank,  &round_played,
            &rounds_played,  &cannot_cover,    &stakes,       &covers,      &bets,        &banker_point,
            &banker_wins,    &banker_pays,     &bettor_paid,  &bettor_pays, &point_tie,   &point_paid,
            &point_pays,     &bank_passes,     &flores_amarradas, &triple,  &seis_alto,   &dragao_dancante,
            &as_negativo};
  }
};

struct TriploSeisEvents {
  Translated believes{"P{seat} believes {call} and looks under the cup", "P{seat} acredita em {call} e olha debaixo do copo",
                      "P{seat} cree {call} y mira bajo el cubilete"};
  Translated calls{"P{caller} calls {call}; P{seat} puts a chip on the table", "P{caller} canta {call}; P{seat} põe uma ficha na mesa",
                   "P{caller} canta {call}; P{seat} pone una ficha en la mesa"};
  Translated doubts{"P{seat} doubts {call}: the dice show {dice} ({reads}); P{loser} loses and pays a fine of {fine}; "
                    "P{winner} collects {collected}",
                    "P{seat} duvida de {call}: os dados mostram {dice} ({reads}); P{loser} perde e paga uma multa de {fine}; "
                    "P{winner} recebe {collected}",
                    "P{seat} duda de {call}: los dados muestran {dice} ({reads}); P{loser} pierde y paga una multa de {fine}; "
                    "P{winner} cobra {collected}"};
  Translated no_chip{"; P{seat} has no chip left for the ante: the match ends",
                     "; P{seat} não tem ficha para a entrada: a partida termina",
                     "; P{seat} no tiene ficha para la entrada: termina la partida"};

  std::vector<const Translated*> all() const { return {&believes, &calls, &doubts, &no_chip}; }
};

const FloresEvents& flores_events();
const TriploSeisEvents& triplo_seis_events();

}  // namespace cubilete::bets

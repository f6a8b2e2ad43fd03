#pragma once
// What a move of a three-dice game brought, in each language (State::told_event): kept by the
// games as Told, words and values, so the terminal tells it in its player's language while the
// record and the views keep the English.
#include <vector>

#include "core/lang.h"

namespace cubilete::dice3 {

struct Dice3Events {
  // Centenário
  Translated crosses_nothing{"P{seat} crosses nothing (next: {next})", "P{seat} não risca nada (próximo: {next})",
                             "P{seat} no tacha nada (siguiente: {next})"};
  Translated crosses{"P{seat} crosses {numbers}", "P{seat} risca {numbers}", "P{seat} tacha {numbers}"};
  Translated finishes_sheet{" and finishes the sheet: wins", " e completa a folha: ganha", " y completa la planilla: gana"};
  Translated throws_again{"; throws again", "; joga de novo", "; tira de nuevo"};
  // Matterhorn
  Translated cannot_cross{"P{seat} can cross nothing with {dice}", "P{seat} não pode riscar nada com {dice}",
                          "P{seat} no puede tachar nada con {dice}"};
  Translated completes_sheet{"P{seat} completes the sheet and wins", "P{seat} completa a folha e ganha",
                             "P{seat} completa la planilla y gana"};
  // Multiplicação and Ataque Yankee
  Translated sets_aside{"P{seat} sets aside {die}", "P{seat} separa {die}", "P{seat} aparta {die}"};
  Translated refuses{"P{seat} refuses {dice}", "P{seat} recusa {dice}", "P{seat} rechaza {dice}"};
  Translated scores_product{"P{seat} scores ({a} + {b}) x {c} = {score}", "P{seat} marca ({a} + {b}) x {c} = {score}",
                            "P{seat} anota ({a} + {b}) x {c} = {score}"};
  Translated scores_product_less{"P{seat} scores ({a} + {b} - {penalty}) x {c} = {score}",
                                 "P{seat} marca ({a} + {b} - {penalty}) x {c} = {score}",
                                 "P{seat} anota ({a} + {b} - {penalty}) x {c} = {score}"};
  Translated triple_bonus{" (+{bonus} for the triple)", " (+{bonus} pela trinca)", " (+{bonus} por los tres iguales)"};
  Translated pair_bonus{" (+{bonus} for the pair)", " (+{bonus} pelo par)", " (+{bonus} por el par)"};
  Translated scores_sum{"P{seat} scores {a} + {b} + {c}{bonus} = {score}, total {total}",
                        "P{seat} marca {a} + {b} + {c}{bonus} = {score}, total {total}",
                        "P{seat} anota {a} + {b} + {c}{bonus} = {score}, total {total}"};
  // Buck Dice
  Translated point_number{"round {round}: the point number is {point}", "rodada {round}: o número da rodada é {point}",
                          "ronda {round}: el número de la ronda es {point}"};
  Translated big_buck_wins{"P{seat} throws a Big Buck ({dice}) and wins", "P{seat} joga um Big Buck ({dice}) e ganha",
                           "P{seat} tira un Big Buck ({dice}) y gana"};
  Translated exactly_wins{"P{seat} reaches exactly {target} and wins", "P{seat} chega a {target} exatos e ganha",
                          "P{seat} llega justo a {target} y gana"};
  // The total as a total, not "({points} points)": "1 points" read wrong in every language.
  Translated scores_nothing{"P{seat} scores nothing; turn over, total {points}",
                            "P{seat} não marca nada; fim do turno, total {points}",
                            "P{seat} no anota nada; fin del turno, total {points}"};
  Translated would_pass{"P{seat} would pass {target} with +{points}: nothing, turn over",
                        "P{seat} passaria de {target} com +{points}: nada, fim do turno",
                        "P{seat} pasaría {target} con +{points}: nada, fin del turno"};
  Translated buck_scored{"P{seat} +{points}{little} = {total}; throws again", "P{seat} +{points}{little} = {total}; joga de novo",
                         "P{seat} +{points}{little} = {total}; tira de nuevo"};

  // Every text above, for the test that each language fills the same blanks.
  std::vector<const Translated*> all() const {
    return {&crosses_nothing, &crosses,     &finishes_sheet, &throws_again, &cannot_cross,   &completes_sheet,
            &sets_aside,      &refuses,     &scores_product, &scores_product_less,          &triple_bonus,
            &pair_bonus,      &scores_sum,  &point_number,   &big_buck_wins, &exactly_wins,  &scores_nothing,
            &would_pass,      &buck_scored};
  }
};

const Dice3Events& dice3_events();

}  // namespace cubilete::dice3

#include "games/farkle/farkle_description.h"

#include "games/farkle/farkle_game.h"
#include "games/farkle/farkle_scoring.h"
#include "games/farkle/farkle_words.h"

namespace cubilete::farkle {

namespace {

std::vector<OptionSpec> options() {
  return {OptionSpec::integer("players", 2, 1, 8, "number of players"),
          OptionSpec::integer("target", 10000, 50, 1000000, "score that ends the game"),
          OptionSpec::integer("entry", 500, 0, 100000,
                              "least turn total a player with 0 points may bank"),
          OptionSpec::integer("three_ones", 300, 50, 3000,
                              "points for three 1s (300 in the Swedish source, 1000 in many "
                              "published rules; a multiple of 50)"),
          OptionSpec::integer("turns", 0, 0, 100,
                              "0: play to the target; N: every player plays N turns, then the highest "
                              "score wins (no target, no final round)"),
          dice_option()};
}

Translated rules_text() {
  std::string en =
      "Farkle: 6 dice. On your turn throw all six. Set aside at least one scoring combination from "
      "the throw (every die set aside must belong to a combination made in this throw), then bank "
      "the turn total or throw the remaining dice. Having set aside all six (hot dice) you may "
      "throw all six again. A throw with nothing that scores is a farkle: the turn total is lost. "
      "A player with 0 points may bank only a turn total of at least `entry` (500). When a player "
      "banks and reaches `target` (10000), every other player in seat order gets one last turn, in "
      "which they may not bank until their score is higher than the best so far; the highest score "
      "wins. With `turns` N (0: none) the game is instead N turns for each player, and the highest "
      "score wins.\nScoring (the reading that scores most counts): " +
      scoring_summary(300) + " (three 1s: option three_ones).";
  return {std::move(en),
          "Farkle: 6 dados. Na sua vez, jogue os seis. Separe pelo menos uma combinação que pontue "
          "nessa jogada (cada dado separado tem de fazer parte de uma combinação formada nesta "
          "jogada) e então guarde o total da vez ou jogue os dados que restam. Depois de separar "
          "os seis (dados quentes), você pode jogar os seis de novo. Uma jogada sem nada que "
          "pontue é um farkle: o total da vez se perde. Um jogador com 0 pontos só pode guardar um "
          "total da vez de pelo menos `entry` (500). Quando um jogador guarda os pontos e chega a "
          "`target` (10.000), cada um dos outros, na ordem dos lugares, tem uma última vez, em que "
          "não pode guardar os pontos enquanto sua pontuação não passar da melhor até então; ganha "
          "a maior pontuação. Com `turns` N (0: nenhum), a partida é em vez disso N vezes para "
          "cada jogador, e ganha a maior pontuação.\nPontos (vale a leitura que dá mais): cada 1 = "
          "100; cada 5 = 50; três 1 = 300; três 2/3/4/5/6 = 200/300/400/500/600; quatro iguais = "
          "1000; cinco iguais = 2000; seis iguais = 3000; duas trincas = 2500; três pares (ou "
          "quatro iguais e um par) = 1500; sequência 1-2-3-4-5-6 = 1500 (três 1: opção "
          "three_ones).",
          "Farkle: 6 dados. En tu turno tirá los seis. Apartá al menos una combinación que sume de "
          "ese tiro (cada dado apartado tiene que ser parte de una combinación hecha en este tiro) "
          "y después anotá el total del turno o tirá los dados que quedan. Si apartaste los seis "
          "(dados calientes), podés tirar los seis de nuevo. Un tiro sin nada que sume es un "
          "farkle: se pierde el total del turno. Un jugador con 0 puntos solo puede anotar un "
          "total del turno de al menos `entry` (500). Cuando un jugador anota y llega a `target` "
          "(10.000), cada uno de los demás, en el orden de los lugares, tiene un último turno, en "
          "el que no puede anotar hasta que su puntaje supere el mejor hasta ese momento; gana el "
          "puntaje más alto. Con `turns` N (0: ninguno), la partida es en cambio N turnos para "
          "cada jugador, y gana el puntaje más alto.\nPuntos (cuenta la lectura que más suma): "
          "cada 1 = 100; cada 5 = 50; tres 1 = 300; tres 2/3/4/5/6 = 200/300/400/500/600; cuatro "
          "iguales = 1000; cinco iguales = 2000; seis iguales = 3000; dos tríos = 2500; tres pares "
          "(o cuatro iguales y un par) = 1500; escalera 1-2-3-4-5-6 = 1500 (tres 1: opción "
          "three_ones)."};
}

}  // namespace

GameDescription farkle_description() {
  GameDescription d;
  d.info = {"farkle", "Farkle", 1, 8, true, true};
  d.default_players = 2;
  d.summary = {"Farkle: 6 dice, push your luck to 10000 (Swedish rules: entry 500, final round)",
               "Farkle: 6 dados, arrisque até 10.000 (regras suecas: entrada 500, rodada final)",
               "Farkle: 6 dados, arriesgá hasta 10.000 (reglas suecas: entrada 500, ronda final)"};
  d.rules_text = rules_text();
  d.options = options();
  d.words = farkle_move_words().groups();
  d.action_examples = "keep 1 5, bank, roll";
  d.create = game_creator<FarkleGame>(d.info);
  return d;
}

}  // namespace cubilete::farkle

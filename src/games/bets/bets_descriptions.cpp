#include "games/bets/bets_descriptions.h"

#include "games/bets/bets_words.h"
#include "games/bets/flores_amarradas.h"
#include "games/bets/triplo_seis.h"

namespace cubilete::bets {

namespace {
OptionSpec chips() {
  return OptionSpec::integer("chips", 100, 1, 1000000, "chips each player starts with");
}
OptionSpec rounds() {
  return OptionSpec::integer("rounds", 10, 1, 1000, "rounds in a match");
}
}  // namespace

GameDescription flores_amarradas_description() {
  GameDescription d;
  d.info = {"flores_amarradas", "Flores Amarradas", 2, 8, true, true};
  d.default_players = 3;
  d.summary = {"Flores Amarradas: a banker against everyone, bets on 4-5-6, triples and points",
               "Flores Amarradas: a banca contra todos, apostas em 4-5-6, trincas e pontos",
               "Flores Amarradas: la banca contra todos, apuestas a 4-5-6, tríos y puntos"};
  d.rules_text = {"Flores Amarradas (Four-Five-Six): the highest total of three dice takes the "
                  "bank (ties throw again). Each round the others bet a multiple of 3 chips "
                  "(bet_mode=each, capped by max_bet if set; all bets together no more than the "
                  "banker holds) or, with bet_mode=cover, the banker stakes a multiple of 3 and "
                  "the others in seat order cover parts of it (3 at least while any is left). "
                  "Throws: 4-5-6 Flores Amarradas, any triple, a pair with a 6 (Seis Alto) win; "
                  "1-2-3 (Dragão Dançante) and a pair with a 1 (Ás Negativo) lose; a pair with a "
                  "2, 3, 4 or 5 is a point of that value; anything else is thrown again. The "
                  "banker throws first: a win takes every bet, a loss pays every bet, a point "
                  "sends each bettor to throw against it: win, lose, or point against point, where "
                  "the higher point takes a third of the bet per point of difference (equal "
                  "points: nothing). The bank passes to the first bettor who beat the point with "
                  "4-5-6 or a triple (bank_passing=rotate: to the next seat every round). The "
                  "match lasts `rounds` rounds, or ends when a player has fewer than 3 chips. Most "
                  "chips wins. Write `bet 6`, `stake 30`, `cover 9`.",
                  "Flores Amarradas: quem somar mais com três dados fica com a banca (empates "
                  "jogam de novo). A cada rodada os outros apostam um múltiplo de 3 fichas "
                  "(bet_mode=each, limitado por max_bet se houver; todas as apostas juntas não "
                  "passam do que a banca tem) ou, com bet_mode=cover, a banca põe um valor "
                  "múltiplo de 3 e os outros, na ordem dos lugares, cobrem partes dele (pelo menos "
                  "3 enquanto sobrar algo). Jogadas: 4-5-6 Flores Amarradas, qualquer trinca, um "
                  "par com um 6 (Seis Alto) ganham; 1-2-3 (Dragão Dançante) e um par com um 1 (Ás "
                  "Negativo) perdem; um par com um 2, 3, 4 ou 5 é um ponto desse valor; qualquer "
                  "outra se joga de novo. A banca joga primeiro: se ganha, leva todas as apostas; "
                  "se perde, paga todas; um ponto manda cada apostador jogar contra ele: ganhar, "
                  "perder, ou ponto contra ponto, em que o ponto maior leva um terço da aposta por "
                  "ponto de diferença (pontos iguais: nada). A banca passa ao primeiro apostador "
                  "que vencer o ponto com 4-5-6 ou uma trinca (bank_passing=rotate: ao lugar "
                  "seguinte a cada rodada). A partida dura `rounds` rodadas, ou acaba quando um "
                  "jogador tem menos de 3 fichas. Ganha quem tiver mais fichas. Escreva `bet 6`, "
                  "`stake 30`, `cover 9`.",
                  "Flores Amarradas: quien suma más con tres dados se queda con la banca (los "
                  "empates tiran de nuevo). En cada ronda los demás apuestan un múltiplo de 3 "
                  "fichas (bet_mode=each, con el tope de max_bet si lo hay; todas las apuestas "
                  "juntas no más de lo que tiene la banca) o, con bet_mode=cover, la banca pone un "
                  "monto múltiplo de 3 y los demás, en el orden de los lugares, cubren partes de "
                  "él (al menos 3 mientras quede algo). Tiros: 4-5-6 Flores Amarradas, cualquier "
                  "trío, un par con un 6 (Seis Alto) ganan; 1-2-3 (Dragão Dançante) y un par con "
                  "un 1 (Ás Negativo) pierden; un par con un 2, 3, 4 o 5 es un punto de ese valor; "
                  "cualquier otro se tira de nuevo. La banca tira primero: si gana se lleva todas "
                  "las apuestas, si pierde las paga todas, y un punto manda a cada apostador a "
                  "tirar contra él: ganar, perder, o punto contra punto, donde el punto más alto "
                  "cobra un tercio de la apuesta por punto de diferencia (puntos iguales: nada). "
                  "La banca pasa al primer apostador que le ganó al punto con 4-5-6 o un trío "
                  "(bank_passing=rotate: al lugar siguiente en cada ronda). La partida dura "
                  "`rounds` rondas, o termina cuando un jugador tiene menos de 3 fichas. Gana "
                  "quien tenga más fichas. Escribí `bet 6`, `stake 30`, `cover 9`."};
  d.options = {
      OptionSpec::integer("players", 3, 2, 8, "number of players"),
      chips(),
      rounds(),
      OptionSpec::choice(
          "bet_mode", "each", {"each", "cover"},
          "each: every bettor bets a multiple of 3; cover: the bettors cover the banker's stake"),
      OptionSpec::integer("max_bet", 0, 0, 1000000,
                          "largest bet or stake (0: no cap; else at least 3)"),
      OptionSpec::choice("bank_passing", "beat", {"beat", "rotate"},
                         "beat: to the first bettor who beat the point with 4-5-6 or a triple; "
                         "rotate: next seat")};
  d.action_examples = "bet 6";
  d.words = flores_words().groups();
  d.create = game_creator<FloresGame>(d.info);
  return d;
}

GameDescription triplo_seis_description() {
  GameDescription d;
  d.info = {"triplo_seis", "Triplo Seis", 2, 8, true, false};
  d.default_players = 4;
  d.summary = {"Triplo Seis: bluffing with three dice under a cup; calls must rise; believe or "
               "doubt",
               "Triplo Seis: blefe com três dados debaixo de um copo; os cantos têm de subir; "
               "acreditar ou duvidar",
               "Triplo Seis: mentira con tres dados bajo el cubilete; los cantos tienen que subir; "
               "creer o dudar"};
  d.rules_text = {"Triplo Seis (Triple Six): three dice under a cup that only its holder sees. A "
                  "call is three digits high to low, 111 to 666, compared as numbers; dice read "
                  "the same way (6-4-4 reads 644). The round's first player puts a chip on the "
                  "table, throws secretly and calls anything. Each next player puts a chip on the "
                  "table and believes or doubts. Believe: look under the cup, rethrow 0 to 3 dice "
                  "secretly (everyone sees how many) and call higher than before, true or not. "
                  "Doubt: the dice are shown; if they read at least the call the caller wins, "
                  "otherwise the doubter. 111 cannot be doubted; 666 must be. The winner takes the "
                  "table and the loser pays the winner a fine equal to what was on the table. "
                  "`rounds` rounds, each started by the next player; the match also ends when a "
                  "player has no chip for the ante. Most chips wins. Write `believe`, `doubt`, "
                  "`keep 4-4` (or `rethrow 2`, `keep none`, `keep all`), `call 654`.",
                  "Triplo Seis: três dados debaixo de um copo que só quem o segura vê. Um canto "
                  "são três algarismos do maior ao menor, de 111 a 666, comparados como números; "
                  "os dados se leem do mesmo jeito (6-4-4 dá 644). O primeiro jogador da rodada "
                  "põe uma ficha na mesa, joga escondido e canta o que quiser. Cada jogador "
                  "seguinte põe uma ficha na mesa e acredita ou duvida. Acreditar: olhar debaixo "
                  "do copo, jogar de novo de 0 a 3 dados escondido (todos veem quantos) e cantar "
                  "mais alto que antes, verdade ou não. Duvidar: os dados são mostrados; se dão "
                  "pelo menos o canto, ganha quem cantou, senão quem duvidou. Não se pode duvidar "
                  "de 111; de 666 é preciso duvidar. Quem ganha leva a mesa e quem perde paga a "
                  "quem ganhou uma multa igual ao que estava na mesa. `rounds` rodadas, cada uma "
                  "começada pelo jogador seguinte; a partida também acaba quando um jogador não "
                  "tem ficha para pôr na mesa. Ganha quem tiver mais fichas. Escreva `believe`, "
                  "`doubt`, `keep 4-4` (ou `rethrow 2`, `keep none`, `keep all`), `call 654`.",
                  "Triplo Seis (Triple Seis): tres dados bajo un cubilete que solo ve quien lo "
                  "tiene. Un canto son tres cifras de mayor a menor, de 111 a 666, comparadas como "
                  "números; los dados se leen igual (6-4-4 da 644). El primer jugador de la ronda "
                  "pone una ficha en la mesa, tira a escondidas y canta lo que quiera. Cada "
                  "jugador siguiente pone una ficha en la mesa y cree o duda. Creer: mirar bajo el "
                  "cubilete, volver a tirar de 0 a 3 dados a escondidas (todos ven cuántos) y "
                  "cantar más alto que antes, sea verdad o no. Dudar: se muestran los dados; si "
                  "dan al menos el canto gana quien cantó, si no quien dudó. De 111 no se puede "
                  "dudar; de 666 hay que dudar. El ganador se lleva la mesa y el perdedor le paga "
                  "al ganador una multa igual a lo que había en la mesa. `rounds` rondas, cada una "
                  "empezada por el jugador siguiente; la partida también termina cuando un jugador "
                  "no tiene ficha para poner. Gana quien tenga más fichas. Escribí `believe`, "
                  "`doubt`, `keep 4-4` (o `rethrow 2`, `keep none`, `keep all`), `call 654`."};
  d.options = {OptionSpec::integer("players", 4, 2, 8, "number of players"), chips(), rounds()};
  d.action_examples = "believe, doubt, keep 4-4, call 654";
  d.words = triplo_seis_words().groups();
  d.create = game_creator<TriploSeisGame>(d.info);
  return d;
}

}  // namespace cubilete::bets

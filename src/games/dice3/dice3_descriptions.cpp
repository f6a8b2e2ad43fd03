#include "games/dice3/dice3_descriptions.h"

#include "games/dice3/ataque_yankee.h"
#include "games/dice3/buck_dice.h"
#include "games/dice3/centenario.h"
#include "games/dice3/dice3_words.h"
#include "games/dice3/matterhorn.h"
#include "games/dice3/multiplicacao.h"

namespace cubilete::dice3 {

namespace {
OptionSpec players() {
  return OptionSpec::integer("players", 2, 1, 8, "number of players");
}

GameDescription described(GameInfo info, Translated summary, Translated rules_text,
                          std::vector<OptionSpec> options) {
  GameDescription d;
  d.info = std::move(info);
  d.summary = std::move(summary);
  d.rules_text = std::move(rules_text);
  d.options = std::move(options);
  return d;
}
}  // namespace

GameDescription centenario_description() {
  auto d = described(
      {"centenario", "Centenário", 1, 8, true, true},
      {"Centenário: race across 1..12 and back to 1 with three dice, crossing automatic",
       "Centenário: corrida de 1 a 12 e de volta ao 1 com três dados, riscando sozinho",
       "Centenário: carrera de 1 a 12 y de vuelta al 1 con tres dados, se tacha solo"},
      {"Centenário (Centennial): each sheet has 24 targets, 1 to 12 then 12 down to 1. A turn is "
       "one throw of three dice. The seven non-empty subsets of the dice count as distinct (equal "
       "values are different dice); each subset may be used once per throw, a die may be in "
       "several subsets. While an unused subset sums to your next target, that target is crossed. "
       "The first to cross the final 1 wins at once. Option throw_again_after_scoring: a throw "
       "that crosses something earns another throw. No decisions: the game plays itself.",
       "Centenário: cada folha tem 24 números, de 1 a 12 e depois de 12 a 1. Uma vez é uma jogada "
       "de três dados. Os sete subconjuntos não vazios dos dados contam como distintos (valores "
       "iguais são dados diferentes); cada subconjunto pode ser usado uma vez por jogada, e um "
       "dado pode estar em vários subconjuntos. Enquanto um subconjunto não usado somar o seu "
       "próximo número, esse número é riscado. O primeiro a riscar o último 1 ganha na hora. Opção "
       "throw_again_after_scoring: uma jogada que risca alguma coisa dá direito a outra jogada. "
       "Sem decisões: o jogo se joga sozinho.",
       "Centenário (Centenario): cada planilla tiene 24 números, del 1 al 12 y después del 12 al "
       "1. Un turno es un tiro de tres dados. Los siete subconjuntos no vacíos de los dados "
       "cuentan como distintos (valores iguales son dados distintos); cada subconjunto se puede "
       "usar una vez por tiro, y un dado puede estar en varios subconjuntos. Mientras un "
       "subconjunto sin usar sume tu próximo número, ese número se tacha. El primero en tachar el "
       "último 1 gana en el acto. Opción throw_again_after_scoring: un tiro que tacha algo gana "
       "otro tiro. Sin decisiones: el juego se juega solo."},
      {players(), OptionSpec::boolean("throw_again_after_scoring", false,
                                      "a throw that crosses something earns another throw")});
  d.create = game_creator<CentenarioGame>(d.info);
  return d;
}

GameDescription matterhorn_description() {
  auto d = described(
      {"matterhorn", "Matterhorn", 1, 8, true, true},
      {"Matterhorn: cross the numbers up and down the mountain, choosing how the dice group",
       "Matterhorn: risque os números subindo e descendo a montanha, escolhendo como agrupar os "
       "dados",
       "Matterhorn: tachá los números subiendo y bajando la montaña, eligiendo cómo agrupar los "
       "dados"},
      {"Matterhorn: the sheet of Centenário (row 1: 1..12, row 2: 12..1), one throw of three dice "
       "per turn. Split the dice into disjoint groups (dice may stay unused); each group's sum "
       "crosses one uncrossed, open number. Row 1 numbers are open in any order; row 2 numbers "
       "only once all of row 1 is crossed, which may happen earlier in the same throw. Each die "
       "serves one number per throw. You may choose a smaller move; a throw with no possible group "
       "passes. First to complete row 2 wins. Write moves as `cross 2 11` (`row2` before numbers "
       "of row 2, when it matters). Option either_row_from_start: both rows open from the start; "
       "then the whole sheet must be complete to win.",
       "Matterhorn: a folha do Centenário (linha 1: de 1 a 12, linha 2: de 12 a 1), uma jogada de "
       "três dados por vez. Divida os dados em grupos separados (alguns dados podem sobrar); a "
       "soma de cada grupo risca um número livre ainda não riscado. Os números da linha 1 estão "
       "livres em qualquer ordem; os da linha 2 só depois que toda a linha 1 estiver riscada, o "
       "que pode acontecer antes na mesma jogada. Cada dado serve para um número por jogada. Você "
       "pode escolher um lance menor; uma jogada sem grupo possível passa. Ganha quem completar "
       "primeiro a linha 2. Escreva os lances como `cross 2 11` (`row2` antes dos números da linha "
       "2, quando importa). Opção either_row_from_start: as duas linhas estão livres desde o "
       "começo; aí é preciso completar a folha inteira para ganhar.",
       "Matterhorn: la planilla del Centenário (fila 1: del 1 al 12, fila 2: del 12 al 1), un tiro "
       "de tres dados por turno. Repartí los dados en grupos separados (pueden sobrar dados); la "
       "suma de cada grupo tacha un número libre sin tachar. Los números de la fila 1 están libres "
       "en cualquier orden; los de la fila 2 solo cuando toda la fila 1 está tachada, lo que puede "
       "pasar antes en el mismo tiro. Cada dado sirve para un número por tiro. Podés elegir una "
       "jugada más chica; un tiro sin ningún grupo posible pasa. Gana el primero en completar la "
       "fila 2. Escribí las jugadas como `cross 2 11` (`row2` antes de los números de la fila 2, "
       "cuando importa). Opción either_row_from_start: las dos filas están libres desde el "
       "principio; entonces hay que completar toda la planilla para ganar."},
      {players(), OptionSpec::boolean("either_row_from_start", false,
                                      "row 2 numbers may be crossed from the start")});
  d.action_examples = "cross 2 11, cross 12 row2 1";
  d.words = matterhorn_words().groups();
  d.create = game_creator<MatterhornGame>(d.info);
  return d;
}

GameDescription multiplicacao_description() {
  auto d = described(
      {"multiplicacao", "Multiplicação", 1, 8, true, true},
      {"Multiplicação: (a + b) x c with three dice, refusing triples, doubles and the last die",
       "Multiplicação: (a + b) x c com três dados, recusando trincas, pares e o último dado",
       "Multiplicação: (a + b) x c con tres dados, rechazando tríos, pares y el último dado"},
      {"Multiplicação (Multiplication): `rounds` rounds (10); each round every player takes one "
       "turn; the highest total wins. A turn: throw 3 dice and set aside the highest (a); throw "
       "the other 2 and set aside the higher (b); throw the last die (c). Score (a + b) x c. "
       "Decisions: a triple on the 3-dice throw may be refused and all three thrown again, as "
       "often as wanted; a double on the 2-dice throw likewise; the last die may be refused once, "
       "and the new value must be kept with a penalty: 4 off a + b when a + b is 10 or more, else "
       "3; score (a + b - penalty) x c', never below 0. Answer `accept` or `refuse`.",
       "Multiplicação: `rounds` rodadas (10); em cada rodada cada jogador joga uma vez; ganha o "
       "maior total. Uma vez: jogue 3 dados e separe o maior (a); jogue os outros 2 e separe o "
       "maior (b); jogue o último dado (c). Pontos: (a + b) x c. Decisões: uma trinca na jogada de "
       "3 dados pode ser recusada e os três jogados de novo, quantas vezes quiser; um par na "
       "jogada de 2 dados também; o último dado pode ser recusado uma vez, e o novo valor tem de "
       "ser aceito com uma multa: 4 a menos em a + b quando a + b é 10 ou mais, senão 3; pontos (a "
       "+ b - multa) x c', nunca menos de 0. Responda `accept` ou `refuse`.",
       "Multiplicação (Multiplicación): `rounds` rondas (10); en cada ronda cada jugador juega un "
       "turno; gana el mayor total. Un turno: tirá 3 dados y apartá el mayor (a); tirá los otros 2 "
       "y apartá el mayor (b); tirá el último dado (c). Puntos: (a + b) x c. Decisiones: tres "
       "iguales en el tiro de 3 dados se pueden rechazar y tirar los tres de nuevo, todas las "
       "veces que quieras; un par en el tiro de 2 dados, igual; el último dado se puede rechazar "
       "una vez, y el valor nuevo hay que aceptarlo con una multa: 4 menos en a + b cuando a + b "
       "es 10 o más, si no 3; puntos (a + b - multa) x c', nunca menos de 0. Respondé `accept` o "
       "`refuse`."},
      {players(), OptionSpec::integer("rounds", 10, 1, 100, "rounds in a game")});
  d.action_examples = "accept, refuse";
  d.words = multiplicacao_words().groups();
  d.create = game_creator<MultiplicacaoGame>(d.info);
  return d;
}

GameDescription buck_dice_description() {
  auto d = described(
      {"buck_dice", "Buck Dice", 1, 8, true, true},
      {"Buck Dice: throw on while the point number shows, to exactly the target; chips",
       "Buck Dice: continue jogando enquanto sai o número da rodada, até a meta exata; fichas",
       "Buck Dice: seguí tirando mientras sale el número de la ronda, hasta la meta exacta; fichas"},
      {"Buck Dice: each round opens with a throw of one die by the round's first player: the point "
       "number. A turn: throw three dice. Three of the point number is a Big Buck: the thrower "
       "wins at once. Three of another number is a Little Buck: +5. Otherwise each die showing the "
       "point number: +1. Any scoring throw earns another throw; a throw that scores nothing ends "
       "the turn. The target is exactly `target` (15): a throw that would pass it scores nothing "
       "and ends the turn. Chips at the end: each loser pays the winner target minus their points, "
       "double the target with 0 points. No decisions: the game plays itself.",
       "Buck Dice: cada rodada começa com um dado jogado pelo primeiro jogador da rodada: o número "
       "da rodada. Uma vez: jogue três dados. Três do número da rodada é um Big Buck: quem jogou "
       "ganha na hora. Três de outro número é um Little Buck: +5. Senão, cada dado com o número da "
       "rodada: +1. Toda jogada que pontua dá direito a outra; uma jogada que não pontua acaba a "
       "vez. A meta é exatamente `target` (15): uma jogada que passaria dela não vale nada e acaba "
       "a vez. Fichas no fim: cada perdedor paga ao vencedor a meta menos seus pontos, o dobro da "
       "meta com 0 pontos. Sem decisões: o jogo se joga sozinho.",
       "Buck Dice: cada ronda empieza con un dado tirado por el primer jugador de la ronda: el "
       "número de la ronda. Un turno: tirá tres dados. Tres del número de la ronda es un Big Buck: "
       "quien tiró gana en el acto. Tres de otro número es un Little Buck: +5. Si no, cada dado "
       "con el número de la ronda: +1. Todo tiro que suma da otro tiro; un tiro que no suma nada "
       "termina el turno. La meta es exactamente `target` (15): un tiro que la pasaría no vale "
       "nada y termina el turno. Fichas al final: cada perdedor le paga al ganador la meta menos "
       "sus puntos, el doble de la meta con 0 puntos. Sin decisiones: el juego se juega solo."},
      {players(), OptionSpec::integer("target", 15, 1, 1000, "the exact score to reach")});
  d.words = buck_dice_words().groups();
  d.create = game_creator<BuckDiceGame>(d.info);
  return d;
}

GameDescription ataque_yankee_description() {
  auto d = described(
      {"ataque_yankee", "Ataque Yankee", 1, 8, true, true},
      {"Ataque Yankee: highest of 3, higher of 2, last die, bonuses for triples and pairs",
       "Ataque Yankee: o maior de 3, o maior de 2, o último dado, bônus por trincas e pares",
       "Ataque Yankee: el mayor de 3, el mayor de 2, el último dado, bonus por tríos y pares"},
      {"Ataque Yankee (Yankee Grab): a turn throws 3 dice and sets aside the highest, throws 2 and "
       "sets aside the higher, throws the last die. The turn scores the sum of the three set-aside "
       "dice, +30 if the 3-dice throw was a triple, +15 if the 2-dice throw was a pair. First to "
       "`target` (100) wins at once (finish_round=true: the round is finished and the highest "
       "total wins). Chips: each loser pays the winner the difference of their totals. No "
       "decisions.",
       "Ataque Yankee: uma vez joga 3 dados e separa o maior, joga 2 e separa o maior, joga o "
       "último dado. A vez vale a soma dos três dados separados, +30 se a jogada de 3 dados foi "
       "trinca, +15 se a de 2 dados foi par. O primeiro a chegar a `target` (100) ganha na hora "
       "(finish_round=true: a rodada termina e ganha o maior total). Fichas: cada perdedor paga ao "
       "vencedor a diferença dos totais. Sem decisões.",
       "Ataque Yankee: un turno tira 3 dados y aparta el mayor, tira 2 y aparta el mayor, tira el "
       "último dado. El turno vale la suma de los tres dados apartados, +30 si el tiro de 3 dados "
       "fue un trío, +15 si el de 2 dados fue un par. El primero en llegar a `target` (100) gana "
       "en el acto (finish_round=true: se termina la ronda y gana el mayor total). Fichas: cada "
       "perdedor le paga al ganador la diferencia de totales. Sin decisiones."},
      {players(), OptionSpec::integer("target", 100, 1, 10000, "total that ends the game"),
       OptionSpec::boolean("finish_round", false,
                           "finish the round once someone reaches the target")});
  d.create = game_creator<AtaqueYankeeGame>(d.info);
  return d;
}

}  // namespace cubilete::dice3

// The rules of each preset in plain words, in every language, for `cubilete rules` and the
// browser.
#include "games/category/category_rules.h"

namespace cubilete::category {

namespace {
// A game's rules: its opening, how a turn goes (alike in every category game), and its card.
Translated composed(const Translated& head, const Translated& card) {
  const Translated turn{
      "On your turn throw the dice; after each throw but the last you may keep any of them and "
      "throw the rest again (a die kept earlier may be thrown again later), or stop. The turn ends "
      "by writing the dice into one open category of your card. Every category is written exactly "
      "once; when every card is full the highest total wins.",
      "Na sua vez, jogue os dados; depois de cada jogada, menos a última, você pode guardar os que "
      "quiser e jogar o resto de novo (um dado guardado antes pode voltar a ser jogado depois), ou "
      "parar. A vez termina quando você marca os dados numa casa livre da sua cartela. Cada casa é "
      "marcada exatamente uma vez; quando todas as cartelas estão cheias, ganha o maior total.",
      "En tu turno tirá los dados; después de cada tiro menos el último podés guardar los que "
      "quieras y tirar el resto de nuevo (un dado guardado antes se puede volver a tirar después), "
      "o plantarte. El turno termina cuando anotás los dados en una categoría libre de tu "
      "planilla. Cada categoría se anota exactamente una vez; cuando todas las planillas están "
      "llenas, gana el mayor total."};
  auto text = [&](Lang lang) { return head.in(lang) + turn.in(lang) + card.in(lang); };
  return {text(Lang::En), text(Lang::PtBR), text(Lang::EsAR)};
}
}  // namespace

Translated category_rules_text(const std::string& game) {
  if (game == "general")
    return composed({"Brazilian General: 5 dice, 3 throws, 11 categories. ",
                     "General brasileiro: 5 dados, 3 jogadas, 11 casas. ",
                     "General brasileño: 5 dados, 3 tiros, 11 categorías. "},
                    {"\nCategories: 1..6 score the number times how many dice show it; S "
                     "(Sequencia) 1-2-3-4-5 or 2-3-4-5-6 = 20; F (Full-hand) three of one number "
                     "and two of another = 30; Q (Quadra) four equal dice = 40; G (General) five "
                     "equal dice = 50; X (Jogada aleatoria) the sum of the dice. S, F and Q score "
                     "5 more when served (from the first throw). A throw must go into an open "
                     "category it fits; numbers and X fit every throw, so a 0 goes into S, F, Q or "
                     "G only when nothing else is open (scratch=any allows a 0 anywhere).",
                     "\nCasas: Jogada do 1 a Jogada do 6 valem o número vezes quantos dados o "
                     "mostram; S (Sequência) 1-2-3-4-5 ou 2-3-4-5-6 = 20; F (Full-hand) três de um "
                     "número e dois de outro = 30; Q (Quadra) quatro dados iguais = 40; G "
                     "(General) cinco dados iguais = 50; X (Jogada aleatória) a soma dos dados. S, "
                     "F e Q valem 5 a mais quando saem de mão (na primeira jogada). Uma jogada tem "
                     "de ir para uma casa livre em que caiba; os números e X servem para qualquer "
                     "jogada, então um 0 só vai para S, F, Q ou G quando nada mais está livre "
                     "(scratch=any permite um 0 em qualquer casa).",
                     "\nCategorías: Uno a Seis valen el número por cuántos dados lo muestran; S "
                     "(Escalera) 1-2-3-4-5 o 2-3-4-5-6 = 20; F (Full) tres de un número y dos de "
                     "otro = 30; Q (Póker) cuatro dados iguales = 40; G (General) cinco dados "
                     "iguales = 50; X (Chance) la suma de los dados. S, F y Q valen 5 más cuando "
                     "salen servidos (en el primer tiro). Un tiro tiene que ir a una categoría "
                     "libre en la que entre; los números y X sirven para cualquier tiro, así que "
                     "un 0 va a S, F, Q o G solo cuando no queda otra libre (scratch=any permite "
                     "un 0 en cualquier lado)."});
  if (game == "generala")
    return composed({"Argentine Generala: 5 dice, 3 throws, 10 categories. ",
                     "Generala argentina: 5 dados, 3 jogadas, 10 casas. ",
                     "Generala argentina: 5 dados, 3 tiros, 10 categorías. "},
                    {"\nCategories: 1..6 score the number times its count; escalera (1-2-3-4-5 or "
                     "2-3-4-5-6) 20; full (three and a pair) 30; poker (four of a kind) 40; "
                     "generala (five of a kind) 60. Escalera, full and poker score 5 more when "
                     "served. A served generala (five of a kind on the first throw) wins the game "
                     "at once, unless you scratched generala, or it is a double generala. Any "
                     "throw may be written anywhere, for 0 if it does not qualify. Options give "
                     "Double Generala, wrap-around straights, a 1 for the 2 in straights and the "
                     "other common variants.",
                     "\nCasas: Jogada do 1 a Jogada do 6 valem o número vezes quantos saíram; "
                     "Sequência (1-2-3-4-5 ou 2-3-4-5-6) 20; Full-hand (uma trinca e um par) 30; "
                     "Quadra (quatro iguais) 40; Generala (cinco iguais) 60. Sequência, Full-hand "
                     "e Quadra valem 5 a mais quando saem de mão. Uma Generala de mão (cinco "
                     "iguais na primeira jogada) ganha o jogo na hora, a menos que você tenha "
                     "marcado 0 na Generala, ou que seja uma Generala dupla. Qualquer jogada pode "
                     "ser marcada em qualquer casa, valendo 0 se não servir. As opções dão "
                     "Generala dupla, sequências que dão a volta, um 1 no lugar do 2 nas "
                     "sequências e as outras variantes comuns.",
                     "\nCategorías: Uno a Seis valen el número por cuántos salieron; Escalera "
                     "(1-2-3-4-5 o 2-3-4-5-6) 20; Full (un trío y un par) 30; Póker (cuatro "
                     "iguales) 40; Generala (cinco iguales) 60. Escalera, Full y Póker valen 5 más "
                     "cuando salen servidos. Una Generala servida (cinco iguales en el primer "
                     "tiro) gana el partido en el acto, salvo que hayas tachado la Generala o que "
                     "sea una Doble Generala. Cualquier tiro se puede anotar en cualquier "
                     "categoría, con 0 si no corresponde. Las opciones dan Doble Generala, "
                     "escaleras que dan la vuelta, un 1 en lugar del 2 en las escaleras y las "
                     "demás variantes habituales."});
  if (game == "crag")
    return composed({"Crag: 3 dice, 2 throws (throw all three, keep any, throw the rest once "
                     "more), 13 categories. ",
                     "Crag: 3 dados, 2 jogadas (jogue os três, guarde os que quiser, jogue o resto "
                     "mais uma vez), 13 casas. ",
                     "Crag: 3 dados, 2 tiros (tirá los tres, guardá los que quieras, tirá el resto "
                     "una vez más), 13 categorías. "},
                    {"\nCategories: crag (total 13 with two equal dice) 50; thirteen (total 13) "
                     "26; high straight 4-5-6, low straight 1-2-3, even straight 2-4-6, odd "
                     "straight 1-3-5: 20 each; three of a kind 25; 6..1 the number times its "
                     "count. A 0 may be written only when the throw qualifies for no open category "
                     "(a number needs at least one die showing it); scratch=any allows a 0 "
                     "anywhere.",
                     "\nCasas: Crag (total 13 com dois dados iguais) 50; Treze (total 13) 26; "
                     "Sequência alta 4-5-6, Sequência baixa 1-2-3, Sequência par 2-4-6, Sequência "
                     "ímpar 1-3-5: 20 cada; Trinca 25; de Seis a Uns, o número vezes quantos "
                     "saíram. Um 0 só pode ser marcado quando a jogada não serve para nenhuma casa "
                     "livre (um número precisa de pelo menos um dado que o mostre); scratch=any "
                     "permite um 0 em qualquer casa.",
                     "\nCategorías: Crag (total 13 con dos dados iguales) 50; Trece (total 13) 26; "
                     "Escalera alta 4-5-6, Escalera baja 1-2-3, Escalera par 2-4-6, Escalera impar "
                     "1-3-5: 20 cada una; Trío 25; de Seis a Unos, el número por cuántos salieron. "
                     "Un 0 se puede anotar solo cuando el tiro no corresponde a ninguna categoría "
                     "libre (un número necesita al menos un dado que lo muestre); scratch=any "
                     "permite un 0 en cualquier lado."});
  if (game == "yahtzee")
    return composed({"Yahtzee: 5 dice, 3 throws, 13 categories. ",
                     "Yahtzee: 5 dados, 3 jogadas, 13 casas. ",
                     "Yahtzee: 5 dados, 3 tiros, 13 categorías. "},
                    {"\nUpper section 1..6 (number times count), 35 bonus points when they total "
                     "63 or more. three_kind and four_kind score the sum of all dice; full_house "
                     "25; small_straight (four in a row) 30; large_straight (five in a row) 40; "
                     "yahtzee (five of a kind) 50; chance the sum. Zeros may be written anywhere. "
                     "Each further yahtzee after a 50 in the yahtzee box earns 100 more, and may "
                     "be used as a joker (see the joker option).",
                     "\nParte de cima, de Ases a Seis (o número vezes quantos saíram): 35 pontos "
                     "de bônus quando somam 63 ou mais. Trinca e Quadra valem a soma de todos os "
                     "dados; Full-hand 25; Sequência baixa (quatro seguidos) 30; Sequência alta "
                     "(cinco seguidos) 40; Yahtzee (cinco iguais) 50; Chance a soma. Pode-se "
                     "marcar 0 em qualquer casa. Cada Yahtzee a mais, depois de um 50 na casa "
                     "Yahtzee, vale mais 100 e pode ser usado como curinga (veja a opção do "
                     "curinga).",
                     "\nParte de arriba, de Ases a Seis (el número por cuántos salieron): 35 "
                     "puntos de bonus cuando suman 63 o más. Trío y Póker valen la suma de todos "
                     "los dados; Full 25; Escalera corta (cuatro seguidos) 30; Escalera larga "
                     "(cinco seguidos) 40; Yahtzee (cinco iguales) 50; Chance la suma. Se puede "
                     "anotar 0 en cualquier categoría. Cada Yahtzee de más, después de un 50 en la "
                     "categoría Yahtzee, suma 100 más y se puede usar como comodín (mirá la opción "
                     "del comodín)."});
  return composed({"Yatzy (Scandinavian): 5 dice, 3 throws, 15 categories. ",
                   "Yatzy (escandinavo): 5 dados, 3 jogadas, 15 casas. ",
                   "Yatzy (escandinavo): 5 dados, 3 tiros, 15 categorías. "},
                  {"\nUpper section 1..6, 50 bonus points at 63 or more. pair: twice the highest "
                   "pair; two_pairs: the sum of two pairs of different values; three_kind and "
                   "four_kind: the value times 3 or 4; small_straight 1-2-3-4-5 = 15; "
                   "large_straight 2-3-4-5-6 = 20; full_house (three and two of different values) "
                   "the sum of the dice; chance the sum; yatzy (five of a kind) 50. Zeros may be "
                   "written anywhere.",
                   "\nParte de cima, de Uns a Seis: 50 pontos de bônus com 63 ou mais. Um par: o "
                   "dobro do par mais alto; Dois pares: a soma de dois pares de valores "
                   "diferentes; Trinca e Quadra: o valor vezes 3 ou 4; Sequência 1-5 (1-2-3-4-5) = "
                   "15; Sequência 2-6 (2-3-4-5-6) = 20; Full-hand (três e dois de valores "
                   "diferentes) a soma dos dados; Chance a soma; Yatzy (cinco iguais) 50. Pode-se "
                   "marcar 0 em qualquer casa.",
                   "\nParte de arriba, de Unos a Seis: 50 puntos de bonus con 63 o más. Un par: el "
                   "doble del par más alto; Dos pares: la suma de dos pares de valores distintos; "
                   "Trío y Póker: el valor por 3 o por 4; Escalera 1-5 (1-2-3-4-5) = 15; Escalera "
                   "2-6 (2-3-4-5-6) = 20; Full (tres y dos de valores distintos) la suma de los "
                   "dados; Chance la suma; Yatzy (cinco iguales) 50. Se puede anotar 0 en "
                   "cualquier categoría."});
}

}  // namespace cubilete::category

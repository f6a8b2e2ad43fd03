// Centenário's and Matterhorn's names, summaries and rules translated from the engine's English
// (`cubilete rules centenario`, `cubilete rules matterhorn`).
import type { AboutTranslations } from '../about';

export const CENTENARIO_ABOUT: AboutTranslations = {
  translates: '7db18c81',
  'pt-BR': {
    name: 'Centenário',
    summary: 'Centenário: corrida de 1 a 12 e de volta ao 1 com três dados, riscando sozinho',
    rules: 'Centenário: cada folha tem 24 números, de 1 a 12 e depois de 12 a 1. Uma vez é uma jogada de três dados. Os sete subconjuntos não vazios dos dados contam como distintos (valores iguais são dados diferentes); cada subconjunto pode ser usado uma vez por jogada, e um dado pode estar em vários subconjuntos. Enquanto um subconjunto não usado somar o seu próximo número, esse número é riscado. O primeiro a riscar o último 1 ganha na hora. Opção throw_again_after_scoring: uma jogada que risca alguma coisa dá direito a outra jogada. Sem decisões: o jogo se joga sozinho.',
  },
  'es-AR': {
    name: 'Centenário',
    summary: 'Centenário: carrera de 1 a 12 y de vuelta al 1 con tres dados, se tacha solo',
    rules: 'Centenário (Centenario): cada planilla tiene 24 números, del 1 al 12 y después del 12 al 1. Un turno es un tiro de tres dados. Los siete subconjuntos no vacíos de los dados cuentan como distintos (valores iguales son dados distintos); cada subconjunto se puede usar una vez por tiro, y un dado puede estar en varios subconjuntos. Mientras un subconjunto sin usar sume tu próximo número, ese número se tacha. El primero en tachar el último 1 gana en el acto. Opción throw_again_after_scoring: un tiro que tacha algo gana otro tiro. Sin decisiones: el juego se juega solo.',
  },
};

export const MATTERHORN_ABOUT: AboutTranslations = {
  translates: '6ce68726',
  'pt-BR': {
    name: 'Matterhorn',
    summary: 'Matterhorn: risque os números subindo e descendo a montanha, escolhendo como agrupar os dados',
    rules: 'Matterhorn: a folha do Centenário (linha 1: de 1 a 12, linha 2: de 12 a 1), uma jogada de três dados por vez. Divida os dados em grupos separados (alguns dados podem sobrar); a soma de cada grupo risca um número livre ainda não riscado. Os números da linha 1 estão livres em qualquer ordem; os da linha 2 só depois que toda a linha 1 estiver riscada, o que pode acontecer antes na mesma jogada. Cada dado serve para um número por jogada. Você pode escolher um lance menor; uma jogada sem grupo possível passa. Ganha quem completar primeiro a linha 2. Escreva os lances como `cross 2 11` (`row2` antes dos números da linha 2, quando importa). Opção either_row_from_start: as duas linhas estão livres desde o começo; aí é preciso completar a folha inteira para ganhar.',
  },
  'es-AR': {
    name: 'Matterhorn',
    summary: 'Matterhorn: tachá los números subiendo y bajando la montaña, eligiendo cómo agrupar los dados',
    rules: 'Matterhorn: la planilla del Centenário (fila 1: del 1 al 12, fila 2: del 12 al 1), un tiro de tres dados por turno. Repartí los dados en grupos separados (pueden sobrar dados); la suma de cada grupo tacha un número libre sin tachar. Los números de la fila 1 están libres en cualquier orden; los de la fila 2 solo cuando toda la fila 1 está tachada, lo que puede pasar antes en el mismo tiro. Cada dado sirve para un número por tiro. Podés elegir una jugada más chica; un tiro sin ningún grupo posible pasa. Gana el primero en completar la fila 2. Escribí las jugadas como `cross 2 11` (`row2` antes de los números de la fila 2, cuando importa). Opción either_row_from_start: las dos filas están libres desde el principio; entonces hay que completar toda la planilla para ganar.',
  },
};

// Multiplicação's name, summary and rules translated from the engine's English (`cubilete rules
// multiplicacao`).
import type { AboutTranslations } from '../about';

export const MULTIPLICACAO_ABOUT: AboutTranslations = {
  translates: '91a58a7e',
  'pt-BR': {
    name: 'Multiplicação',
    summary: 'Multiplicação: (a + b) x c com três dados, recusando trincas, pares e o último dado',
    rules: 'Multiplicação: `rounds` rodadas (10); em cada rodada cada jogador joga uma vez; ganha o maior total. Uma vez: jogue 3 dados e separe o maior (a); jogue os outros 2 e separe o maior (b); jogue o último dado (c). Pontos: (a + b) x c. Decisões: uma trinca na jogada de 3 dados pode ser recusada e os três jogados de novo, quantas vezes quiser; um par na jogada de 2 dados também; o último dado pode ser recusado uma vez, e o novo valor tem de ser aceito com uma multa: 4 a menos em a + b quando a + b é 10 ou mais, senão 3; pontos (a + b - multa) x c\', nunca menos de 0. Responda `accept` ou `refuse`.',
  },
  'es-AR': {
    name: 'Multiplicação',
    summary: 'Multiplicação: (a + b) x c con tres dados, rechazando tríos, pares y el último dado',
    rules: 'Multiplicação (Multiplicación): `rounds` rondas (10); en cada ronda cada jugador juega un turno; gana el mayor total. Un turno: tirá 3 dados y apartá el mayor (a); tirá los otros 2 y apartá el mayor (b); tirá el último dado (c). Puntos: (a + b) x c. Decisiones: tres iguales en el tiro de 3 dados se pueden rechazar y tirar los tres de nuevo, todas las veces que quieras; un par en el tiro de 2 dados, igual; el último dado se puede rechazar una vez, y el valor nuevo hay que aceptarlo con una multa: 4 menos en a + b cuando a + b es 10 o más, si no 3; puntos (a + b - multa) x c\', nunca menos de 0. Respondé `accept` o `refuse`.',
  },
};

// Damma's name, summary and rules translated from the engine's English (`cubilete rules damma`).
import type { AboutTranslations } from '../about';

export const DAMMA_ABOUT: AboutTranslations = {
  translates: 'b32eff3c',
  'pt-BR': {
    name: 'Damma',
    summary: 'Damma: tabuleiro 5x5 (ou 9x9), peças andam e comem nas 8 direções, Dammas voadoras, sopro',
    rules: 'Damma (Damma Kharberg): tabuleiro 5x5 com 12 peças para cada lado, ou, com board=9, tabuleiro 9x9 com 40 cada (colunas a-i, fileiras 1-9); cada casa toca as 8 vizinhas. As brancas (w) começam. Uma peça anda para uma casa vizinha vazia em qualquer direção. Uma captura salta uma peça inimiga vizinha para a casa vazia logo depois dela, em qualquer direção, e a mesma peça pode continuar comendo; você pode parar depois de qualquer salto, e comer nunca é obrigatório. As peças saltadas saem quando o lance termina e não podem ser saltadas duas vezes. Uma peça que termina o lance na última fileira vira Damma, que anda qualquer distância pelas 8 linhas e come voando sobre exatamente uma peça inimiga, parando logo depois dela (king_lands=any: em qualquer casa vazia depois dela). Sopro: uma peça está em falta quando seu dono fez um lance sem comer embora aquela peça pudesse comer, ou parou com ela uma captura múltipla que podia continuar. Só no lance seguinte, o adversário pode, em vez de jogar, assoprar (tirar) uma peça em falta. Sem peças, ou sem lance e sem sopro: você perde. Empates: tripla repetição (tabuleiro, vez, faltas), `draw_plies` lances sem captura nem sopro, ou acordo. Escreva d2-c3, b3xd3xd5 (cada casa de parada), huff c3, resign, offer draw, accept draw.',
  },
  'es-AR': {
    name: 'Damma',
    summary: 'Damma: tablero de 5x5 (o de 9x9), las piezas mueven y comen en las 8 direcciones, Dammas voladoras, soplo',
    rules: 'Damma (Damma Kharberg): tablero de 5x5 con 12 piezas por bando, o, con board=9, tablero de 9x9 con 40 cada uno (columnas a-i, filas 1-9); cada casilla toca a sus 8 vecinas. Empiezan las blancas (w). Una pieza avanza a una casilla vecina vacía en cualquier dirección. Una captura salta una pieza enemiga vecina a la casilla vacía de atrás, en cualquier dirección, y la misma pieza puede seguir comiendo; podés parar después de cualquier salto, y comer nunca es obligatorio. Las piezas saltadas salen cuando termina la jugada y no se pueden saltar dos veces. Una pieza que termina la jugada en la última fila se vuelve Damma, que mueve cualquier distancia por las 8 líneas y come volando sobre exactamente una pieza enemiga, cayendo justo detrás (king_lands=any: en cualquier casilla vacía detrás). Soplo: una pieza está en falta cuando su dueño hizo una jugada sin comer aunque esa pieza podía comer, o cortó con ella una captura múltiple que podía seguir. Solo en la jugada siguiente, el rival puede, en lugar de mover, soplar (sacar) una pieza en falta. Sin piezas, o sin jugada y sin soplo: perdés. Tablas: triple repetición (tablero, turno, faltas), `draw_plies` jugadas sin captura ni soplo, o acuerdo. Escribí d2-c3, b3xd3xd5 (cada casilla donde cae), huff c3, resign, offer draw, accept draw.',
  },
};

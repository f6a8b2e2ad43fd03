// Flores Amarradas' name, summary and rules translated from the engine's English (`cubilete rules
// flores_amarradas`).
import type { AboutTranslations } from '../about';

export const FLORES_ABOUT: AboutTranslations = {
  translates: '6d30ae5b',
  'pt-BR': {
    name: 'Flores Amarradas',
    summary: 'Flores Amarradas: a banca contra todos, apostas em 4-5-6, trincas e pontos',
    rules: 'Flores Amarradas: quem somar mais com três dados fica com a banca (empates jogam de novo). A cada rodada os outros apostam um múltiplo de 3 fichas (bet_mode=each, limitado por max_bet se houver; todas as apostas juntas não passam do que a banca tem) ou, com bet_mode=cover, a banca põe um valor múltiplo de 3 e os outros, na ordem dos lugares, cobrem partes dele (pelo menos 3 enquanto sobrar algo). Jogadas: 4-5-6 Flores Amarradas, qualquer trinca, um par com um 6 (Seis Alto) ganham; 1-2-3 (Dragão Dançante) e um par com um 1 (Ás Negativo) perdem; um par com um 2, 3, 4 ou 5 é um ponto desse valor; qualquer outra se joga de novo. A banca joga primeiro: se ganha, leva todas as apostas; se perde, paga todas; um ponto manda cada apostador jogar contra ele: ganhar, perder, ou ponto contra ponto, em que o ponto maior leva um terço da aposta por ponto de diferença (pontos iguais: nada). A banca passa ao primeiro apostador que vencer o ponto com 4-5-6 ou uma trinca (bank_passing=rotate: ao lugar seguinte a cada rodada). A partida dura `rounds` rodadas, ou acaba quando um jogador tem menos de 3 fichas. Ganha quem tiver mais fichas. Escreva `bet 6`, `stake 30`, `cover 9`.',
  },
  'es-AR': {
    name: 'Flores Amarradas',
    summary: 'Flores Amarradas: la banca contra todos, apuestas a 4-5-6, tríos y puntos',
    rules: 'Flores Amarradas: quien suma más con tres dados se queda con la banca (los empates tiran de nuevo). En cada ronda los demás apuestan un múltiplo de 3 fichas (bet_mode=each, con el tope de max_bet si lo hay; todas las apuestas juntas no más de lo que tiene la banca) o, con bet_mode=cover, la banca pone un monto múltiplo de 3 y los demás, en el orden de los lugares, cubren partes de él (al menos 3 mientras quede algo). Tiros: 4-5-6 Flores Amarradas, cualquier trío, un par con un 6 (Seis Alto) ganan; 1-2-3 (Dragão Dançante) y un par con un 1 (Ás Negativo) pierden; un par con un 2, 3, 4 o 5 es un punto de ese valor; cualquier otro se tira de nuevo. La banca tira primero: si gana se lleva todas las apuestas, si pierde las paga todas, y un punto manda a cada apostador a tirar contra él: ganar, perder, o punto contra punto, donde el punto más alto cobra un tercio de la apuesta por punto de diferencia (puntos iguales: nada). La banca pasa al primer apostador que le ganó al punto con 4-5-6 o un trío (bank_passing=rotate: al lugar siguiente en cada ronda). La partida dura `rounds` rondas, o termina cuando un jugador tiene menos de 3 fichas. Gana quien tenga más fichas. Escribí `bet 6`, `stake 30`, `cover 9`.',
  },
};

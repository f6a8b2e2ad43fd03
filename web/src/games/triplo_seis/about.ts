// Triplo Seis' name, summary and rules translated from the engine's English (`cubilete rules
// triplo_seis`).
import type { AboutTranslations } from '../about';

export const TRIPLO_ABOUT: AboutTranslations = {
  translates: 'e8b4ebaa',
  'pt-BR': {
    name: 'Triplo Seis',
    summary: 'Triplo Seis: blefe com três dados debaixo de um copo; os cantos têm de subir; acreditar ou duvidar',
    rules: 'Triplo Seis: três dados debaixo de um copo que só quem o segura vê. Um canto são três algarismos do maior ao menor, de 111 a 666, comparados como números; os dados se leem do mesmo jeito (6-4-4 dá 644). O primeiro jogador da rodada põe uma ficha na mesa, joga escondido e canta o que quiser. Cada jogador seguinte põe uma ficha na mesa e acredita ou duvida. Acreditar: olhar debaixo do copo, jogar de novo de 0 a 3 dados escondido (todos veem quantos) e cantar mais alto que antes, verdade ou não. Duvidar: os dados são mostrados; se dão pelo menos o canto, ganha quem cantou, senão quem duvidou. Não se pode duvidar de 111; de 666 é preciso duvidar. Quem ganha leva a mesa e quem perde paga a quem ganhou uma multa igual ao que estava na mesa. `rounds` rodadas, cada uma começada pelo jogador seguinte; a partida também acaba quando um jogador não tem ficha para pôr na mesa. Ganha quem tiver mais fichas. Escreva `believe`, `doubt`, `keep 4-4` (ou `rethrow 2`, `keep none`, `keep all`), `call 654`.',
  },
  'es-AR': {
    name: 'Triplo Seis',
    summary: 'Triplo Seis: mentira con tres dados bajo el cubilete; los cantos tienen que subir; creer o dudar',
    rules: 'Triplo Seis (Triple Seis): tres dados bajo un cubilete que solo ve quien lo tiene. Un canto son tres cifras de mayor a menor, de 111 a 666, comparadas como números; los dados se leen igual (6-4-4 da 644). El primer jugador de la ronda pone una ficha en la mesa, tira a escondidas y canta lo que quiera. Cada jugador siguiente pone una ficha en la mesa y cree o duda. Creer: mirar bajo el cubilete, volver a tirar de 0 a 3 dados a escondidas (todos ven cuántos) y cantar más alto que antes, sea verdad o no. Dudar: se muestran los dados; si dan al menos el canto gana quien cantó, si no quien dudó. De 111 no se puede dudar; de 666 hay que dudar. El ganador se lleva la mesa y el perdedor le paga al ganador una multa igual a lo que había en la mesa. `rounds` rondas, cada una empezada por el jugador siguiente; la partida también termina cuando un jugador no tiene ficha para poner. Gana quien tenga más fichas. Escribí `believe`, `doubt`, `keep 4-4` (o `rethrow 2`, `keep none`, `keep all`), `call 654`.',
  },
};

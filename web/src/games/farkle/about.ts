// Farkle's name, summary and rules translated from the engine's English (`cubilete rules farkle`).
import type { AboutTranslations } from '../about';

export const FARKLE_ABOUT: AboutTranslations = {
  translates: '0f0f3ce5',
  'pt-BR': {
    name: 'Farkle',
    summary: 'Farkle: 6 dados, arrisque até 10.000 (regras suecas: entrada 500, rodada final)',
    rules: 'Farkle: 6 dados. Na sua vez, jogue os seis. Separe pelo menos uma combinação que pontue nessa jogada (cada dado separado tem de fazer parte de uma combinação formada nesta jogada) e então guarde o total da vez ou jogue os dados que restam. Depois de separar os seis (dados quentes), você pode jogar os seis de novo. Uma jogada sem nada que pontue é um farkle: o total da vez se perde. Um jogador com 0 pontos só pode guardar um total da vez de pelo menos `entry` (500). Quando um jogador guarda os pontos e chega a `target` (10.000), cada um dos outros, na ordem dos lugares, tem uma última vez, em que não pode guardar os pontos enquanto sua pontuação não passar da melhor até então; ganha a maior pontuação. Com `turns` N (0: nenhum), a partida é em vez disso N vezes para cada jogador, e ganha a maior pontuação.\n'
      + 'Pontos (vale a leitura que dá mais): cada 1 = 100; cada 5 = 50; três 1 = 300; três 2/3/4/5/6 = 200/300/400/500/600; quatro iguais = 1000; cinco iguais = 2000; seis iguais = 3000; duas trincas = 2500; três pares (ou quatro iguais e um par) = 1500; sequência 1-2-3-4-5-6 = 1500 (três 1: opção three_ones).',
  },
  'es-AR': {
    name: 'Farkle',
    summary: 'Farkle: 6 dados, arriesgá hasta 10.000 (reglas suecas: entrada 500, ronda final)',
    rules: 'Farkle: 6 dados. En tu turno tirá los seis. Apartá al menos una combinación que sume de ese tiro (cada dado apartado tiene que ser parte de una combinación hecha en este tiro) y después anotá el total del turno o tirá los dados que quedan. Si apartaste los seis (dados calientes), podés tirar los seis de nuevo. Un tiro sin nada que sume es un farkle: se pierde el total del turno. Un jugador con 0 puntos solo puede anotar un total del turno de al menos `entry` (500). Cuando un jugador anota y llega a `target` (10.000), cada uno de los demás, en el orden de los lugares, tiene un último turno, en el que no puede anotar hasta que su puntaje supere el mejor hasta ese momento; gana el puntaje más alto. Con `turns` N (0: ninguno), la partida es en cambio N turnos para cada jugador, y gana el puntaje más alto.\n'
      + 'Puntos (cuenta la lectura que más suma): cada 1 = 100; cada 5 = 50; tres 1 = 300; tres 2/3/4/5/6 = 200/300/400/500/600; cuatro iguales = 1000; cinco iguales = 2000; seis iguales = 3000; dos tríos = 2500; tres pares (o cuatro iguales y un par) = 1500; escalera 1-2-3-4-5-6 = 1500 (tres 1: opción three_ones).',
  },
};

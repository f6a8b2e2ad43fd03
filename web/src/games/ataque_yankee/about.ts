// Ataque Yankee's name, summary and rules translated from the engine's English (`cubilete rules
// ataque_yankee`).
import type { AboutTranslations } from '../about';

export const YANKEE_ABOUT: AboutTranslations = {
  translates: '3723b837',
  'pt-BR': {
    name: 'Ataque Yankee',
    summary: 'Ataque Yankee: o maior de 3, o maior de 2, o último dado, bônus por trincas e pares',
    rules: 'Ataque Yankee: uma vez joga 3 dados e separa o maior, joga 2 e separa o maior, joga o último dado. A vez vale a soma dos três dados separados, +30 se a jogada de 3 dados foi trinca, +15 se a de 2 dados foi par. O primeiro a chegar a `target` (100) ganha na hora (finish_round=true: a rodada termina e ganha o maior total). Fichas: cada perdedor paga ao vencedor a diferença dos totais. Sem decisões.',
  },
  'es-AR': {
    name: 'Ataque Yankee',
    summary: 'Ataque Yankee: el mayor de 3, el mayor de 2, el último dado, bonus por tríos y pares',
    rules: 'Ataque Yankee: un turno tira 3 dados y aparta el mayor, tira 2 y aparta el mayor, tira el último dado. El turno vale la suma de los tres dados apartados, +30 si el tiro de 3 dados fue un trío, +15 si el de 2 dados fue un par. El primero en llegar a `target` (100) gana en el acto (finish_round=true: se termina la ronda y gana el mayor total). Fichas: cada perdedor le paga al ganador la diferencia de totales. Sin decisiones.',
  },
};

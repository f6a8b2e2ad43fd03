// Buck Dice's table, the point number's throw and the rule options, in words.
import type { Translations } from '../../i18n/translations';

const en = {
  round: 'Round {round}',
  target: 'Exactly {n} to win',
  pointNumber: 'Point number',
  throwPoint: 'Throw the point die',
  throw: 'Throw 3 dice',
  outcomes: {
    big_buck: 'Big Buck! Three of the point number: wins at once.',
    little_buck: 'Little Buck: +5, throws again.',
    points: '+{n}, throws again.',
    nothing: 'nothing: the turn is over.',
    over_target: 'would pass {target}: nothing, the turn is over.',
  } as Record<string, string>,
  optionLabels: { target: 'Points to win' } as Record<string, string>,
};

export const BUCK: Translations<typeof en> = {
  en,
  'pt-BR': {
    round: 'Rodada {round}',
    target: 'Exatamente {n} para ganhar',
    pointNumber: 'Número da rodada',
    throwPoint: 'Jogar o dado do número',
    throw: 'Jogar 3 dados',
    outcomes: {
      big_buck: 'Big Buck! Três do número da rodada: ganha na hora.',
      little_buck: 'Little Buck: +5, joga de novo.',
      points: '+{n}, joga de novo.',
      nothing: 'nada: a vez acabou.',
      over_target: 'passaria de {target}: nada, a vez acabou.',
    },
    optionLabels: { target: 'Pontos para ganhar' },
  },
  'es-AR': {
    round: 'Ronda {round}',
    target: 'Exactamente {n} para ganar',
    pointNumber: 'Número de la ronda',
    throwPoint: 'Tirar el dado del número',
    throw: 'Tirar 3 dados',
    outcomes: {
      big_buck: '¡Big Buck! Tres del número de la ronda: gana en el acto.',
      little_buck: 'Little Buck: +5, tira de nuevo.',
      points: '+{n}, tira de nuevo.',
      nothing: 'nada: se terminó el turno.',
      over_target: 'se pasaría de {target}: nada, se terminó el turno.',
    },
    optionLabels: { target: 'Puntos para ganar' },
  },
};

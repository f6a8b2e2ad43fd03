// Multiplicação's table, its decisions and its advisor's measure (the turn's score), in words.
import type { Translations } from '../../i18n/translations';

const en = {
  round: 'Round {round} of {rounds}',
  formulaLabel: 'This turn: (a + b) × c',
  penalty: 'penalty',
  whoseTurn: '{name}\'s turn',
  stage: { one: 'the last die', other: '{n} dice to throw' },
  tripleQuestion: 'A triple of {v}s: keep {v} as a, or throw all three again?',
  doubleQuestion: 'A double of {v}s: keep {v} as b (a = {a}), or throw both again?',
  lastQuestion: 'The last die shows {c}: ({a} + {b}) × {c} = {score}. Or throw it again once: ({a} + {b} − {p}) = {left} times the new die.',
  penaltyLegend: '− 3 or − 4 in a sum: the penalty for throwing the last die again (4 when a + b is 10 or more, else 3).',
  advice: {
    value: 'turn score',
    explain: 'Turn points: the average of (a + b) × c for this turn, if you decide without mistakes.',
  },
};

export const MULT: Translations<typeof en> = {
  en,
  'pt-BR': {
    round: 'Rodada {round} de {rounds}',
    formulaLabel: 'Esta vez: (a + b) × c',
    penalty: 'multa',
    whoseTurn: 'Vez de {name}',
    stage: { one: 'o último dado', other: '{n} dados para jogar' },
    tripleQuestion: 'Trinca de {v}: ficar com {v} como a ou jogar os três de novo?',
    doubleQuestion: 'Par de {v}: ficar com {v} como b (a = {a}) ou jogar os dois de novo?',
    lastQuestion: 'O último dado deu {c}: ({a} + {b}) × {c} = {score}. Ou jogar de novo uma vez: ({a} + {b} − {p}) = {left} vezes o novo dado.',
    penaltyLegend: '− 3 ou − 4 na conta: a multa por jogar de novo o último dado (4 quando a + b dá 10 ou mais, senão 3).',
    advice: {
      value: 'pontos da vez',
      explain: 'Pontos da vez: a média de (a + b) × c nesta vez, se você decidir sem erros.',
    },
  },
  'es-AR': {
    round: 'Ronda {round} de {rounds}',
    formulaLabel: 'Este turno: (a + b) × c',
    penalty: 'multa',
    whoseTurn: 'Turno de {name}',
    stage: { one: 'el último dado', other: '{n} dados por tirar' },
    tripleQuestion: 'Tres de {v}: ¿quedarte con {v} como a, o tirar los tres de nuevo?',
    doubleQuestion: 'Par de {v}: ¿quedarte con {v} como b (a = {a}), o tirar los dos de nuevo?',
    lastQuestion: 'El último dado salió {c}: ({a} + {b}) × {c} = {score}. O tirarlo de nuevo una vez: ({a} + {b} − {p}) = {left} por el dado nuevo.',
    penaltyLegend: '− 3 o − 4 en la cuenta: la multa por tirar de nuevo el último dado (4 cuando a + b da 10 o más, si no 3).',
    advice: {
      value: 'puntos del turno',
      explain: 'Puntos del turno: el promedio de (a + b) × c en este turno, si decidís sin errores.',
    },
  },
};

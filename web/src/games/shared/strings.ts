// What the dice games say alike (the button of a throw, a turn not played yet; a throw, a keep and
// where a decision was taken are the engine's words: words.json) and the chips of the games played
// for chips: who paid whom, and why.
import type { Lang } from '../../i18n/langs';
import type { Translations } from '../../i18n/translations';

const diceEn = {
  throwN: { one: 'Throw the last die', other: 'Throw {n} dice' },
  noTurnYet: 'no turn yet',
};

/** The labels of the `dice` rule option (dice by position), which the category games and Farkle share. */
export const DICE_OPTION_LABELS: Record<Lang, Record<string, string>> = {
  en: {
    dice: 'Dice',
    'dice.sequential': 'drawn throw by throw',
    'dice.duplicate': 'the same for every seat',
  },
  'pt-BR': {
    dice: 'Dados',
    'dice.sequential': 'sorteio a cada lançamento',
    'dice.duplicate': 'os mesmos para todos',
  },
  'es-AR': {
    dice: 'Dados',
    'dice.sequential': 'sorteo en cada tirada',
    'dice.duplicate': 'los mismos para todos',
  },
};

export const DICE_WORDS: Translations<typeof diceEn> = {
  en: diceEn,
  'pt-BR': {
    throwN: { one: 'Jogar o último dado', other: 'Jogar {n} dados' },
    noTurnYet: 'ainda não jogou',
  },
  'es-AR': {
    throwN: { one: 'Tirar el último dado', other: 'Tirar {n} dados' },
    noTurnYet: 'todavía no jugó',
  },
};

const chipsEn = {
  title: 'Chips',
  finalSettlement: 'Settlement',
  settlement: 'Who paid whom',
  roundSettlement: 'Round {round}: who paid whom',
  allMoves: 'Every chip moved ({n})',
  paid: '{from} → {to}: {n}',
  theTable: 'the table',
  reasons: {
    ante: 'a chip on the table',
    table: 'wins the table',
    fine: 'the fine: as much as was on the table',
    difference: 'the difference of totals, {a} − {b}',
    short: 'the target less the points, {target} − {points}',
    noPoints: 'no points: double the target, 2 × {target}',
    bankerThrow: 'the banker threw {kind}',
    bettorThrow: 'threw {kind}',
    point: 'point {mine} against the banker\'s {banker}: a third of the bet per point',
  },
};

export const CHIPS: Translations<typeof chipsEn> = {
  en: chipsEn,
  'pt-BR': {
    title: 'Fichas',
    finalSettlement: 'Acerto de contas',
    settlement: 'Quem pagou a quem',
    roundSettlement: 'Rodada {round}: quem pagou a quem',
    allMoves: 'Todas as fichas que mudaram de mão ({n})',
    paid: '{from} → {to}: {n}',
    theTable: 'a mesa',
    reasons: {
      ante: 'uma ficha na mesa',
      table: 'leva a mesa',
      fine: 'a multa: tanto quanto havia na mesa',
      difference: 'a diferença dos totais, {a} − {b}',
      short: 'a meta menos os pontos, {target} − {points}',
      noPoints: 'sem pontos: o dobro da meta, 2 × {target}',
      bankerThrow: 'a banca tirou {kind}',
      bettorThrow: 'tirou {kind}',
      point: 'ponto {mine} contra o {banker} da banca: um terço da aposta por ponto',
    },
  },
  'es-AR': {
    title: 'Fichas',
    finalSettlement: 'Liquidación',
    settlement: 'Quién le pagó a quién',
    roundSettlement: 'Ronda {round}: quién le pagó a quién',
    allMoves: 'Todas las fichas que cambiaron de mano ({n})',
    paid: '{from} → {to}: {n}',
    theTable: 'la mesa',
    reasons: {
      ante: 'una ficha a la mesa',
      table: 'se lleva la mesa',
      fine: 'la multa: tanto como había en la mesa',
      difference: 'la diferencia de totales, {a} − {b}',
      short: 'la meta menos los puntos, {target} − {points}',
      noPoints: 'sin puntos: el doble de la meta, 2 × {target}',
      bankerThrow: 'la banca sacó {kind}',
      bettorThrow: 'sacó {kind}',
      point: 'punto {mine} contra el {banker} de la banca: un tercio de la apuesta por punto',
    },
  },
};

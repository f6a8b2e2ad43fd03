// Centenário and Matterhorn: one table (the sheets), one wording; Matterhorn's advisor counts the
// throws still needed.
import { number } from '../../i18n';
import type { GameUi } from '../game-ui';
import { RaceTable } from './RaceTable';
import { RACE } from './strings';
import { centenarioWording, matterhornWording } from './wording';

export const centenario: GameUi = { Table: RaceTable, wording: centenarioWording };

export const matterhorn: GameUi = {
  Table: RaceTable,
  wording: matterhornWording,
  // the advisor ranks by minus the throws to go (more is better): shown as throws, a loss as throws more
  measure(_m, lang) {
    const a = RACE[lang].advice;
    const n2 = (x: number) => number(lang, x, 2);
    return { title: a.title, value: a.value, loss: a.loss, show: (x) => n2(-x), showLoss: n2, lossSign: '+', lost: a.lost, chart: a.chart };
  },
};

/** The games of this folder by id: the registry finds them here (registry.ts). */
export const games: Record<string, GameUi> = { centenario, matterhorn };

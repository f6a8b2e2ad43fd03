// Triplo Seis: its table, its words, and its advisor: the exact chance of each keep under the cup
// reading above the call (the server's table policy says it advises only keeps).
import { chanceMeasure } from '../../components/measure';
import type { GameUi } from '../game-ui';
import { TRIPLO } from './strings';
import { TriploSeisTable } from './TriploSeisTable';
import { triploWording } from './wording';

export const triplo_seis: GameUi = {
  Table: TriploSeisTable,
  wording: triploWording,
  measure: (m, lang) => chanceMeasure(m, lang, TRIPLO[lang].advice.title),
};

/** The games of this folder by id: the registry finds them here (registry.ts). */
export const games: Record<string, GameUi> = { triplo_seis };

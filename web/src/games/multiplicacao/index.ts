// Multiplicação: its table, its words, and its advisor's measure (the turn's expected score).
import { pointsMeasure } from '../../components/measure';
import type { GameUi } from '../game-ui';
import { MultiplicacaoTable } from './MultiplicacaoTable';
import { MULT } from './strings';
import { multiplicacaoWording } from './wording';

export const multiplicacao: GameUi = {
  Table: MultiplicacaoTable,
  wording: multiplicacaoWording,
  measure: (m, lang) => pointsMeasure(m, lang, MULT[lang].advice),
};

/** The games of this folder by id: the registry finds them here (registry.ts). */
export const games: Record<string, GameUi> = { multiplicacao };

// Farkle: its table, its words, and its advisor's measure (the points this turn banks).
import { pointsMeasure } from '../../components/measure';
import type { GameUi } from '../game-ui';
import { DICE_OPTION_LABELS } from '../shared/strings';
import { FarkleTable } from './FarkleTable';
import { FARKLE } from './strings';
import { farkleWording } from './wording';

export const farkle: GameUi = {
  Table: FarkleTable,
  wording: farkleWording,
  options: (lang) => ({ ...FARKLE[lang].optionLabels, ...DICE_OPTION_LABELS[lang] }),
  measure: (m, lang) => pointsMeasure(m, lang, FARKLE[lang].advice),
};

/** The games of this folder by id: the registry finds them here (registry.ts). */
export const games: Record<string, GameUi> = { farkle };

// Damma: the board, its moves in words, and the engine as its advisor (the server's table policy
// says it advises only in games against bots, and that Damma throws no dice).
import type { GameUi } from '../game-ui';
import { DammaTable } from './DammaTable';
import { EngineSummary, engineMeasure } from './engine';
import { DAMMA } from './strings';
import { dammaWording } from './wording';

export const damma: GameUi = {
  Table: DammaTable,
  wording: dammaWording,
  measure: engineMeasure,
  HintSummary: EngineSummary,
  options: (lang) => DAMMA[lang].optionLabels,
};

/** The games of this folder by id: the registry finds them here (registry.ts). */
export const games: Record<string, GameUi> = { damma };

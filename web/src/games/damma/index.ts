// Damma: the board, its moves in words, and the engine as its advisor (only in games against bots:
// between people the server refuses it, as it would play for one of them).
import type { GameUi } from '../game-ui';
import { DAMMA_ABOUT } from './about';
import { DammaTable } from './DammaTable';
import { EngineSummary, engineMeasure } from './engine';
import { dammaWording } from './wording';

export const damma: GameUi = {
  Table: DammaTable,
  wording: dammaWording,
  about: DAMMA_ABOUT,
  measure: engineMeasure,
  HintSummary: EngineSummary,
  adviceAgainstBotsOnly: true,
  withoutDice: true,
};

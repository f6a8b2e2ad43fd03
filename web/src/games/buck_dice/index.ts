// Buck Dice: its table and its words (a game without decisions, so without an advisor).
import type { GameUi } from '../game-ui';
import { BuckDiceTable } from './BuckDiceTable';
import { BUCK } from './strings';
import { buckWording } from './wording';

export const buck_dice: GameUi = {
  Table: BuckDiceTable, wording: buckWording, options: (lang) => BUCK[lang].optionLabels,
};

/** The games of this folder by id: the registry finds them here (registry.ts). */
export const games: Record<string, GameUi> = { buck_dice };

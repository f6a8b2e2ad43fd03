// Ataque Yankee: its table and its words (a game without decisions, so without an advisor).
import type { GameUi } from '../game-ui';
import { AtaqueYankeeTable } from './AtaqueYankeeTable';
import { YANKEE } from './strings';
import { yankeeWording } from './wording';

export const ataque_yankee: GameUi = {
  Table: AtaqueYankeeTable, wording: yankeeWording, options: (lang) => YANKEE[lang].optionLabels,
};

/** The games of this folder by id: the registry finds them here (registry.ts). */
export const games: Record<string, GameUi> = { ataque_yankee };

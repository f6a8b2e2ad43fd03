// Flores Amarradas: its table and its words (its odds are in the table, its bots need no advisor).
import type { GameUi } from '../game-ui';
import { FloresTable } from './FloresTable';
import { floresWording } from './wording';

export const flores_amarradas: GameUi = { Table: FloresTable, wording: floresWording };

/** The games of this folder by id: the registry finds them here (registry.ts). */
export const games: Record<string, GameUi> = { flores_amarradas };

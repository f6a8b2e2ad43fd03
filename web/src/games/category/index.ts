// The five category games: one table (dice and cards), each with its own card (categories.ts); the
// advisor's measure is the card's expected total (the default).
import type { GameUi } from '../game-ui';
import { DICE_OPTION_LABELS } from '../shared/strings';
import { CategoryTable } from './CategoryTable';
import { CARDS } from './categories';
import { CATEGORY } from './strings';
import { categoryWording, type CategoryGameId } from './wording';

const categoryGame = (id: CategoryGameId): GameUi => ({
  Table: CategoryTable, wording: categoryWording(id, CARDS[id]), options: (lang) => ({ ...CATEGORY[lang].optionLabels, ...DICE_OPTION_LABELS[lang] }),
});

export const general = categoryGame('general');
export const generala = categoryGame('generala');
export const crag = categoryGame('crag');
export const yahtzee = categoryGame('yahtzee');
export const yatzy = categoryGame('yatzy');

/** The games of this folder by id: the registry finds them here (registry.ts). */
export const games: Record<string, GameUi> = { general, generala, crag, yahtzee, yatzy };

// The five category games: one table (dice and cards), each with its own card names and rules; the
// advisor's measure is the card's expected total (the default).
import type { AboutTranslations } from '../about';
import type { GameUi } from '../game-ui';
import { DICE_OPTION_LABELS } from '../shared/strings';
import { CategoryTable } from './CategoryTable';
import { CARDS } from './categories';
import { CRAG_ABOUT } from './crag';
import { GENERAL_ABOUT } from './general';
import { GENERALA_ABOUT } from './generala';
import { CATEGORY } from './strings';
import { categoryWording, type CategoryGameId } from './wording';
import { YAHTZEE_ABOUT } from './yahtzee';
import { YATZY_ABOUT } from './yatzy';

const categoryGame = (id: CategoryGameId, about: AboutTranslations): GameUi => ({
  Table: CategoryTable, wording: categoryWording(id, CARDS[id]), about, options: (lang) => ({ ...CATEGORY[lang].optionLabels, ...DICE_OPTION_LABELS[lang] }),
});

export const general = categoryGame('general', GENERAL_ABOUT);
export const generala = categoryGame('generala', GENERALA_ABOUT);
export const crag = categoryGame('crag', CRAG_ABOUT);
export const yahtzee = categoryGame('yahtzee', YAHTZEE_ABOUT);
export const yatzy = categoryGame('yatzy', YATZY_ABOUT);

/** The games of this folder by id: the registry finds them here (registry.ts). */
export const games: Record<string, GameUi> = { general, generala, crag, yahtzee, yatzy };

// Damma's words that the engine's terminal says too, as the engine writes them (words.json): the
// sides, how the running account tells a huff, a resignation and a draw, and the huff's button.
import type { Lang } from '../../i18n';
import { GAME_WORDS } from '../about';

const words = GAME_WORDS.damma?.words ?? {};

/** "White" / "Brancas" / "Blancas" for 'w', the black side's name for 'b'. */
export const sideWord = (lang: Lang, side: 'w' | 'b'): string => words.sides[side === 'w' ? 'white' : 'black'][lang];

export type DammaLogKey = 'huffed' | 'resigned' | 'offeredDraw' | 'acceptedDraw';
export const logWord = (lang: Lang, key: DammaLogKey): string => words.log[key][lang];

/** "move {n}, {side} to play": where a decision was taken. */
export const whereWord = (lang: Lang): string => words.where.situation[lang];

/** "Huff {square}" in the language. */
export const huffLabel = (lang: Lang): string => words.choices.huff[lang];

// What the dice games' logs and choices say alike: a throw, the dice kept, and where a decision on
// the dice was taken ("6 5 set aside, dice 3": Multiplicação; "dice 1 4 6": Matterhorn).
import { fmt, type Lang } from '../../i18n';
import { DICE_MOVE_WORDS } from '../about';

/** Dice as the log writes them: "3 3 5". */
export const spaced = (dice: readonly number[]) => dice.join(' ');

export const threwLine = (lang: Lang, dice: readonly number[], who: string) => fmt(DICE_MOVE_WORDS.threw[lang], { who, dice: spaced(dice) });

/** "Ana kept 5 5"; keeping none is throwing them all again. */
export function keptLine(lang: Lang, dice: readonly number[], who: string): string {
  return dice.length === 0 ? fmt(DICE_MOVE_WORDS.keptNone[lang], { who }) : fmt(DICE_MOVE_WORDS.kept[lang], { who, dice: spaced(dice) });
}

export function keepLabel(lang: Lang, dice: readonly number[]): string {
  return dice.length === 0 ? DICE_MOVE_WORDS.keepNone[lang] : fmt(DICE_MOVE_WORDS.keep[lang], { dice: spaced(dice) });
}

/** A decision on thrown dice, with the values set aside before it: "dice 3 5", "6 set aside, dice 3 5". */
export function diceSituation(lang: Lang, dice: readonly number[], setAside: readonly number[] = []): string {
  const words = setAside.length ? DICE_MOVE_WORDS.whereSetAside : DICE_MOVE_WORDS.whereDice;
  return fmt(words[lang], { dice: spaced(dice), kept: spaced(setAside) });
}

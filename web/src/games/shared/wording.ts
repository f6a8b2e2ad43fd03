// What the dice games' logs and choices say alike: a throw, the dice kept, and where a decision on
// the dice was taken ("6 5 set aside, dice 3": Multiplicação; "dice 1 4 6": Matterhorn).
import { fmt, type Lang } from '../../i18n';
import { DICE_WORDS } from './strings';

/** Dice as the log writes them: "3 3 5". */
export const spaced = (dice: readonly number[]) => dice.join(' ');

export const threwLine = (lang: Lang, dice: readonly number[], who: string) => fmt(DICE_WORDS[lang].log.threw, { who, dice: spaced(dice) });

/** "Ana kept 5 5"; keeping none is throwing them all again. */
export function keptLine(lang: Lang, dice: readonly number[], who: string): string {
  const log = DICE_WORDS[lang].log;
  return dice.length === 0 ? fmt(log.keptNone, { who }) : fmt(log.kept, { who, dice: spaced(dice) });
}

export function keepLabel(lang: Lang, dice: readonly number[]): string {
  const choices = DICE_WORDS[lang].choices;
  return dice.length === 0 ? choices.keepNone : fmt(choices.keep, { dice: spaced(dice) });
}

/** A decision on thrown dice, with the values set aside before it: "dice 3 5", "6 set aside, dice 3 5". */
export function diceSituation(lang: Lang, dice: readonly number[], setAside: readonly number[] = []): string {
  const words = DICE_WORDS[lang].where;
  return fmt(setAside.length ? words.setAside : words.dice, { dice: spaced(dice), kept: spaced(setAside) });
}

// What the dice games' logs and choices say alike: a throw, the dice kept, and where a decision on
// the dice was taken ("round 2, set aside 6, dice 3-5": Multiplicação; "dice 1-4-6": Matterhorn).
import { fmt, type Lang } from '../../i18n';
import { DICE_WORDS } from './strings';

/** Dice as the log writes them: "3 3 5". */
export const spaced = (dice: number[]) => dice.join(' ');

export const threwLine = (lang: Lang, dice: number[], who: string) => fmt(DICE_WORDS[lang].log.threw, { who, dice: spaced(dice) });

/** "Ana kept 5 5"; keeping none is throwing them all again. */
export function keptLine(lang: Lang, dice: number[], who: string): string {
  const log = DICE_WORDS[lang].log;
  return dice.length === 0 ? fmt(log.keptNone, { who }) : fmt(log.kept, { who, dice: spaced(dice) });
}

export function keepLabel(lang: Lang, dice: number[]): string {
  const choices = DICE_WORDS[lang].choices;
  return dice.length === 0 ? choices.keepNone : fmt(choices.keep, { dice: spaced(dice) });
}

/** A decision on thrown dice, with the dice set aside before it: "dice 3 5", "6 set aside, dice 3 5". */
export function diceSituation(lang: Lang, where: string): string | undefined {
  const m = where.match(/^(?:round (\d+), )?(?:set aside ([1-6](?:,[1-6])?), )?dice ([1-6](?:-[1-6])*)$/);
  if (!m) return undefined;
  const words = DICE_WORDS[lang].where;
  return fmt(m[2] ? words.setAside : words.dice, { dice: m[3].split('-').join(' '), kept: (m[2] ?? '').replace(',', ' ') });
}

// The category games' actions in words: a throw, the dice kept, a category written (by the card's
// name in the language); and where a decision was taken (round 3, dice 3 3 4 5 6, 2 throws left).
import { fmt, plural, type Lang } from '../../i18n';
import type { GameId } from '../../protocol/generated/contract';
import { moveWording } from '../wording';
import { keepLabel, keptLine, spaced, threwLine } from '../shared/wording';
import { GAME_WORDS } from '../about';
import { categoryName, type CardNames } from './categories';

export type CategoryGameId = Extract<GameId, 'general' | 'generala' | 'crag' | 'yahtzee' | 'yatzy'>;

/** "2 throws left" in the language, as the engine writes it (words.json). */
export function throwsLeftText(game: string, lang: Lang, n: number): string {
  const where = GAME_WORDS[game]?.words?.where ?? {};
  return plural({ one: where.throwsLeftOne[lang], other: where.throwsLeftOther[lang] }, n);
}

export function categoryWording(game: CategoryGameId, card: CardNames) {
  // what a box written says, as the engine writes it (words.json)
  const words = GAME_WORDS[game]?.words ?? {};
  const log = words.log ?? {};
  const choices = words.choices ?? {};
  const where = words.where ?? {};
  return moveWording(game, {
    line(lang, move, who) {
      switch (move.kind) {
        case 'throw': return threwLine(lang, move.dice, who);
        case 'keep': return keptLine(lang, move.dice, who);
        case 'score': return fmt(log.wrote[lang], { who, category: categoryName(card, lang, move.category) });
      }
    },
    label(lang, move) {
      if (move.kind === 'keep') return keepLabel(lang, move.dice);
      if (move.kind === 'score') return fmt(choices.write[lang], { category: categoryName(card, lang, move.category) });
      return undefined;
    },
    situation: (lang, s) =>
      fmt(where.situation[lang], { round: s.round, dice: spaced(s.dice), left: throwsLeftText(game, lang, s.throws_left) }),
  });
}

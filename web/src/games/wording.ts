// A game's actions in words. Each game (games/<game>/wording.ts) reads an action into a small value
// of its own kinds and words it; this gives every game the same three uses and the same fallbacks.
import { CATALOGUES, type Lang } from '../i18n';

/** An action as the log holds it: its text; the state's structured move will join it (issue 27,
 * item 4), and only each game's `read` will change. */
export interface LoggedAction {
  text: string;
}

export interface MoveWording {
  /** A log line: who did what ("Ana kept 5 5"). */
  line(lang: Lang, action: LoggedAction, who: string): string;
  /** A choice as a button, the hint or the end report names it ("Keep 5 5"). */
  label(lang: Lang, action: string): string;
  /** Where a decision was taken, from the end report's English ("round 3, dice 3-3-4-5-6, 2 throws
   * left"), told in the language. */
  situation(lang: Lang, where: string, nameOf: (seat: number) => string): string;
}

/** An action this game does not know (a newer server), shown as it came. */
export interface Unread {
  kind: 'other';
  text: string;
}

export interface GameWords<A extends { kind: string }> {
  /** The action as a value of the game's kinds, or `other`. */
  read(action: LoggedAction): A | Unread;
  line(lang: Lang, action: A, who: string): string;
  /** Undefined: the action's text as it came (a choice this game has no words for). */
  label?(lang: Lang, action: A): string | undefined;
  /** Undefined: a situation of another shape, shown as it came. */
  situation?(lang: Lang, where: string, nameOf: (seat: number) => string): string | undefined;
}

export function moveWording<A extends { kind: string }>(words: GameWords<A>): MoveWording {
  const known = (a: A | Unread): a is A => a.kind !== 'other';
  return {
    line(lang, action, who) {
      const a = words.read(action);
      return known(a) ? words.line(lang, a, who) : `${who}: ${a.text}`;
    },
    label(lang, action) {
      const a = words.read({ text: action });
      return (known(a) && words.label?.(lang, a)) || action;
    },
    situation(lang, where, nameOf) {
      // the engine's report says "decision" where the game names no situation
      if (where === 'decision') return CATALOGUES[lang].end.aDecision;
      return words.situation?.(lang, where, nameOf) ?? where;
    },
  };
}

/** Every game this app knows nothing about: the actions as they came. */
export const PLAIN_WORDING = moveWording<never>({ read: (a) => ({ kind: 'other', text: a.text.trim() }), line: () => '' });

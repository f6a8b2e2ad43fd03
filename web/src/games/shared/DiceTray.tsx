// Dice on the felt: the dice a throw showed (tumbling when they just landed), or blanks for the
// dice still to be thrown, with an optional caption.
import type { ComponentChildren } from 'preact';
import { Die, DieFace } from '../../components/Die';

interface Props {
  dice: number[];
  /** Blank dice to show when there are none (the dice about to be thrown). */
  blanks?: number;
  rolling?: boolean;
  testId?: string;
  children?: ComponentChildren;
}

export function DiceTray({ dice, blanks = 0, rolling = false, testId = 'dice', children }: Props) {
  return (
    <div class="dice-tray" data-testid={testId} data-dice={dice.join('-')}>
      {dice.map((d, i) => <Die key={`${i}-${d}`} value={d} rolling={rolling} testId={`${testId}-${i}`} />)}
      {dice.length === 0 && Array.from({ length: blanks }, () => (
        <span class="die ghost" aria-hidden="true"><DieFace value={0} /></span>
      ))}
      {children}
    </div>
  );
}

// A fairness check's result in words. "Fair" alone would overstate a game where some seat mixed in
// no seed of its own: the check still proves the throws are the ones the server committed to before
// the game, but that seat's own randomness is absent, and where no seat gave any, the server's
// secret alone chose the dice. So the headline says which case it is, and each such seat is named.
import { fmt, type Catalogue } from '../i18n';
import type { Verification } from './verify';

export interface Verdict {
  headline: string;
  /** One line per seat that gave no seed of its own, in seat order. */
  notes: string[];
}

/** `ownName`: a seat's own name where it has one (a person who gave it), null to say only its number. */
export function verdict(m: Catalogue, result: Verification, ownName: (seat: number) => string | null = () => null): Verdict {
  const seedless = result.seedless ?? [];
  const headline = !result.ok ? m.fair.mismatch
    : seedless.length === 0 ? m.fair.allGood
    : seedless.length === result.seats ? m.fair.allGoodNoSeeds
    : m.fair.allGoodSomeSeeds;
  const notes = seedless.map(({ seat, bot }) => {
    const name = ownName(seat);
    const who = name ? fmt(m.fair.seatNamed, { n: seat + 1, name }) : fmt(m.fair.seatNumber, { n: seat + 1 });
    return fmt(bot ? m.fair.noSeedBot : m.fair.noSeed, { seat: who });
  });
  return { headline, notes };
}

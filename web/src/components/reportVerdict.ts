// What the end report says first about a seat's decisions: nothing to weigh, all of them best
// (perfect only for a seat that played to the end: one who left played no perfect game), or how
// much they lost.
export type Verdict = 'nothing' | 'perfect' | 'left_best' | 'lost';

export function reportVerdict(decisions: number, costly: number, left: boolean): Verdict {
  if (decisions === 0) return 'nothing';
  if (costly > 0) return 'lost';
  return left ? 'left_best' : 'perfect';
}

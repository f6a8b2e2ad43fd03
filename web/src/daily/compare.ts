// A finished daily attempt beside the optimum's game on the same dice (GET /api/daily/GAME/DATE/
// compare): the two games round by round, and the decision where they part. Until then both made
// the same decisions and so met the same dice; from there each meets dice of its own.

export interface CompareStep {
  action: string;
  /** The structured move (docs/contract.md), for the game's words. */
  move: unknown;
  chance: boolean;
  /** The round (a Farkle turn) as the game deals them, from 1. */
  round: number;
  /** The seat's total after the action. */
  total: number;
}

export interface DailyComparison {
  game: string;
  date: string;
  parting: number | null;
  mine: { room: string; score: number; actions: CompareStep[] };
  optimum: { score: number; actions: CompareStep[] };
}

/** One game's round: its last decision (the category written, the points banked) and what it gained. */
export interface RoundPlay {
  decision: CompareStep | null;
  points: number;
  total: number;
}

export interface RoundRow {
  round: number;
  mine: RoundPlay | null;
  optimum: RoundPlay | null;
  /** The two games' actions in this round are not the same. */
  parted: boolean;
}

function roundsOf(steps: CompareStep[]): Map<number, { steps: CompareStep[]; play: RoundPlay }> {
  const out = new Map<number, { steps: CompareStep[]; play: RoundPlay }>();
  let total = 0;  // after the last action seen: where the next round starts from
  for (const step of steps) {
    let r = out.get(step.round);
    if (!r) {
      r = { steps: [], play: { decision: null, points: 0, total } };
      out.set(step.round, r);
    }
    r.steps.push(step);
    if (!step.chance) r.play.decision = step;
    r.play.points += step.total - total;
    r.play.total = total = step.total;
  }
  return out;
}

/** Both games round by round, in the order the rounds were played. */
export function roundsSideBySide(c: Pick<DailyComparison, 'mine' | 'optimum'>): RoundRow[] {
  const mine = roundsOf(c.mine.actions);
  const optimum = roundsOf(c.optimum.actions);
  const rounds = [...new Set([...mine.keys(), ...optimum.keys()])].sort((a, b) => a - b);
  return rounds.map((round) => {
    const a = mine.get(round), b = optimum.get(round);
    const same = !!a && !!b && a.steps.length === b.steps.length && a.steps.every((s, i) => s.action === b.steps[i].action);
    return { round, mine: a?.play ?? null, optimum: b?.play ?? null, parted: !same };
  });
}

/** Where the two games part: the round, and each game's action there (a decision of the person). */
export function partingOf(c: DailyComparison): { index: number; round: number; mine: CompareStep | null; optimum: CompareStep | null } | null {
  if (c.parting === null) return null;
  const mine = c.mine.actions[c.parting] ?? null, optimum = c.optimum.actions[c.parting] ?? null;
  return { index: c.parting, round: (mine ?? optimum)?.round ?? 0, mine, optimum };
}

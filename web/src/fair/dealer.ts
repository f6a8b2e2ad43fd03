// The engine's chance dealing, re-implemented to check a record's dice in the browser: chance
// node k of a game with seed S is drawn from xoshiro256** seeded through SplitMix64 with
// derive_seed(S, k) (src/core/rng.h), as one uniform draw over the 6^n ordered outcomes of the n
// dice thrown (Lemire's unbiased bounded integer), whose base-6 digits are the faces
// (MultisetTable::roll in src/core/dice.h). Every game throws its dice this way, so one dealer
// checks them all. Under dice by position (`dice=duplicate`, src/core/deal.h) throw t of round r
// is drawn from derive_seed(S, 2^63 + r * 2^32 + t) instead, a die at a time (Rng::die), so that a
// throw of k dice shows the first k values of that stream. BigInt keeps the 64-bit arithmetic exact.

const MASK = (1n << 64n) - 1n;
const GOLDEN = 0x9e3779b97f4a7c15n;

/** SplitMix64 over a state it advances (the engine's splitmix64(uint64_t& x)). */
function splitmix(state: { x: bigint }): bigint {
  state.x = (state.x + GOLDEN) & MASK;
  let z = state.x;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
  return z ^ (z >> 31n);
}

/** The seed of sub-stream `stream` (chance node k, or a position's stream) of `seed`. */
export function deriveSeed(seed: bigint, stream: bigint): bigint {
  const state = { x: (seed ^ ((stream * 0xd1b54a32d192ed03n) & MASK)) & MASK };
  splitmix(state);
  return splitmix(state);
}

const rotl = (x: bigint, k: bigint) => ((x << k) | (x >> (64n - k))) & MASK;

export class Xoshiro256 {
  private s: bigint[];

  constructor(seed: bigint) {
    const state = { x: seed & MASK };
    this.s = [splitmix(state), splitmix(state), splitmix(state), splitmix(state)];
  }

  next(): bigint {
    const s = this.s;
    const result = (rotl((s[1] * 5n) & MASK, 7n) * 9n) & MASK;
    const t = (s[1] << 17n) & MASK;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45n);
    return result;
  }

  /** Uniform integer in [0, n), 0 < n < 2^32, without bias (Lemire). */
  below(n: number): number {
    const bn = BigInt(n);
    let m = (this.next() >> 32n) * bn;
    let low = m & 0xffffffffn;
    if (low < bn) {
      const threshold = ((1n << 32n) - bn) % bn;
      while (low < threshold) {
        m = (this.next() >> 32n) * bn;
        low = m & 0xffffffffn;
      }
    }
    return Number(m >> 32n);
  }
}

/** The dice (sorted) the seed deals at chance node `index` when `count` dice are thrown. */
export function dealtDice(seed: bigint, index: number, count: number): number[] {
  const rng = new Xoshiro256(deriveSeed(seed, BigInt(index)));
  let u = rng.below(6 ** count);
  const dice: number[] = [];
  for (let j = 0; j < count; j++, u = Math.floor(u / 6)) dice.push((u % 6) + 1);
  return dice.sort((a, b) => a - b);
}

/** The stream of the seed a throw dealt by position draws from (position_stream in src/core/deal.h). */
export const positionStream = (round: number, throwIndex: number): bigint =>
  (1n << 63n) | (BigInt(round) << 32n) | BigInt(throwIndex);

/** The first `count` values (in the order drawn) the seed deals at throw `throwIndex` of `round`. */
export function positionValues(seed: bigint, round: number, throwIndex: number, count: number): number[] {
  const rng = new Xoshiro256(deriveSeed(seed, positionStream(round, throwIndex)));
  return Array.from({ length: count }, () => rng.below(6) + 1);
}

/** The dice (sorted) a throw of `count` dice shows at throw `throwIndex` of `round`. */
export const positionDice = (seed: bigint, round: number, throwIndex: number, count: number): number[] =>
  positionValues(seed, round, throwIndex, count).sort((a, b) => a - b);

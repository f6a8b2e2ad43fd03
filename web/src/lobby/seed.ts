// The person's part of the fair dice: a client seed mixed into the game's seed, chosen before the
// server's seed is revealed, so the server cannot pick dice against anyone. The browser makes a
// random one; people may type their own (printable ASCII without ':', at most 64 characters).

export const SEED_MAX = 64;

export function newClientSeed(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return [...random(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function validClientSeed(seed: string): boolean {
  return seed.length <= SEED_MAX && /^[\x20-\x39\x3b-\x7e]*$/.test(seed);
}

/** The seed as every request that takes one carries it (a room's creation, a join, a quick-play
 * seek): left out when empty, and the server then mixes in "" for the seat, as for a bot. */
export const seedField = (seed: string): { client_seed?: string } => (seed ? { client_seed: seed } : {});

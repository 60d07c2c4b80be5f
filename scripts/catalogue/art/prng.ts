/**
 * A small seeded PRNG (mulberry32): catalogue art and seed data must come out
 * byte-identical on every run, so nothing here may touch Math.random.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
}

export function createRandom(seed: number): Random {
  // Any number is accepted; NaN and fractions fold into a 32-bit state so a caller's typo cannot break determinism.
  let state = Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
  // mulberry32's first outputs for neighbouring seeds (1, 2, 3...) are alike: scramble the seed first (murmur3 finaliser).
  state = Math.imul(state ^ (state >>> 16), 0x85ebca6b);
  state = Math.imul(state ^ (state >>> 13), 0xc2b2ae35);
  state = (state ^ (state >>> 16)) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => {
      if (list.length === 0) throw new Error('pick from an empty list');
      return list[Math.floor(next() * list.length)];
    },
  };
}

/** A float in [min, max). */
export function between(random: Random, min: number, max: number): number {
  return min + random.next() * (max - min);
}

/** A stable 32-bit seed from text (FNV-1a), e.g. a brand logo seeded by the brand's slug. */
export function seedFromText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

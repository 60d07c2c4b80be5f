import { createRandom, type Random } from '../art/prng.ts';

export type { Random };

/** A 32-bit bijective mix (murmur3 finaliser): distinct inputs give distinct seeds. */
function fmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * An independent random stream per (seed, purpose, index). Each model draws
 * from its own stream, so model N comes out the same however many models
 * follow it, and reference data does not shift when a model rule changes.
 */
export function streamRandom(seed: number, purpose: number, index = 0): Random {
  const mixed = fmix32((seed >>> 0) ^ fmix32(purpose + 0x51ed27)) + Math.imul(index, 0x9e3779b9);
  return createRandom(fmix32(mixed >>> 0));
}

/** Stream purposes: one number per kind of data, never reused (a new purpose takes a new number). */
export const STREAM = { brands: 2, models: 3, delivery: 4, alsoBought: 5, descriptions: 6, shoes: 7, skiSpecs: 8 } as const;

export function chance(random: Random, probability: number): boolean {
  return random.next() < probability;
}

export function pickWeighted<T>(random: Random, items: readonly T[], weightOf: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let roll = random.next() * total;
  for (const item of items) {
    roll -= weightOf(item);
    if (roll < 0) return item;
  }
  return items[items.length - 1];
}

/** `count` distinct items in the order they were drawn (the first is a model's main colour). */
export function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const chosen = new Set<number>();
  const wanted = Math.min(count, items.length);
  while (chosen.size < wanted) chosen.add(random.int(0, items.length - 1));
  return [...chosen].map((index) => items[index]);
}

/** A consecutive run of `count` items starting at a random position (e.g. sizes M..XL). */
export function run<T>(random: Random, items: readonly T[], count: number): T[] {
  const length = Math.min(count, items.length);
  const start = random.int(0, items.length - length);
  return items.slice(start, start + length);
}

/** A random RFC 4122 version 4 UUID drawn from the stream (not Math.random, so it is reproducible). */
export function randomUuid(random: Random): string {
  const bytes = Array.from({ length: 16 }, () => random.int(0, 255));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A 13-digit EAN with a valid check digit; 64 is Finland's GS1 prefix and the variant id makes it unique. */
export function eanFor(variantId: number): string {
  const body = `64${String(variantId).padStart(10, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

/** An ISO UTC time between two dates (inclusive of the start). */
export function timeBetween(random: Random, from: string, to: string): string {
  const start = Date.parse(from);
  const end = Date.parse(to);
  const time = start + Math.floor(random.next() * (end - start) / 60000) * 60000;
  return new Date(time).toISOString().replace('.000Z', 'Z');
}

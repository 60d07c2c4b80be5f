import type { D1Database, KVNamespace } from '@cloudflare/workers-types';
import { rootDatabaseOf } from './d1-session.ts';
import { WeightedMemo } from './weighted-memo.ts';

/**
 * Catalogue reads for one request: D1 is the system of record, KV a read
 * cache under keys that carry the catalogue version (architecture decision 5).
 * Import and seed bump the version, so every key written before is simply
 * never asked for again (old entries expire by TTL).
 */
export interface CatalogueSource {
  db: D1Database;
  kv: KVNamespace;
  /** Keeps the worker alive for a KV write after the response went out. */
  waitUntil(promise: Promise<unknown>): void;
  /** The catalogue version, read once per request. */
  version(): Promise<number>;
}

/** Cached entries of an old version are unreachable after a bump; the TTL only frees the space. */
const CATALOGUE_CACHE_TTL_SECONDS = 7 * 24 * 3600;

export function catalogueSource(db: D1Database, kv: KVNamespace, waitUntil: (promise: Promise<unknown>) => void): CatalogueSource {
  let version: Promise<number> | undefined;
  return {
    db,
    kv,
    waitUntil,
    version() {
      version ??= db.prepare('SELECT version FROM catalogue_version WHERE id = 1').first<number>('version').then((value) => value ?? 0);
      return version;
    },
  };
}

/**
 * The version each database answered last in this isolate, and when. Only a
 * finished read is kept: a request must not await another request's pending
 * D1 call (workerd: "Cannot perform I/O on behalf of a different request").
 */
let recentVersions = new WeakMap<D1Database, { at: number; value: number }>();

/**
 * `source` with a catalogue version this isolate read at most `maxAgeMs` ago
 * instead of once per request (decision 038): for answers that may be as old
 * as that anyway, such as suggestions that browsers keep a minute, so that a
 * remembered answer costs no round trip to D1. A failed read is not kept.
 */
export function withRecentVersion(source: CatalogueSource, maxAgeMs: number, now = Date.now()): CatalogueSource {
  return {
    ...source,
    async version() {
      const recent = recentVersions.get(rootDatabaseOf(source.db));
      if (recent && now - recent.at < maxAgeMs) return recent.value;
      const value = await source.version();
      recentVersions.set(rootDatabaseOf(source.db), { at: now, value });
      return value;
    },
  };
}

/**
 * The shape of cached values: raise it when a repository changes what it
 * stores, so a deploy never reads entries written by the code before it.
 * 2: product lists and group, brand and campaign details (issue 4).
 * 3: sanitised content puts each table in its scrolling box.
 * 4: sanitised content writes "<" in attributes as an entity (decision 044).
 */
const CACHE_FORMAT = 4;

export function cacheKey(version: number, key: string): string {
  return `catalogue:v${version}:f${CACHE_FORMAT}:${key}`;
}

/**
 * Values already read by this isolate, by versioned key. A versioned key's value
 * never changes, so holding it in memory is as fresh as KV itself: the version
 * read on every request still retires it at once. Bounded by count and by the
 * summed length of the values' JSON text (a large product list is megabytes;
 * an isolate has 128 MB); oldest out first.
 */
const MEMO_LIMIT = 500;
export const MEMO_BUDGET_CHARS = 24_000_000;
const memo = new WeightedMemo<unknown>(MEMO_BUDGET_CHARS, MEMO_LIMIT);
/** The memories of one kind of answer each (versionedMemory). */
const versionedMemories = new Set<WeightedMemo<unknown>>();

/** Empties this isolate's memory of catalogue reads (tests that plant KV entries). */
export function forgetMemoisedCatalogue(): void {
  memo.clear();
  for (const memory of versionedMemories) memory.clear();
  recentVersions = new WeakMap();
}

/**
 * A memory of its own for one kind of answer, so that a flood of unique keys
 * (every text a shopper can type) pushes out only its own kind, never the
 * product lists and trees in the shared memo.
 */
export function versionedMemory<T>(budget: number, maxEntries: number): WeightedMemo<T> {
  const memory = new WeightedMemo<T>(budget, maxEntries);
  versionedMemories.add(memory as WeightedMemo<unknown>);
  return memory;
}

/**
 * The value under `key` for the current catalogue version from `memory`,
 * else loaded and held there. Never written to KV: for answers too many
 * and too cheap to rebuild to spend KV writes on (decision 038).
 */
export async function readThroughMemory<T>(source: CatalogueSource, memory: WeightedMemo<T>, key: string, load: () => Promise<T>): Promise<T> {
  const fullKey = cacheKey(await source.version(), key);
  const held = memory.get(fullKey);
  if (held !== undefined) return held;
  const value = await load();
  memory.set(fullKey, value, JSON.stringify(value).length);
  return value;
}

/**
 * The value under `key` for the current catalogue version: from this
 * isolate's memory or KV when present, else loaded from D1 and written back
 * (a null result is not). Callers share the returned value: never mutate it. KV failing (down, quota,
 * bad entry) is logged and never fails the read: D1 answers instead.
 */
export async function readThrough<T>(source: CatalogueSource, key: string, load: () => Promise<T>): Promise<T> {
  const fullKey = cacheKey(await source.version(), key);
  if (memo.has(fullKey)) return memo.get(fullKey) as T;
  try {
    // Read as text: its length is the entry's weight in the memo.
    const cached = await source.kv.get(fullKey, 'text');
    if (cached !== null) {
      const value = JSON.parse(cached) as T;
      memo.set(fullKey, value, cached.length);
      return value;
    }
  } catch (error) {
    console.warn(`Catalogue cache read failed for ${fullKey}; reading D1`, error);
  }
  const value = await load();
  // Misses (unknown slug or id) are not stored: anyone can ask for endless unknown keys.
  if (value === null) return value;
  const text = JSON.stringify(value);
  memo.set(fullKey, value, text.length);
  source.waitUntil(
    source.kv.put(fullKey, text, { expirationTtl: CATALOGUE_CACHE_TTL_SECONDS })
      .catch((error: unknown) => console.warn(`Catalogue cache write failed for ${fullKey}`, error)),
  );
  return value;
}

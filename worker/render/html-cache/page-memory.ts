import { WeightedMemo } from '../../data/weighted-memo.ts';
import type { HeldPage } from './stored-page.ts';

/**
 * The pages this isolate served last, in front of the Cache API (decision
 * 039): a hot page costs no round trip to the cache then. The keys carry the
 * build and the catalogue version, and each copy its storing time, so this
 * memory is exactly as fresh as the Cache API's copy. Bounded by count and
 * bytes (an isolate has 128 MB; the largest group page is about 90 KB).
 */
const MEMORY_BUDGET_BYTES = 24_000_000;
const MEMORY_MAX_PAGES = 500;

const memory = new WeightedMemo<HeldPage>(MEMORY_BUDGET_BYTES, MEMORY_MAX_PAGES);

/** The page held under `key`; a hit copies its bytes (stored-page.ts), so one held page serves every visitor. */
export function heldPage(key: string): HeldPage | undefined {
  return memory.get(key);
}

export function holdPage(key: string, page: HeldPage): void {
  memory.set(key, page, page.bytes.byteLength);
}

/** Forgets every page (tests that count renders). */
export function forgetHeldPages(): void {
  memory.clear();
}

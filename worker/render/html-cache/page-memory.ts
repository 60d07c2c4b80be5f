import { WeightedMemo } from '../../data/weighted-memo.ts';

/**
 * The pages this isolate served last, in front of the Cache API (decision
 * 039): a hot page costs no round trip to the cache then. The keys carry the
 * build and the catalogue version, and each copy its storing time, so this
 * memory is exactly as fresh as the Cache API's copy. Bounded by count and
 * bytes (an isolate has 128 MB; the largest group page is about 260 KB).
 */
const MEMORY_BUDGET_BYTES = 24_000_000;
const MEMORY_MAX_PAGES = 500;

interface HeldPage { bytes: Uint8Array<ArrayBuffer>; status: number; headers: Array<[string, string]> }

const memory = new WeightedMemo<HeldPage>(MEMORY_BUDGET_BYTES, MEMORY_MAX_PAGES);

/** The page held under `key`, as a new response each time. */
export function heldPage(key: string): Response | undefined {
  const page = memory.get(key);
  return page && new Response(page.bytes, { status: page.status, headers: page.headers });
}

/** Holds a stored page's copy; returns a response with the same body for the caller to go on with. */
export async function holdPage(key: string, stored: Response): Promise<Response> {
  const bytes = new Uint8Array(await stored.arrayBuffer());
  const page: HeldPage = { bytes, status: stored.status, headers: [...stored.headers] };
  memory.set(key, page, bytes.byteLength);
  return new Response(bytes, { status: page.status, headers: page.headers });
}

/** Forgets every page (tests that count renders). */
export function forgetHeldPages(): void {
  memory.clear();
}

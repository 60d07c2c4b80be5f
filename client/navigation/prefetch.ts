import { MAX_CONCURRENT_PREFETCHES } from '../../shared/timing.ts';
import { fetchPagePayload, type FetchedPage } from './page-data.ts';

/** A prefetched payload is used for a navigation within this time. */
const PREFETCH_TTL_MS = 30_000;

interface NetworkInformationLike { saveData?: boolean; effectiveType?: string }

/** No prefetching on data-saver or slow connections (core 9). */
function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return true;
  return !connection.saveData && !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}

/** Page payloads fetched ahead of a click, at most five at a time (core 9). */
export class PrefetchCache {
  private entries = new Map<string, { at: number; page: Promise<FetchedPage> }>();
  private running = 0;
  private queue: string[] = [];

  prefetch(href: string): void {
    this.sweep();
    if (!prefetchAllowed() || this.fresh(href) || this.queue.includes(href)) return;
    this.queue.push(href);
    this.drain();
  }

  /** A fresh prefetched payload, removed from the cache, or null. */
  take(href: string): Promise<FetchedPage> | null {
    const entry = this.fresh(href);
    this.entries.delete(href);
    return entry?.page ?? null;
  }

  clear(): void {
    this.entries.clear();
    this.queue = [];
  }

  /** Drops expired payloads so a long session does not keep every page it hovered. */
  private sweep(): void {
    const now = Date.now();
    for (const [href, entry] of this.entries) if (now - entry.at >= PREFETCH_TTL_MS) this.entries.delete(href);
  }

  private fresh(href: string) {
    const entry = this.entries.get(href);
    return entry && Date.now() - entry.at < PREFETCH_TTL_MS ? entry : undefined;
  }

  private drain(): void {
    while (this.running < MAX_CONCURRENT_PREFETCHES && this.queue.length) {
      const href = this.queue.shift()!;
      this.running++;
      const page = fetchPagePayload(href);
      page.catch(() => this.entries.delete(href)); // a failed prefetch is simply fetched again on click
      this.entries.set(href, { at: Date.now(), page });
      page.finally(() => {
        this.running--;
        this.drain();
      }).catch(() => {});
    }
  }
}

import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { fetchJson } from './api-fetcher.ts';

/**
 * How long an answer counts as fresh: a component mounting again within it
 * (Back, another page with the same call) shows the cached answer without a
 * request; after it, the cached answer shows at once and is fetched again.
 * Catalogue answers sit in KV for about a minute (architecture, Data), so an
 * earlier request would mostly bring the same bytes.
 */
const FRESH_FOR_MS = 60_000;

/** The wrapper's defaults for every read (decision 013). */
export const API_DEFAULTS = {
  dedupingInterval: FRESH_FOR_MS,
  // The shop's reads never refetched when the tab regains focus: catalogue data changes with imports, not with tabs.
  revalidateOnFocus: false,
  // A failed read shows its message (cat 8) and stays failed until asked again: a silent retry would flip the message.
  shouldRetryOnError: false,
  // Another key never shows the old key's answer (a late answer for an old key is dropped).
  keepPreviousData: false,
} satisfies SWRConfiguration;

/** SWR's onError for a read whose failure is logged with `label` (none without a label). */
export const logFailure = (label: string | undefined): SWRConfiguration => (label ? { onError: (error: Error) => console.error(label, error) } : {});

/** Data that does not change within a visit (core 4 resource stores, product lists): fetched once per key and page load. */
const IMMUTABLE = { revalidateIfStale: false, revalidateOnReconnect: false } satisfies SWRConfiguration;

/** A failed read's error is an ApiError for a non-2xx answer, another Error when no answer came. */
interface ApiOptions<T> extends SWRConfiguration<T, Error> {
  /** A failure is logged with this text (cat 8 names the failures that are only logged); without it nothing is logged. */
  label?: string;
  /** Fetched once per key and page load, never revalidated. */
  immutable?: boolean;
  /** Another way to read the key (the product list's GET-then-POST), throwing ApiError like the default fetcher. */
  fetcher?: (key: string) => Promise<T>;
}

/**
 * The one way client code reads shared data (issue 13, decision 013): SWR over
 * the one JSON fetcher, so equal keys share a request and a cache that lives
 * across client navigation. A null key reads nothing. The server render and
 * hydration see no data (SWR never fetches on the server), so markup matches.
 */
export function useApi<T>(key: string | null, { label, immutable, fetcher = fetchJson<T>, ...options }: ApiOptions<T> = {}): SWRResponse<T, Error> {
  return useSWR<T, Error>(key, fetcher, {
    ...API_DEFAULTS,
    ...(immutable ? IMMUTABLE : {}),
    ...logFailure(label),
    ...options,
  });
}

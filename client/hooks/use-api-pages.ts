import useSWRInfinite, { type SWRInfiniteConfiguration, type SWRInfiniteKeyLoader, type SWRInfiniteResponse } from 'swr/infinite';
import { fetchJson } from './api-fetcher.ts';
import { API_DEFAULTS, logFailure } from './use-api.ts';

/**
 * A paged read ("Load more") through the same fetcher and defaults as useApi:
 * `keyOf(index, previousPage)` names page index+1, or null past the last one.
 * Its own module, so only the pages that page (the reviews chunk) carry swr/infinite.
 */
export function useApiPages<T>(keyOf: SWRInfiniteKeyLoader<T>, { label, ...options }: SWRInfiniteConfiguration<T, Error> & { label?: string } = {}): SWRInfiniteResponse<T, Error> {
  return useSWRInfinite<T, Error>(keyOf, fetchJson<T>, {
    ...API_DEFAULTS,
    // "Load more" asks for the next page only, not page 1 again.
    revalidateFirstPage: false,
    ...logFailure(label),
    ...options,
  });
}

import { useEffect, useState } from 'react';

export type FetchStatus = 'UNSET' | 'PENDING' | 'DONE';

export interface FetchedJson<T> {
  status: FetchStatus;
  /** null until loaded, and after a failure. */
  data: T | null;
  /** The load failed; it was logged with `label`. */
  error: boolean;
}

/**
 * JSON fetched after hydration, so the page never waits for it (architecture:
 * secondary data loads after the page). A null url fetches nothing. Another
 * url clears the old answer at once, and a late answer for an old url is dropped.
 */
export function useFetchedJson<T>(url: string | null, label: string): FetchedJson<T> {
  const [state, setState] = useState<FetchedJson<T> & { url: string | null }>({ url: null, status: 'UNSET', data: null, error: false });
  useEffect(() => {
    if (url === null) return;
    let live = true;
    setState({ url, status: 'PENDING', data: null, error: false });
    fetch(url, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const data = await response.json() as T;
        if (live) setState({ url, status: 'DONE', data, error: false });
      })
      .catch((error: unknown) => {
        console.error(label, error);
        if (live) setState({ url, status: 'DONE', data: null, error: true });
      });
    return () => { live = false; };
  }, [url, label]);
  // Until the effect runs for a new url, the old answer must not show.
  if (state.url !== url) return { status: url === null ? 'UNSET' : 'PENDING', data: null, error: false };
  return state;
}

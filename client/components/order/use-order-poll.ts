import { useCallback, useRef, useState } from 'react';
import type { OrderSummary } from '../../../shared/types/order.ts';
import { fetchJson } from '../../hooks/api-fetcher.ts';
import { useApi } from '../../hooks/use-api.ts';
import { isSettled, POLL_INTERVAL_MS, POLL_LIMIT_MS } from './order-poll.ts';

const settled = (order: OrderSummary | null | undefined) => order != null && isSettled(order.status);

/**
 * The order at `url`, asked again every interval until it is settled or the
 * time is up (then `gaveUp`). A failed request just waits for the next round.
 * A null url asks nothing: the order stays `initial`.
 */
export function useOrderPoll(url: string | null, initial: OrderSummary | null, limitMs = POLL_LIMIT_MS, intervalMs = POLL_INTERVAL_MS) {
  const [gaveUp, setGaveUp] = useState(false);
  const waited = useRef(0);
  const latest = useRef(initial);
  const fetcher = useCallback(async (key: string) => {
    waited.current += intervalMs;
    const order = await fetchJson<OrderSummary>(key).catch(() => null);
    if (order) latest.current = order;
    if (!settled(order) && waited.current >= limitMs) setGaveUp(true);
    return latest.current ?? undefined;
  }, [limitMs, intervalMs]);
  // Called after each round with its answer: 0 stops the polling.
  const interval = useCallback((order?: OrderSummary) => (settled(order) || waited.current >= limitMs ? 0 : intervalMs), [limitMs, intervalMs]);
  const { data } = useApi<OrderSummary | undefined>(url, {
    fetcher,
    fallbackData: initial ?? undefined,
    // The page brought the order: the first round is one interval later.
    revalidateOnMount: false,
    refreshInterval: interval,
    // Every round is a new request (the default dedupe would answer later rounds from the first), hidden tab or not.
    dedupingInterval: 0,
    refreshWhenHidden: true,
    refreshWhenOffline: true,
  });
  return { order: data ?? initial, gaveUp };
}

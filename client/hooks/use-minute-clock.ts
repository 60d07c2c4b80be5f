import { useEffect, useState } from 'react';

/** How often the clock moves: a store's "open now" changes on the minute. */
const TICK_MS = 60_000;

/**
 * The browser's time, null on the server and during hydration, then kept
 * to the minute: HTML the same for every visitor (and possibly older than
 * the minute it is read in) never says what only the clock can.
 */
export function useMinuteClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Client timing constants of core 9. */
export const ERROR_REDIRECT_DELAY_MS = 1000;
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
export const RELOAD_GUARD_MS = 10_000;
export const MAX_CONCURRENT_PREFETCHES = 5;

/** Loading bar (core 9). */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  heightPx: 3,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;

/** Static page with tabs: the hash target is looked for every 50 ms, up to 100 times (core 2, core 9). */
export const HASH_SCROLL_RETRY_MS = 50;
export const HASH_SCROLL_MAX_TRIES = 100;

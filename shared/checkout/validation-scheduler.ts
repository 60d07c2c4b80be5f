/**
 * When the cart is validated (core 4, core 7, core 9): a change waits for
 * 2,000 ms of quiet (debounce), then for auth loading to finish, polling
 * every 100 ms for at most 5,000 ms (core 8: "auth took too long", then it
 * goes ahead anyway), then runs. A failed run is tried again after 5,000 ms
 * unless it says to stop (READ_ONLY_ORDER). Pure of the window: the timers
 * are passed in, so tests drive it with fake ones.
 */

const VALIDATION_DEBOUNCE_MS = 2000;
const AUTH_WAIT_MS = 5000;
const AUTH_POLL_MS = 100;
const VALIDATION_RETRY_MS = 5000;

/** What a run asks for next: nothing, another try after the retry delay, or nothing ever (READ_ONLY_ORDER). */
export type RunOutcome = 'done' | 'retry' | 'stop';

interface SchedulerTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

interface ValidationSchedulerOptions {
  timers: SchedulerTimers;
  /** True while the signed-in user is still being fetched (core 4 Auth); accounts do not exist yet. */
  isAuthLoading: () => boolean;
  run: () => Promise<RunOutcome>;
  warn: (message: string) => void;
}

export interface ValidationScheduler {
  /** Something that would be sent changed: validate after the debounce (or at once, for a page just opened). */
  request(options?: { immediate?: boolean }): void;
  /** Forgets any waiting step; a run under way finishes but schedules nothing. */
  dispose(): void;
}

export function createValidationScheduler({ timers, isAuthLoading, run, warn }: ValidationSchedulerOptions): ValidationScheduler {
  let handle: unknown = null;
  // Each request starts a new generation; the steps of an older one stop where they are.
  let generation = 0;
  let disposed = false;

  const later = (step: () => void, ms: number) => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = timers.setTimeout(() => {
      handle = null;
      step();
    }, ms);
  };

  const execute = (own: number) => {
    void run().then(
      (outcome) => {
        if (outcome === 'retry' && own === generation && !disposed) later(() => waitForAuth(own, 0), VALIDATION_RETRY_MS);
      },
      () => {
        if (own === generation && !disposed) later(() => waitForAuth(own, 0), VALIDATION_RETRY_MS);
      },
    );
  };

  const waitForAuth = (own: number, waited: number) => {
    if (own !== generation || disposed) return;
    if (!isAuthLoading()) return execute(own);
    if (waited >= AUTH_WAIT_MS) {
      warn('auth took too long');
      return execute(own);
    }
    later(() => waitForAuth(own, waited + AUTH_POLL_MS), AUTH_POLL_MS);
  };

  return {
    request(options = {}) {
      if (disposed) return;
      generation += 1;
      const own = generation;
      if (options.immediate) {
        if (handle !== null) timers.clearTimeout(handle);
        handle = null;
        waitForAuth(own, 0);
      } else {
        later(() => waitForAuth(own, 0), VALIDATION_DEBOUNCE_MS);
      }
    },
    dispose() {
      disposed = true;
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
  };
}

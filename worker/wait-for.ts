import type { Context, ExecutionContext } from 'hono';

/** The request's execution context, or null where there is none (tests calling app.fetch directly). */
export function executionContextOf(c: Context): ExecutionContext | null {
  try {
    return c.executionCtx;
  } catch {
    return null;
  }
}

/**
 * Lets work finish after the answer has gone out (a session's new expiry, a
 * KV write-back, a page stored in the cache). Without an execution context
 * the promise just runs on.
 */
export function waitFor(c: Context, work: Promise<unknown>): void {
  executionContextOf(c)?.waitUntil(work);
}

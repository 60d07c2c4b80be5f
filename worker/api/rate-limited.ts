import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { clientOf, countRequest, type RateLimitAnswer, type RateLimitRule } from '../services/rate-limit.ts';

/**
 * A route's fixed-window limit per client (worker/services/rate-limit.ts):
 * over it, 429 `{ error: { code: 'too_many_requests', message } }` with
 * Retry-After (seconds to the window's end), before the handler runs.
 * Attach it after sameOriginMiddleware, so a refused cross-site call is not counted.
 */
export function rateLimited(rule: RateLimitRule) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const answer = await countRequest(c.env.DB, rule, clientOf(c.req.header('cf-connecting-ip')));
    if (!answer.allowed) throw tooManyRequests(c, answer);
    await next();
  });
}

/** The 429 of a refused count, also for a limit a handler counts itself (on something in the body). */
export function tooManyRequests(c: Context<AppEnv>, answer: RateLimitAnswer): AppError {
  return new AppError(429, 'too_many_requests', c.get('t')('orderError.tooManyLookups'), {
    headers: { 'Retry-After': String(answer.retryAfterSeconds), 'Cache-Control': 'private, no-store' },
  });
}

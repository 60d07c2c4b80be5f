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

/**
 * The 429 of a refused count, also for a limit a handler counts itself (on
 * something in the body); `message` in the shopper's language, the lookup's by default.
 */
export function tooManyRequests(c: Context<AppEnv>, answer: Pick<RateLimitAnswer, 'retryAfterSeconds'>, message = c.get('t')('orderError.tooManyLookups')): AppError {
  return new AppError(429, 'too_many_requests', message, {
    headers: { 'Retry-After': String(answer.retryAfterSeconds), 'Cache-Control': 'private, no-store' },
  });
}

/**
 * Counts the request against each rule under its key (a client, an email),
 * once or by the weight given (the codes made), in order; the first refused count is a 429 whose message, in the
 * shopper's language, names the minutes to wait.
 */
export async function limitRequest(
  c: Context<AppEnv>, counts: ReadonlyArray<readonly [RateLimitRule, string] | readonly [RateLimitRule, string, number]>, message: (minutes: number) => string,
): Promise<void> {
  for (const [rule, key, weight = 1] of counts) {
    const answer = await countRequest(c.env.DB, rule, key, new Date(), Math.random, weight);
    if (!answer.allowed) throw tooManyRequests(c, answer, message(Math.ceil(answer.retryAfterSeconds / 60)));
  }
}

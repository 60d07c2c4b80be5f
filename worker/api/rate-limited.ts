import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isLanguage } from '../../shared/languages.ts';
import type { Translate } from '../../shared/i18n.ts';
import type { AppEnv } from '../hono-env.ts';
import { translatorFor } from '../i18n.ts';
import { clientOf, countRequest, type RateLimitAnswer, type RateLimitRule } from '../services/rate-limit.ts';
import { apiError } from './errors.ts';

/**
 * A route's fixed-window limit per client (worker/services/rate-limit.ts):
 * over it, 429 `{ error: { code: 'too_many_requests', message } }` with
 * Retry-After (seconds to the window's end), before the handler runs.
 * Attach it after sameOriginMiddleware, so a refused cross-site call is not counted.
 */
export function rateLimited(rule: RateLimitRule) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const answer = await countRequest(c.env.DB, rule, clientOf(c.req.header('cf-connecting-ip')));
    return answer.allowed ? next() : tooManyRequests(c, answer);
  });
}

/** The 429 of a refused count, for a limit a handler counts itself (on something in the body). */
export function tooManyRequests(c: Context<AppEnv>, answer: RateLimitAnswer): Response {
  c.header('Retry-After', String(answer.retryAfterSeconds));
  c.header('Cache-Control', 'private, no-store');
  return c.json(apiError('too_many_requests', translatorOf(c)('orderError.tooManyLookups')), 429);
}

/** API calls name their language with `lang` (the page's); without it, the request's own translator. */
function translatorOf(c: Context<AppEnv>): Translate {
  const language = c.req.query('lang');
  return isLanguage(language) ? translatorFor(language) : c.get('t');
}

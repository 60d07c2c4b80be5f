/**
 * The customer's case page calls (issue 16 item 3: "rate-limit the token
 * lookups per client"), counted like the other fixed-window limits
 * (worker/services/rate-limit.ts). A case token is 256 random bits, so this
 * is about load more than guessing: a customer reloading their page and
 * answering a question stays far inside 60 calls in 10 minutes.
 */
import type { RateLimitRule } from '../rate-limit.ts';

export const CASE_LINK_LIMIT: RateLimitRule = { name: 'case-link', limit: 60, windowSeconds: 600 };

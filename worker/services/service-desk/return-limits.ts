/**
 * Limits of the return calls (issue 16 item 1), counted like the other
 * fixed-window limits (worker/services/rate-limit.ts). A link request is an
 * order lookup that mails someone, so it is held to the lookup's pace per
 * client and per address; the form and its submit are opened by a 256-bit
 * link, so theirs are about load, not guessing.
 */
import type { RateLimitRule } from '../rate-limit.ts';

/** Link requests per client (an IPv6 client by its /64): a household with a few orders and typos stays inside. */
export const RETURN_LINK_CLIENT_LIMIT: RateLimitRule = { name: 'return-link-client', limit: 10, windowSeconds: 3600 };
/** The same per address or account, from wherever: one inbox gets at most 10 return links a day, and guesses at its order numbers stay few. */
export const RETURN_LINK_EMAIL_LIMIT: RateLimitRule = { name: 'return-link-email', limit: 10, windowSeconds: 86_400 };
/** Form reads and submits per client. */
export const RETURN_FORM_LIMIT: RateLimitRule = { name: 'return-form', limit: 60, windowSeconds: 600 };

/**
 * Limits of the customer's order actions (issue 16 item 4: cancel, pack
 * together), counted like the other fixed-window limits
 * (worker/services/rate-limit.ts). An action proven by email and order number
 * is also a guess at that pair, so it counts against the lookup's per-email
 * limit (ORDER_LOOKUP_EMAIL_LIMIT) too: the action gives a guesser no more tries.
 */
import type { RateLimitRule } from '../rate-limit.ts';

/** Per client: a customer cancels or packs a few orders; 10 in 10 minutes, the lookup's pace. */
export const ORDER_ACTION_LIMIT: RateLimitRule = { name: 'order-action', limit: 10, windowSeconds: 600 };

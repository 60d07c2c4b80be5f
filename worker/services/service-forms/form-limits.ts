/**
 * Limits of the question, corporate and newsletter forms (issue 16 item 6:
 * "rate-limited per client"), counted like the other fixed-window limits
 * (worker/services/rate-limit.ts) once the body is valid.
 */
import type { RateLimitRule } from '../rate-limit.ts';

/** Form submissions per client, the three forms together: a person asks a few things an hour, a script many. */
export const SERVICE_FORM_CLIENT_LIMIT: RateLimitRule = { name: 'service-form-client', limit: 10, windowSeconds: 3600 };
/**
 * Per sender address: every submission mails the sender a receipt, so
 * someone typing a stranger's address sends that inbox at most 5 a day.
 */
export const SERVICE_FORM_ADDRESS_LIMIT: RateLimitRule = { name: 'service-form-address', limit: 5, windowSeconds: 86_400 };
/** Newsletter sign-ups per client: both lists and a typo or two fit well inside. */
export const NEWSLETTER_CLIENT_LIMIT: RateLimitRule = { name: 'newsletter-client', limit: 10, windowSeconds: 3600 };
/** Per address: every sign-up mails it (decision 017's reasoning), so 5 a day. */
export const NEWSLETTER_ADDRESS_LIMIT: RateLimitRule = { name: 'newsletter-address', limit: 5, windowSeconds: 86_400 };
/** Confirm and unsubscribe calls per client: a 256-bit token is not guessed; this bounds the load. */
export const NEWSLETTER_LINK_LIMIT: RateLimitRule = { name: 'newsletter-link', limit: 30, windowSeconds: 600 };

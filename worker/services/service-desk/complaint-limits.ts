/**
 * Limits of the complaint calls (issue 16 item 2), counted like the other
 * fixed-window limits (worker/services/rate-limit.ts).
 */
import type { RateLimitRule } from '../rate-limit.ts';

/** Uploads per client: a complaint has at most 10 files; a few retries and a second complaint stay far inside. */
export const COMPLAINT_UPLOAD_LIMIT: RateLimitRule = { name: 'complaint-upload', limit: 60, windowSeconds: 3600 };
/** Complaints per client (each mails the customer and customer service). */
export const COMPLAINT_CLIENT_LIMIT: RateLimitRule = { name: 'complaint-client', limit: 10, windowSeconds: 3600 };
/** Per address: someone typing another person's address sends that inbox at most 5 confirmations a day. */
export const COMPLAINT_EMAIL_LIMIT: RateLimitRule = { name: 'complaint-email', limit: 5, windowSeconds: 86_400 };

/**
 * Limits of the account calls (issue 15 "Brute force"), counted like the
 * other fixed-window limits (worker/services/rate-limit.ts).
 */
import type { RateLimitRule } from '../rate-limit.ts';

/** Login attempts per client (an IPv6 client by its /64): a household mistyping stays far inside. */
export const LOGIN_CLIENT_LIMIT: RateLimitRule = { name: 'login-client', limit: 20, windowSeconds: 900 };
/** Login attempts per account, from wherever: 10 guesses in 15 minutes make a password search hopeless. */
export const LOGIN_ACCOUNT_LIMIT: RateLimitRule = { name: 'login-account', limit: 10, windowSeconds: 900 };
/** Calls that mail someone (register, reset, delete) per client. */
export const ACCOUNT_MAIL_CLIENT_LIMIT: RateLimitRule = { name: 'account-mail-client', limit: 10, windowSeconds: 3600 };
/** The same per address: a stranger typing someone's address sends that inbox at most 5 mails a day. */
export const ACCOUNT_MAIL_ADDRESS_LIMIT: RateLimitRule = { name: 'account-mail-address', limit: 5, windowSeconds: 86_400 };

/**
 * The session cookies (core 7, issue 15). `so.auth` holds '{token_type}
 * {access_token}' and is HttpOnly, so page scripts never read the token;
 * `so_logged_in` says only that a session exists, so the client knows to
 * fetch the customer on start (core 4) without asking for every guest.
 */
export const AUTH_COOKIE = 'so.auth';
export const LOGGED_IN_COOKIE = 'so_logged_in';
/** 30 days; a session in use is extended (worker/services/auth/sessions.ts). */
export const SESSION_SECONDS = 30 * 24 * 60 * 60;

/** Whether the page's cookies say a session may exist (client only). */
export function mayHaveSession(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${LOGGED_IN_COOKIE}=1`));
}

/**
 * Google Tag Manager (core 5, core 7; decision 037). The container id comes
 * from the general setting gtm_container_id and must be GTM- plus uppercase
 * letters and digits; anything else loads nothing. The container loads only
 * after the visitor's consent (client/components/consent/).
 */
const TAG_MANAGER_ID = /^GTM-[A-Z0-9]+$/;

/** Longer than any id Google issues: a stored value past it is not one. */
const TAG_MANAGER_ID_MAX_LENGTH = 32;

export function isTagManagerId(value: string): boolean {
  return value.length <= TAG_MANAGER_ID_MAX_LENGTH && TAG_MANAGER_ID.test(value);
}

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * What a page's CSP adds when the shop has a container: the tag manager's
 * origin, and the Google Analytics 4 collection hosts Google's CSP guide names
 * for tags a container loads (developers.google.com/tag-platform/security/guides/csp).
 */
export const TAG_MANAGER_CSP_ORIGINS = [TAG_MANAGER_ORIGIN, 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

/** The container's script. */
export function tagManagerScriptUrl(containerId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/** The visitor's choice, kept a year in a cookie the page reads in the browser (never on the server: HTML is the same for all). */
export const CONSENT_COOKIE = 'so_analytics_consent';
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;
export type ConsentChoice = 'granted' | 'denied';

/** The stored choice in a document.cookie string; null when there is none (or it is not one of the two). */
export function consentFromCookies(cookies: string): ConsentChoice | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSENT_COOKIE && (value === 'granted' || value === 'denied')) return value;
  }
  return null;
}

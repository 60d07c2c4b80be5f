import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, consentFromCookies, isTagManagerId, tagManagerScriptUrl, type ConsentChoice } from '../../../shared/tag-manager.ts';

/** The visitor's stored choice, null before they made one. */
export function readConsent(): ConsentChoice | null {
  return consentFromCookies(document.cookie);
}

/** Keeps the choice for a year (decision 037). */
export function saveConsent(choice: ConsentChoice): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${choice}; max-age=${CONSENT_MAX_AGE_S}; path=/; samesite=lax${secure}`;
}

/**
 * Google Tag Manager's loader, as its snippet does it: the gtm.js event on
 * the data layer, then the container's script. Once per page life, and only
 * for a valid container id. The script carries the page's nonce, so the
 * container's custom HTML tags can use it under the shop's CSP.
 */
export function loadTagManager(containerId: string): void {
  if (!isTagManagerId(containerId) || document.querySelector('script[data-tag-manager]')) return;
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerScriptUrl(containerId);
  script.dataset.tagManager = containerId;
  const nonce = document.querySelector<HTMLElement>('[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}

import { LOCALE_COOKIE_MAX_AGE_S, LOCALE_COOKIES } from '../../shared/locale-cookies.ts';

/**
 * The address form's country becomes the visitor's delivery country (core 4:
 * the locale cookies, written by the client as the IP lookup does), with the
 * currency kept as shown, so the cart and every page the server renders next
 * promise delivery to the same country as the order (decision 018).
 */
export function rememberDeliveryCountry(country: string, currency: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  for (const [name, value] of [[LOCALE_COOKIES.country, country], [LOCALE_COOKIES.currency, currency]]) {
    document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${LOCALE_COOKIE_MAX_AGE_S}; path=/; samesite=lax${secure}`;
  }
}

/** Locale cookies of core 7. */
export const LOCALE_COOKIES = {
  country: 'so_delivery_country_code',
  currency: 'so_currency_code',
  geoCountry: 'so_geoip_country_code',
} as const;

export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Query parameters that set the locale once and are then removed (core 4). */
export const LOCALE_QUERY = { country: 'delivery_country', currency: 'currency' } as const;

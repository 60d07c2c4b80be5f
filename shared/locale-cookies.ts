/** Locale cookies of core 7. */
export const LOCALE_COOKIES = {
  country: 'so_delivery_country_code',
  currency: 'so_currency_code',
  geoCountry: 'so_geoip_country_code',
} as const;

export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Query parameters that set the locale once and are then removed (core 4). */
export const LOCALE_QUERY = { country: 'delivery_country', currency: 'currency' } as const;

/**
 * Request headers an API client or an edge rule may use to pick the locale
 * (core 4: "headers"); the cart sends the currency it shows in x-currency,
 * so the checkout prices payment choices for it (decision 016).
 */
export const LOCALE_HEADERS = { country: 'x-delivery-country', currency: 'x-currency' } as const;

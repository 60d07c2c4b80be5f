import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { resolveLocale, type ResolvedLocale } from '../../shared/locale-resolution.ts';
import { LOCALE_COOKIES, LOCALE_COOKIE_MAX_AGE_S, LOCALE_HEADERS, LOCALE_QUERY } from '../../shared/locale-cookies.ts';
import { getLocaleReference, type LocaleReference } from '../data/locale-catalogue.ts';
import type { AppEnv } from '../hono-env.ts';
import { geoCountryOf } from './geo-country.ts';
import { respondWithFatal } from '../render/error-response.ts';
import { siteConfigOf } from './site-config.ts';


/** Resolves delivery country and currency for this request from every source of core 4. */
export function resolveRequestLocale(c: Context<AppEnv>, reference: LocaleReference): ResolvedLocale {
  return resolveLocale(
    {
      language: c.get('language'),
      query: { country: c.req.query(LOCALE_QUERY.country), currency: c.req.query(LOCALE_QUERY.currency) },
      cookies: { country: getCookie(c, LOCALE_COOKIES.country), currency: getCookie(c, LOCALE_COOKIES.currency) },
      headers: { country: c.req.header(LOCALE_HEADERS.country), currency: c.req.header(LOCALE_HEADERS.currency) },
      geoCountry: geoCountryOf(c.req.raw),
    },
    reference,
  );
}

/** Sources whose choice is remembered: an explicit choice or the IP lookup (core 4), never a default. */
const REMEMBERED_SOURCES = new Set(['query', 'cookie', 'geoip']);

/**
 * Writes the locale cookies of core 7 where they differ from what was resolved:
 * 365 days, path /, SameSite Lax (None for a cross-site request), Secure on https.
 * A language default is not written, so each language on one domain keeps its own.
 */
function writeLocaleCookies(c: Context<AppEnv>, locale: ResolvedLocale): void {
  const secure = new URL(c.req.url).protocol === 'https:';
  const crossSite = c.req.header('sec-fetch-site') === 'cross-site';
  const options = {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE_S,
    secure,
    sameSite: crossSite && secure ? ('None' as const) : ('Lax' as const),
  };
  const written: string[] = [];
  const write = (name: string, value: string | null) => {
    if (!value || getCookie(c, name) === value) return;
    setCookie(c, name, value, options);
    written.push(name);
  };
  if (REMEMBERED_SOURCES.has(locale.source)) {
    write(LOCALE_COOKIES.country, locale.country);
    write(LOCALE_COOKIES.currency, locale.currency);
  }
  write(LOCALE_COOKIES.geoCountry, geoCountryOf(c.req.raw));
  c.set('localeCookies', written);
}

/** The URL without the locale query parameters, once they have been applied (core 4). */
function withoutLocaleQuery(requestUrl: string): string | null {
  const url = new URL(requestUrl);
  if (!url.searchParams.has(LOCALE_QUERY.country) && !url.searchParams.has(LOCALE_QUERY.currency)) return null;
  url.searchParams.delete(LOCALE_QUERY.country);
  url.searchParams.delete(LOCALE_QUERY.currency);
  return `${url.pathname}${url.search}`;
}

/**
 * The pages' locale (core 4), resolved once before any page runs: read the
 * reference data (the fatal screen 'Failed to fetch resources' when D1 cannot
 * answer, core 8), resolve country and currency, remember them in cookies,
 * redirect to the URL without the locale query, and set `siteConfig`.
 */
export const localeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  let reference: LocaleReference;
  try {
    reference = await getLocaleReference(c.env.DB);
  } catch (error) {
    console.error('Locale reference data could not be read', error);
    return respondWithFatal(c, { statusCode: 500, statusMessage: c.get('t')('errors.resourcesFailed') });
  }
  const locale = resolveRequestLocale(c, reference);
  c.set('siteConfig', siteConfigOf(c, reference, locale));
  writeLocaleCookies(c, locale);
  const cleaned = withoutLocaleQuery(c.req.url);
  if (cleaned) return c.redirect(cleaned, 302);
  await next();
});

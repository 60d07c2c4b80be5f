import { createMiddleware } from 'hono/factory';
import { DEFAULT_LANGUAGE, languageForTld, type Language } from '../../shared/languages.ts';
import { canonicalPrefixRedirect, splitLocalePrefix } from '../../shared/locale-path.ts';
import { shopSettings } from '../env.ts';
import type { AppEnv } from '../hono-env.ts';
import { translatorFor } from '../i18n.ts';

/** The language a brand host names by its TLD ('kaira.se' → sv), or null for other hosts. */
export function languageFromHost(hostname: string, brandDomain: string): Language | null {
  const labels = hostname.toLowerCase().split('.');
  const index = labels.lastIndexOf(brandDomain);
  if (index === -1 || index !== labels.length - 2) return null;
  return languageForTld(labels[labels.length - 1]);
}

/**
 * Language from the host on brand domains (core 1), else from the path prefix
 * with the configured strategy (localhost: prefix_except_default, fi at /).
 * A path whose prefix is not the strategy's canonical form is redirected.
 */
export const languageMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const settings = shopSettings(c.env);
  c.set('settings', settings);
  const url = new URL(c.req.url);
  const hostLanguage = languageFromHost(url.hostname, settings.brandDomain);

  if (hostLanguage) {
    c.set('language', hostLanguage);
    c.set('t', translatorFor(hostLanguage));
    c.set('strategy', 'no_prefix');
    c.set('languageByHost', true);
    c.set('localPath', url.pathname);
    return next();
  }

  const strategy = settings.localeStrategy;
  // The API and the health probe answer on every strategy without a language prefix.
  const isPage = !url.pathname.startsWith('/api/') && url.pathname !== '/healthz/';
  const redirect = isPage && (c.req.method === 'GET' || c.req.method === 'HEAD') ? canonicalPrefixRedirect(url.pathname, strategy) : null;
  if (redirect) return c.redirect(`${redirect}${url.search}`, 301);

  const { prefixLanguage, rest } = splitLocalePrefix(url.pathname, strategy);
  // API calls carry the language as a query parameter instead of a prefix.
  c.set('language', prefixLanguage ?? DEFAULT_LANGUAGE);
  c.set('t', translatorFor(prefixLanguage ?? DEFAULT_LANGUAGE));
  c.set('strategy', strategy);
  c.set('languageByHost', false);
  c.set('localPath', rest);
  return next();
});

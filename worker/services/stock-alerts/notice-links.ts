/**
 * Where a back-in-stock notice links (decision 020): to the host the
 * shopper signed up on (stock_notifications.site_origin), in the sign-up's
 * language with that host's prefix rule, as the confirmation mail did. A
 * brand host serves one language (core 1), so a notice in another
 * language links to that language's brand host; a row without an origin
 * (older than migration 0015) too, as the order jobs do.
 */
import { brandHostLanguage, productionHost, type Language } from '../../../shared/languages.ts';
import { withLocalePrefix, type PrefixStrategy } from '../../../shared/locale-path.ts';
import type { ShopSettings } from '../../env.ts';

interface SiteBase { origin: string; strategy: PrefixStrategy }

function siteBase(settings: ShopSettings, siteOrigin: string | null, language: Language): SiteBase {
  const url = originUrl(siteOrigin);
  const hostLanguage = url ? brandHostLanguage(url.hostname, settings.brandDomain) : null;
  if (url && hostLanguage === null) return { origin: url.origin, strategy: settings.localeStrategy };
  if (url && hostLanguage === language) return { origin: url.origin, strategy: 'no_prefix' };
  return { origin: `https://${productionHost(settings.brandDomain, language)}`, strategy: 'no_prefix' };
}

function originUrl(value: string | null): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Absolute URL of a shop path (without its prefix) for the sign-up. */
export function noticeUrl(settings: ShopSettings, siteOrigin: string | null, language: Language): (path: string) => string {
  const base = siteBase(settings, siteOrigin, language);
  return (path) => `${base.origin}${withLocalePrefix(path, language, base.strategy)}`;
}

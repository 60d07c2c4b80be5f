import type { Language } from '../../../shared/languages.ts';
import { withLocalePrefix, type PrefixStrategy } from '../../../shared/locale-path.ts';
import { routerFor } from '../../i18n.ts';

/** Routes no crawler needs: personal (accounts, checkout), staff-only, and search results (noindex, endless). */
const PRIVATE_ROUTES = ['accounts', 'checkout', 'search'] as const;
/** Path prefixes that are the same in every language. */
const STAFF_PATH = '/staff/';

interface RobotsInput {
  languages: readonly Language[];
  strategy: PrefixStrategy;
  /** Absolute URL of the sitemap index on this host. */
  sitemapUrl: string;
}

/**
 * robots.txt of one host: the API and, in each language the host serves, its
 * localised account, checkout and search paths and the staff desk; then the
 * sitemap index (sitemaps.org asks for an absolute URL).
 */
export function robotsTxt({ languages, strategy, sitemapUrl }: RobotsInput): string {
  const paths = new Set<string>(['/api/']);
  for (const language of languages) {
    const router = routerFor(language);
    for (const routeId of PRIVATE_ROUTES) paths.add(withLocalePrefix(router.pathFor(routeId), language, strategy));
    paths.add(withLocalePrefix(STAFF_PATH, language, strategy));
  }
  return ['User-agent: *', ...[...paths].map((path) => `Disallow: ${path}`), '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}

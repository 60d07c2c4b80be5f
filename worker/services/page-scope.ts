import type { Translate } from '../../shared/i18n.ts';
import type { Language } from '../../shared/languages.ts';
import type { PrefixStrategy } from '../../shared/locale-path.ts';
import type { SiteConfig } from '../../shared/types/locale.ts';
import type { CatalogueSource } from '../data/catalogue-cache.ts';

/**
 * What the page services need of a request, as plain values (architecture:
 * services never take a Hono Context). The page handler builds it once from
 * what the middleware resolved (worker/pages/page-scope.ts).
 */
export interface PageScope {
  language: Language;
  t: Translate;
  strategy: PrefixStrategy;
  /** The request's catalogue reads (worker/data/catalogue-context.ts). */
  source: CatalogueSource;
  config: SiteConfig;
}

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslator, type Dictionary, type Translate } from '../shared/i18n.ts';
import type { LinkedRouteId } from '../shared/linked-routes.ts';
import { withLocalePrefix } from '../shared/locale-path.ts';
import { routePathFor } from '../shared/route-href.ts';
import type { SiteConfig } from '../shared/types/locale.ts';

export interface Site {
  config: SiteConfig;
  t: Translate;
  /** Localised href of a route, with the locale prefix the strategy needs; only linked routes (shared/linked-routes.ts). */
  href: (routeId: LinkedRouteId, params?: Record<string, string>) => string;
  /** A local path (group, brand, product paths from data) with the locale prefix. */
  localHref: (path: string) => string;
}

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ config, dictionary, children }: { config: SiteConfig; dictionary: Dictionary; children: ReactNode }) {
  const site = useMemo<Site>(() => {
    // The dictionary's localised route paths: the route table itself stays on the worker (shared/route-paths.ts).
    return {
      config,
      t: createTranslator(config.language, dictionary),
      href: (routeId, params) => withLocalePrefix(routePathFor(dictionary.routePaths, routeId, params), config.language, config.strategy),
      localHref: (path) => withLocalePrefix(path, config.language, config.strategy),
    };
  }, [config, dictionary]);
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside SiteProvider');
  return site;
}

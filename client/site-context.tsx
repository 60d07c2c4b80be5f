import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslator, type Dictionary, type Translate } from '../shared/i18n.ts';
import { withLocalePrefix } from '../shared/locale-path.ts';
import { hrefFor } from '../shared/paths.ts';
import { createRouter } from '../shared/routes.ts';
import type { SiteConfig } from '../shared/types/locale.ts';

export interface Site {
  config: SiteConfig;
  t: Translate;
  /** Localised href of a route, with the locale prefix the strategy needs. */
  href: (routeId: string, params?: Record<string, string>) => string;
  /** A local path (group, brand, product paths from data) with the locale prefix. */
  localHref: (path: string) => string;
}

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ config, dictionary, children }: { config: SiteConfig; dictionary: Dictionary; children: ReactNode }) {
  const site = useMemo<Site>(() => {
    const router = createRouter(dictionary.routeSegments);
    const context = { language: config.language, strategy: config.strategy, router };
    return {
      config,
      t: createTranslator(config.language, dictionary),
      href: (routeId, params) => hrefFor(context, routeId, params),
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

import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import en from '../../locales/en.json' with { type: 'json' };
import { dictionaryOf } from '../../shared/route-paths.ts';
import type { SiteConfig } from '../../shared/types/locale.ts';
import { SiteProvider } from '../../client/site-context.tsx';

/** The site of the unit tests: English, euro, Germany. */
export const TEST_SITE_CONFIG: SiteConfig = {
  language: 'en',
  strategy: 'prefix_except_default',
  languageByHost: false,
  brandName: 'Kaira Outdoor',
  contactEmail: 'info@example.com',
  host: 'localhost',
  productionHost: 'example.com',
  deliveryCountryCode: 'de',
  deliveryCountryName: 'Germany',
  geoIPCountryCode: null,
  currencyCode: 'eur',
  currencyFormat: '# €',
  currencyRate: 1,
  taxAreaId: 1,
  isEuMember: true,
  appVersion: 'test',
  year: 2025,
};

/** Server markup of a node inside a SiteProvider (English, euro, Germany unless overridden). */
export function renderWithSite(node: ReactNode, config: Partial<SiteConfig> = {}, dictionary = dictionaryOf(en)): string {
  return renderToStaticMarkup(<SiteProvider config={{ ...TEST_SITE_CONFIG, ...config }} dictionary={dictionary}>{node}</SiteProvider>);
}

/**
 * renderWithSite with test texts for dotted keys laid over en.json: a test can
 * check the parameters a component passes with wording the test defines itself.
 */
export function renderWithKeys(node: ReactNode, keys: Record<string, string>, config: Partial<SiteConfig> = {}): string {
  const dictionary = dictionaryOf(structuredClone(en));
  for (const [key, text] of Object.entries(keys)) {
    const path = key.split('.');
    let entry: Record<string, unknown> = dictionary;
    for (const part of path.slice(0, -1)) {
      if (typeof entry[part] !== 'object' || entry[part] === null) entry[part] = {};
      entry = entry[part] as Record<string, unknown>;
    }
    entry[path[path.length - 1]] = text;
  }
  return renderWithSite(node, config, dictionary);
}

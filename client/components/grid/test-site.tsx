import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import en from '../../../locales/en.json' with { type: 'json' };
import type { Dictionary } from '../../../shared/i18n.ts';
import type { SiteConfig } from '../../../shared/types/locale.ts';
import { SiteProvider } from '../../site-context.tsx';

const CONFIG: SiteConfig = {
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
export function renderWithSite(node: ReactNode, config: Partial<SiteConfig> = {}): string {
  const dictionary = en as unknown as Dictionary;
  return renderToStaticMarkup(<SiteProvider config={{ ...CONFIG, ...config }} dictionary={dictionary}>{node}</SiteProvider>);
}

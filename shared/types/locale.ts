import type { Language } from '../languages.ts';
import type { PrefixStrategy } from '../locale-path.ts';

export interface CurrencyRecord {
  code: string;
  rate: number;
  format: string;
}

export interface CountryRecord {
  code: string;
  currencyCode: string;
  taxAreaId: number;
  isEuMember: boolean;
  /** Name per language code. */
  names: Record<string, string>;
}

/** GET /api/init-config/ (core 7). */
export interface InitConfigResponse {
  currencyFormat: string;
  currencyRate: number;
  deliveryCountryName: string;
  taxAreaId: number;
  isEuMember: boolean;
}

/** GET /api/locale_by_ip/ (core 7). */
export interface LocaleByIpResponse {
  country_code: string;
  currency: string;
}

/** The config state of core 3 as the server resolved it for this request. */
export interface SiteConfig {
  language: Language;
  strategy: PrefixStrategy;
  /** True when languages are told apart by domain rather than path prefix. */
  languageByHost: boolean;
  brandName: string;
  contactEmail: string;
  host: string;
  productionHost: string;
  deliveryCountryCode: string;
  deliveryCountryName: string;
  geoIPCountryCode: string | null;
  currencyCode: string;
  currencyFormat: string;
  currencyRate: number;
  taxAreaId: number;
  isEuMember: boolean;
  appVersion: string;
  /** Year of the render, for the footer; from the server so hydration matches. */
  year: number;
}

/** GET /api/delivery-countries/: what the locale modal offers. */
export interface DeliveryCountriesResponse {
  countries: Array<{ code: string; name: string; currency: string }>;
  currencies: string[];
}

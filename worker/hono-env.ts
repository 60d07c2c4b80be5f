import type { Bindings, ShopSettings } from './env.ts';
import type { Language } from '../shared/languages.ts';
import type { Translate } from '../shared/i18n.ts';
import type { PrefixStrategy } from '../shared/locale-path.ts';
import type { ResolvedLocale } from '../shared/locale-resolution.ts';
import type { LocaleReference } from './data/locale-catalogue.ts';
import type { CatalogueSource } from './data/catalogue-cache.ts';
import type { PageFrame } from '../shared/types/page.ts';

/** What middleware puts on the context for later handlers. */
export interface Variables {
  settings: ShopSettings;
  nonce: string;
  language: Language;
  /** Translator of the request's language. */
  t: Translate;
  strategy: PrefixStrategy;
  languageByHost: boolean;
  /** The request path without its locale prefix. */
  localPath: string;
  localeReference: LocaleReference;
  locale: ResolvedLocale;
  geoCountry: string | null;
  /** Catalogue reads of this request (worker/data/catalogue-context.ts). */
  catalogueSource: CatalogueSource;
  /** What every page payload carries besides its own props; absent on the fatal screen. */
  pageFrame?: PageFrame;
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };

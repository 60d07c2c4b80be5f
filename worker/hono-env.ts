import type { Bindings, ShopSettings } from './env.ts';
import type { Language } from '../shared/languages.ts';
import type { Translate } from '../shared/i18n.ts';
import type { PrefixStrategy } from '../shared/locale-path.ts';
import type { CatalogueSource } from './data/catalogue-cache.ts';
import type { PageFrame } from '../shared/types/page.ts';
import type { PageId } from '../shared/route-table.ts';
import type { SiteConfig } from '../shared/types/locale.ts';
import type { SessionRecord } from './data/customer-sessions.ts';

/** What middleware puts on the context for later handlers. */
interface Variables {
  settings: ShopSettings;
  nonce: string;
  language: Language;
  /** Translator of the request's language. */
  t: Translate;
  strategy: PrefixStrategy;
  languageByHost: boolean;
  /** The request path without its locale prefix. */
  localPath: string;
  /** The config state of core 3 (worker/middleware/site-config.ts). */
  siteConfig: SiteConfig;
  /** Catalogue reads of this request (worker/data/catalogue-context.ts). */
  catalogueSource: CatalogueSource;
  /** A route outside /api/ that servers call: its failures are answered as JSON too (worker/errors/answer-error.ts). */
  jsonErrors?: boolean;
  /** The request may see staff data (worker/middleware/session.ts). */
  staffViewer: boolean;
  /** The customer's session, null for a guest (worker/middleware/session.ts). */
  session: SessionRecord | null;
  /** What every page payload carries besides its own props; absent on the fatal screen. */
  pageFrame?: PageFrame;
  /** Third-party origins this page's document may load from (worker/middleware/security-headers.ts allowPartnerOrigins). */
  partnerOrigins?: string[];
  /** Names of the locale cookies this answer writes (worker/middleware/locale.ts): the only cookies a cached page may be sent with. */
  localeCookies?: string[];
  /** Set by the page render when the edge cache may keep this answer (worker/render/respond.ts, decision 039). */
  pageCache?: { page: PageId; tags: string[]; shapingQuery: string };
  /** A deferred part of the page failed to render on the server: the answer is served but never stored. */
  renderFailed?: boolean;
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };

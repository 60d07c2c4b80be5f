import type { LayoutId } from '../route-table.ts';
import type { SiteConfig } from './locale.ts';
import type { SiteMenu } from './menu.ts';

export interface AlternateLink {
  hreflang: string;
  href: string;
}

/** Everything the document head needs; also applied on client navigation. */
export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  alternates: AlternateLink[];
  /** 1200x630 Open Graph image (core 9). */
  ogImage: string;
  robots?: string;
  /** Structured data (schema.org JSON-LD objects) for crawlers. */
  jsonLd?: unknown[];
}

/**
 * One page as the worker hands it to React: SSR renders it, the HTML embeds it
 * as JSON for hydration, and client navigation fetches it as JSON.
 */
export interface PagePayload<Props = unknown> {
  page: string;
  layout: LayoutId;
  status: number;
  props: Props;
  head: HeadData;
  config: SiteConfig;
  frame: PageFrame;
  /**
   * The page's document has a CSP of its own (a partner's script, decision 036):
   * client navigation loads it as a full document, so that policy applies.
   */
  ownPolicy?: boolean;
}

/** Shared by every page of a language: the header's navigation and the feature flags (core 4). */
export interface PageFrame {
  menu: SiteMenu;
  /** Server feature flags from general settings; the client applies its overrides. */
  featureFlags: Record<string, boolean>;
  /** The header search box's placeholder, general setting search_bar_placeholder (core 3); '' for the dictionary's. */
  searchPlaceholder: string;
  /** The Google Tag Manager container (core 5), loaded after consent; '' when the shop has none (decision 037). */
  tagManagerId: string;
}

export const EMPTY_PAGE_FRAME: PageFrame = { menu: { sections: [] }, featureFlags: {}, searchPlaceholder: '', tagManagerId: '' };

/** Request header that asks the worker for a page's payload as JSON instead of HTML. */
export const PAGE_DATA_HEADER = 'x-page-data';

/** Props of the error page (core 2). */
export interface ErrorPageProps {
  status: number;
  message: string;
  /** When set, the button leads here and the page navigates after ERROR_REDIRECT_DELAY_MS. */
  redirect?: string;
}

/** Props of the fatal error screen (core 2, core 3 error object). */
export interface FatalErrorProps {
  statusCode: number;
  statusMessage: string;
  message?: string;
  /** JSON string that may hold { redirect }. */
  data?: string;
}

/** Element ids the document and the client entry agree on. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
export const ROOT_ELEMENT_ID = 'root';
/** The polite live region that says a client navigation's new title (WCAG 4.1.3): in the document from the start, as a live region must be. */
export const ANNOUNCER_ELEMENT_ID = 'page-announcer';

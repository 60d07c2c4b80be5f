import type { StaticPageTab } from './catalogue.ts';

/** Props of the static page view (core 2 Static page). */
export interface StaticPageProps {
  id: number;
  title: string;
  /** Sanitised HTML (core 5). */
  content: string;
  /** The external booking resize script, loaded when the content has #etifr (core 2; decision 036). */
  bookingScript?: string;
}

/** Props of the static page with tabs: the whole tab tree and the selected tab path. */
export interface TabbedPageProps {
  id: number;
  title: string;
  /** Local path of the page itself, e.g. '/oppaat/' (tab links build on it). */
  basePath: string;
  tabs: StaticPageTab[];
  selectedTab: string;
  selectedNestedTab: string | null;
}

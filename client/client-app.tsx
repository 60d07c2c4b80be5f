import { useEffect, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import type { Dictionary } from '../shared/i18n.ts';
import type { PagePayload } from '../shared/types/page.ts';
import { trackPageView } from './analytics.ts';
import { App } from './app.tsx';
import { ClientRouter } from './navigation/client-router.ts';
import { arriveAtPage } from './navigation/page-arrival.ts';
import { applyScroll, savedScrollY, type ScrollTarget } from './navigation/scroll-memory.ts';
import type { Navigation, NavigationStatus } from './navigation/navigation-context.tsx';

interface ShownPage {
  payload: PagePayload;
  Page: ComponentType<any>;
  scroll: ScrollTarget | null;
}

/** The browser's App: the same tree as SSR, plus the client router's state. */
export function ClientApp({ initial, InitialPage, dictionary }: { initial: PagePayload; InitialPage: ComponentType<any>; dictionary: Dictionary }) {
  // A reload or a return from another site lands where the visitor was on this entry.
  const [shown, setShown] = useState<ShownPage>(() => {
    const y = savedScrollY();
    return { payload: initial, Page: InitialPage, scroll: y !== null ? { kind: 'position', y } : null };
  });
  const [status, setStatus] = useState<NavigationStatus>('idle');

  const router = useMemo(
    () => new ClientRouter({
      buildId: initial.config.appVersion,
      language: initial.config.language,
      onStatus: setStatus,
      onPage: (payload, Page, scroll) => setShown({ payload, Page, scroll }),
    }),
    [initial],
  );

  useEffect(() => {
    // Marks the document as interactive: browser tests and operators can tell hydration finished.
    document.documentElement.dataset.hydrated = 'true';
    return router.start();
  }, [router]);

  useEffect(() => trackPageView(window.location.pathname + window.location.search), [shown]);

  // Scroll and focus once the new page is in the DOM, then watch its links for prefetching.
  useLayoutEffect(() => {
    if (shown.scroll) applyScroll(shown.scroll);
    // A client navigation (not the first load) moves focus and says the new title.
    if (shown.payload !== initial) arriveAtPage(shown.scroll?.kind !== 'hash');
    router.observeVisibleLinks();
  }, [shown, router, initial]);

  const navigation = useMemo<Navigation>(() => ({ status, navigate: router.navigate, replaceUrl: router.replaceUrl }), [status, router]);
  return <App payload={shown.payload} Page={shown.Page} dictionary={dictionary} navigation={navigation} />;
}

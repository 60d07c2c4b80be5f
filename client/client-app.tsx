import { useEffect, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import type { Dictionary } from '../shared/i18n.ts';
import type { PagePayload } from '../shared/types/page.ts';
import { trackPageView } from './analytics.ts';
import { App } from './app.tsx';
import { whenRegionsHydrated } from './deferred-region.tsx';
import { DeferredRouter } from './navigation/deferred-router.ts';
import { applyScroll, savedScrollY, type ScrollTarget } from './navigation/scroll-position.ts';
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
  const [routerSettled, setRouterSettled] = useState(false);

  const router = useMemo(
    () => new DeferredRouter({
      buildId: initial.config.appVersion,
      language: initial.config.language,
      onStatus: setStatus,
      onPage: (payload, Page, scroll) => setShown({ payload, Page, scroll }),
    }, () => setRouterSettled(true)),
    [initial],
  );

  useEffect(() => router.startWhenIdle(), [router]);

  // Marks the document as interactive: hydrated, its deferred regions too, with its client navigation.
  // Browser tests and operators can tell; CSS stops opening the navigation's panels on hover then.
  useEffect(() => {
    if (!routerSettled) return;
    return whenRegionsHydrated(() => { document.documentElement.dataset.hydrated = 'true'; });
  }, [routerSettled]);

  useEffect(() => trackPageView(window.location.pathname + window.location.search), [shown]);

  // Scroll once the new page is in the DOM; then the router says a client navigation's arrival and watches the page's links.
  useLayoutEffect(() => {
    if (shown.scroll) applyScroll(shown.scroll);
  }, [shown]);
  useLayoutEffect(() => {
    router.pageRendered(shown.payload === initial ? null : shown.scroll);
  }, [shown, router, initial, routerSettled]);

  const navigation = useMemo<Navigation>(() => ({ status, navigate: router.navigate, replaceUrl: router.replaceUrl }), [status, router]);
  return <App payload={shown.payload} Page={shown.Page} dictionary={dictionary} navigation={navigation} />;
}

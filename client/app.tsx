import { lazy, Suspense, type ComponentType } from 'react';
import type { PageOfContext } from '../shared/admin-context.ts';
import type { Dictionary } from '../shared/i18n.ts';
import type { PagePayload } from '../shared/types/page.ts';
import { deferredRegion } from './deferred-region.tsx';
import { useAuth } from './hooks/use-auth.ts';
import { useHydrated } from './hooks/use-hydrated.ts';
import { LAYOUTS } from './layouts/layouts.tsx';
import { NavigationContext, type Navigation } from './navigation/navigation-context.tsx';
import { SiteProvider } from './site-context.tsx';
import { FeatureFlagsProvider } from './state/feature-flags.tsx';

interface AppProps {
  payload: PagePayload;
  Page: ComponentType<any>;
  dictionary: Dictionary;
  navigation?: Navigation;
}

const IDLE: Navigation = { status: 'idle', navigate: () => {}, replaceUrl: () => {} };

// The bar moves only on client navigation, whose router loads after hydration too (client/navigation/deferred-router.ts).
const LoadingBar = deferredRegion(() => import('./components/loading-bar.tsx').then((module) => module.LoadingBar));

// Admins only (decision 021): the "Open in admin" bar, its staff call and its text load once the user is known to be one.
const AdminBar = lazy(() => import('./components/staff/admin-bar.tsx'));

/**
 * An admin's "Open in admin" for the page shown; nothing for anyone else and
 * nothing in the server render (the user is known after hydration). The
 * page's admin context (core 3) is read from its payload in the bar's chunk.
 * It lives here rather than in a module of its own: every eager module costs
 * the product page's JS budget bytes.
 */
export function AdminSlot({ page }: { page: PageOfContext }) {
  return useAuth().user?.isAdminUser ? <Suspense fallback={null}><AdminBar page={page} /></Suspense> : null;
}

// decision 037: the analytics consent and the tag manager behind it, only where the shop has a container, after hydration.
const ConsentBanner = lazy(() => import('./components/consent/consent-banner.tsx'));

function ConsentSlot({ containerId }: { containerId: string }) {
  return useHydrated() && containerId ? <Suspense fallback={null}><ConsentBanner containerId={containerId} /></Suspense> : null;
}

/**
 * The whole React tree, identical on the server and in the browser (hydration).
 * The fatal error screen replaces any layout (core 2).
 */
export function App({ payload, Page, dictionary, navigation = IDLE }: AppProps) {
  const Layout = LAYOUTS[payload.layout] ?? LAYOUTS.default;
  return (
    <SiteProvider config={payload.config} dictionary={dictionary}>
      <NavigationContext.Provider value={navigation}>
        <LoadingBar status={navigation.status} />
        <FeatureFlagsProvider flags={payload.frame.featureFlags}>
          <ConsentSlot containerId={payload.frame.tagManagerId} />
          {payload.page === 'fatal' ? (
            <Page {...(payload.props as object)} />
          ) : (
            <Layout alternates={payload.head.alternates} menu={payload.frame.menu} searchPlaceholder={payload.frame.searchPlaceholder}>
              <AdminSlot page={payload} />
              <Page {...(payload.props as object)} />
            </Layout>
          )}
        </FeatureFlagsProvider>
      </NavigationContext.Provider>
    </SiteProvider>
  );
}

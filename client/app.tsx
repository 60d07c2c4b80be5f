import type { ComponentType } from 'react';
import type { Dictionary } from '../shared/i18n.ts';
import type { PagePayload } from '../shared/types/page.ts';
import { LoadingBar } from './components/loading-bar.tsx';
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
          {payload.page === 'fatal' ? (
            <Page {...(payload.props as object)} />
          ) : (
            <Layout alternates={payload.head.alternates} menu={payload.frame.menu}>
              <Page {...(payload.props as object)} />
            </Layout>
          )}
        </FeatureFlagsProvider>
      </NavigationContext.Provider>
    </SiteProvider>
  );
}

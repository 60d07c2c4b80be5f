import { lazy, memo, Suspense, type ComponentType, type NamedExoticComponent } from 'react';
import { afterChunkFailure } from './lazy-on-use.ts';

/** Loads a region's code once; a failed load may be tried again. */
type RegionLoader = () => Promise<unknown>;
const loaders = new Set<RegionLoader>();

/**
 * Every deferred region's code. The worker awaits it before it renders (it
 * renders every region in full); the browser starts it with the client
 * router, so a client navigation finds the code there.
 */
export function loadDeferredRegions(): Promise<unknown> {
  return Promise.all([...loaders].map((load) => load()));
}

/**
 * A part of the page whose code is not in the page's first load (issue 19,
 * decision 042): below the fold, or links that work without script. The
 * server renders it in full. In the browser its chunk loads as hydration
 * starts, and React keeps the server's markup as it is until the code is
 * there (selective hydration): nothing shifts, its links work, and a click
 * there before then is the browser's own. Once loaded, it renders at once.
 */
export function deferredRegion<P extends object>(load: () => Promise<ComponentType<P>>): NamedExoticComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    if (!loading) {
      loading = load().then((Component) => (loaded = Component));
      loading.catch(() => { loading = null; });
    }
    return loading;
  };
  loaders.add(loadOnce);

  const Lazy = lazy<ComponentType<P>>(() => {
    if (loaded) {
      // A thenable that resolves at once: React.lazy then renders without suspending (the worker, a later page).
      const module = { default: loaded };
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<typeof module>;
    }
    return loadOnce().then((Component) => ({ default: Component }), (error: unknown) => ({ default: afterChunkFailure<P>('deferred region', error) }));
  });

  // Memoised: a parent's render with equal props must not reach a region still waiting for its code, or React
  // drops the server's markup for the fallback (an update to a dehydrated boundary is rendered afresh).
  return memo(function DeferredRegion(props: P) {
    return <Suspense fallback={null}><Lazy {...props} /></Suspense>;
  });
}

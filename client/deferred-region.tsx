import { createContext, lazy, memo, Suspense, useContext, useEffect, useState, type ComponentType, type NamedExoticComponent } from 'react';
import { afterChunkFailure } from './lazy-on-use.ts';

/** Loads a region's code once; a failed load may be tried again. */
type RegionLoader = () => Promise<unknown>;
const loaders = new Set<RegionLoader>();
/** Every known region's code, once asked for: the worker awaits it for each page it renders. A new region or a failure asks afresh. */
let allLoaded: Promise<unknown> | null = null;
/** A failed chunk is reported, and reloads the page, once per page load however many regions it held. */
let failureHandled = false;

/** Regions on the page still showing the server's markup, waiting for their code. */
let waiting = 0;
const waitingChanged = new Set<() => void>();
function countWaiting(change: number): void {
  waiting += change;
  waitingChanged.forEach((listener) => listener());
}

/**
 * Runs `run` once no region on the page waits for its code any more, at once
 * when none does: the app marks the page interactive then (data-hydrated).
 * A failed chunk counts as done: nothing more will come.
 */
export function whenRegionsHydrated(run: () => void): () => void {
  const check = () => {
    if (waiting > 0 && !failureHandled) return;
    waitingChanged.delete(check);
    run();
  };
  waitingChanged.add(check);
  check();
  return () => waitingChanged.delete(check);
}

/** One region on the page: whether its code's part has mounted, and whether it is counted as waiting. */
interface RegionMark { mounted: boolean; counted: boolean }
const RegionMarkContext = createContext<RegionMark | null>(null);

/** The region's component as loaded: it tells its region that it has mounted (hydrated, or rendered). */
function markingMount<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function LoadedRegion(props: P) {
    const mark = useContext(RegionMarkContext);
    useEffect(() => {
      if (!mark) return;
      mark.mounted = true;
      if (mark.counted) {
        mark.counted = false;
        countWaiting(-1);
      }
    }, [mark]);
    return <Component {...props} />;
  };
}

/**
 * Every deferred region's code. The worker awaits it before it renders (it
 * renders every region in full); the browser starts it with the client
 * router, so a client navigation finds the code there.
 */
export function loadDeferredRegions(): Promise<unknown> {
  if (!allLoaded) {
    const loading = Promise.all([...loaders].map((load) => load()));
    allLoaded = loading;
    loading.catch(() => { if (allLoaded === loading) allLoaded = null; });
  }
  return allLoaded;
}

/**
 * A part of the page whose code is not in the page's first load (issue 19,
 * decision 042): below the fold, or links that work without script. The
 * server renders it in full. In the browser its chunk loads as hydration
 * starts, and React keeps the server's markup as it is until the code is
 * there (selective hydration): nothing shifts, its links work, and a click
 * there before then is the browser's own. Once loaded, it renders at once.
 * If its chunk cannot load, the page reloads once (a deploy removed it); when
 * the reload guard holds that back, the server's markup stays as it is.
 */
export function deferredRegion<P extends object>(load: () => Promise<ComponentType<P>>): NamedExoticComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    if (!loading) {
      loading = load().then((Component) => (loaded = markingMount(Component)));
      loading.catch(() => { loading = null; });
    }
    return loading;
  };
  loaders.add(loadOnce);
  allLoaded = null;

  const Lazy = lazy<ComponentType<P>>(() => {
    if (loaded) {
      // A thenable that resolves at once: React.lazy then renders without suspending (the worker, a later page).
      const module = { default: loaded };
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<typeof module>;
    }
    return loadOnce().then((Component) => ({ default: Component }), (error: unknown) => {
      if (!failureHandled) afterChunkFailure('deferred region', error);
      failureHandled = true;
      // Never settles: React keeps the server's markup, whose links and forms work without script.
      return new Promise<never>(() => {});
    });
  });

  // Memoised: a parent's render with equal props must not reach a region still waiting for its code, or React
  // drops the server's markup for the fallback (an update to a dehydrated boundary is rendered afresh).
  return memo(function DeferredRegion(props: P) {
    // Stable for the region's life: a new context value would reach its dehydrated boundary as an update.
    const [mark] = useState<RegionMark>(() => ({ mounted: false, counted: false }));
    // Children's effects run first: a region whose code was there mounted already; else it waits, counted.
    useEffect(() => {
      if (!mark.mounted) {
        mark.counted = true;
        countWaiting(1);
      }
      return () => {
        if (mark.counted) countWaiting(-1);
        mark.counted = false;
      };
    }, [mark]);
    return (
      <RegionMarkContext.Provider value={mark}>
        <Suspense fallback={null}><Lazy {...props} /></Suspense>
      </RegionMarkContext.Provider>
    );
  });
}

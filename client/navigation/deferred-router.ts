import { loadDeferredRegions } from '../deferred-region.tsx';
import { reportClientError } from '../report-client-error.ts';
import { whenIdle } from '../when-idle.ts';
import type { ClientRouter, RouterCallbacks } from './client-router.ts';
import { guardedFullLoad } from './full-reload.ts';
import type { ScrollTarget } from './scroll-position.ts';

/** The router loads at the latest this long after hydration, however busy the browser is. */
const IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback (Safari), it loads this long after hydration. */
const IDLE_FALLBACK_MS = 200;

/** Replaces the current entry's URL and merges `state` into its history state, loading nothing. */
export function replaceHistoryUrl(href: string, state: Record<string, unknown> = {}): void {
  history.replaceState({ ...(history.state as object | null), ...state }, '', href);
}

/**
 * The client router, loaded once the browser is idle after hydration (issue
 * 19, decision 042): the router, the page registry, prefetching and the
 * scroll memory are some 4 KB gzip that the first screen never runs. Until it
 * is there, links load pages the browser's own way; a navigation the page
 * asks for (the error page's redirect) waits for it, and becomes a full load
 * if its chunk cannot load.
 */
export class DeferredRouter {
  private router: ClientRouter | null = null;
  private loading: Promise<ClientRouter> | null = null;
  private cancelIdle: () => void = () => {};
  private stopRouter: () => void = () => {};
  private disposed = false;

  constructor(
    private readonly callbacks: RouterCallbacks,
    /** Told once the router runs, or could not load: the page is then as interactive as it will be. */
    private readonly onSettled: () => void,
  ) {}

  /** Schedules the load for when the browser is idle; returns what stops the router again. */
  startWhenIdle(): () => void {
    this.cancelIdle = whenIdle(() => void this.load().catch(() => {}), { timeout: IDLE_TIMEOUT_MS, fallback: IDLE_FALLBACK_MS });
    return () => {
      this.disposed = true;
      this.cancelIdle();
      this.stopRouter();
    };
  }

  /** Loads and starts the router once; later calls share the first load. */
  load(): Promise<ClientRouter> {
    this.cancelIdle();
    // With the regions' code: a navigation must not reach a region still waiting for it (decision 042).
    this.loading ??= Promise.all([import('./client-router.ts'), loadDeferredRegions().catch(() => {})]).then(
      ([{ ClientRouter }]) => {
        const router = new ClientRouter(this.callbacks);
        if (!this.disposed) {
          this.stopRouter = router.start();
          this.router = router;
        }
        this.onSettled();
        return router;
      },
      (error: unknown) => {
        reportClientError(`router chunk ${window.location.pathname}: ${String(error)}`);
        this.onSettled();
        throw error;
      },
    );
    return this.loading;
  }

  navigate = (href: string): void => {
    if (this.router) return this.router.navigate(href);
    this.load().then((router) => router.navigate(href), () => { guardedFullLoad(href); });
  };

  replaceUrl = (href: string, state?: Record<string, unknown>): void => {
    if (this.router) this.router.replaceUrl(href, state);
    else replaceHistoryUrl(href, state);
  };

  /** After React committed a page: null for the first one, else where the client navigation scrolled. */
  pageRendered(navigatedTo: ScrollTarget | null): void {
    this.router?.pageRendered(navigatedTo);
  }
}

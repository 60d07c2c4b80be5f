// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouterCallbacks } from './client-router.ts';

const callbacks: RouterCallbacks = { buildId: 'b1', language: 'en', onStatus: () => {}, onPage: () => {} };

/** The router class the deferred loader finds in its chunk; records what is asked of it. */
function fakeRouterModule() {
  const calls: string[] = [];
  class ClientRouter {
    constructor(readonly given: RouterCallbacks) { calls.push(`new ${given.buildId}`); }
    start() { calls.push('start'); return () => calls.push('stop'); }
    navigate = (href: string) => calls.push(`navigate ${href}`);
    replaceUrl = (href: string) => calls.push(`replaceUrl ${href}`);
    pageRendered() { calls.push('pageRendered'); }
  }
  return { calls, module: { ClientRouter } };
}

let idleCallback: (() => void) | null = null;

async function loadDeferredRouter(routerModule: () => object) {
  vi.resetModules();
  vi.doMock('./client-router.ts', routerModule);
  return (await import('./deferred-router.ts')).DeferredRouter;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('DeferredRouter (issue 19: the client router loads after hydration)', () => {
  beforeEach(() => {
    idleCallback = null;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => { idleCallback = callback; return 1; });
    vi.stubGlobal('cancelIdleCallback', () => { idleCallback = null; });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.doUnmock('./client-router.ts');
    sessionStorage.clear();
  });

  it('loads and starts the router once the browser is idle, tells the page once, and stops it when the app goes', async () => {
    const fake = fakeRouterModule();
    const DeferredRouter = await loadDeferredRouter(() => fake.module);
    const settled = vi.fn();
    const router = new DeferredRouter(callbacks, settled);
    const stop = router.startWhenIdle();
    await flush();
    expect(fake.calls).toEqual([]);

    idleCallback!();
    await flush();
    expect(fake.calls).toEqual(['new b1', 'start']);
    expect(settled).toHaveBeenCalledTimes(1);

    router.pageRendered(null);
    stop();
    expect(fake.calls).toEqual(['new b1', 'start', 'pageRendered', 'stop']);
  });

  it('starts the router only once the deferred regions\' code is there, so no navigation reaches a region still waiting for it', async () => {
    const fake = fakeRouterModule();
    const DeferredRouter = await loadDeferredRouter(() => fake.module);
    const { deferredRegion } = await import('../deferred-region.tsx'); // the instance the loader uses
    let arrive = () => {};
    deferredRegion(() => new Promise<() => null>((resolve) => { arrive = () => resolve(() => null); }));
    const router = new DeferredRouter(callbacks, () => {});
    router.startWhenIdle();
    idleCallback!();
    await flush();
    expect(fake.calls).toEqual([]);

    arrive();
    await flush();
    expect(fake.calls).toEqual(['new b1', 'start']);
  });

  it('runs a navigation the page asks for before the idle moment through the router, loading it at once', async () => {
    const fake = fakeRouterModule();
    const DeferredRouter = await loadDeferredRouter(() => fake.module);
    const router = new DeferredRouter(callbacks, () => {});
    router.startWhenIdle();

    router.navigate('/en/');
    await flush();
    expect(fake.calls).toEqual(['new b1', 'start', 'navigate /en/']);
    expect(idleCallback).toBeNull(); // the idle load was called off: the router is there
  });

  it('turns a navigation into a full page load, and reports it, when the router chunk cannot load', async () => {
    const DeferredRouter = await loadDeferredRouter((): object => { throw new TypeError('Failed to fetch dynamically imported module'); });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const report = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const settled = vi.fn();
    const router = new DeferredRouter(callbacks, settled);

    router.navigate('/en/history/');
    await flush();
    expect(assign).toHaveBeenCalledWith('/en/history/');
    expect(String(report.mock.calls[0]?.[0])).toContain('router%20chunk');
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('replaces the address before the router is there, keeping the entry\'s history state', async () => {
    const fake = fakeRouterModule();
    const DeferredRouter = await loadDeferredRouter(() => fake.module);
    history.replaceState({ scrollY: 120 }, '', '/en/skiing/');
    const router = new DeferredRouter(callbacks, () => {});

    router.replaceUrl('/en/skiing/?sort=newest', { grid: 'x' });
    expect(window.location.pathname + window.location.search).toBe('/en/skiing/?sort=newest');
    expect(history.state).toEqual({ scrollY: 120, grid: 'x' });
    expect(fake.calls).toEqual([]);
  });

  it('loads nothing when the app goes before the browser was idle', async () => {
    const fake = fakeRouterModule();
    const DeferredRouter = await loadDeferredRouter(() => fake.module);
    const router = new DeferredRouter(callbacks, () => {});
    router.startWhenIdle()();
    expect(idleCallback).toBeNull();
    await flush();
    expect(fake.calls).toEqual([]);
  });
});

// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredRegion, loadDeferredRegions, whenRegionsHydrated } from './deferred-region.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A region's component with state, to tell a hydrated region from server markup. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>{label} {count}</button>;
}

/** A promise the test resolves when it chooses: a chunk on its way. */
function gate<T>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => { open = resolve; });
  return { promise, open };
}

/** A container holding the server's markup of a Cart region, as the browser gets it; and that markup. */
async function serverRendered(): Promise<{ container: HTMLElement; serverMarkup: string }> {
  const ServerRegion = deferredRegion(async () => Counter);
  await loadDeferredRegions();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<p><ServerRegion label="Cart" /></p>);
  return { container, serverMarkup: container.innerHTML };
}

describe('deferredRegion (issue 19: code after the first load)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('renders in full on the server once the regions\' code is loaded, without a fallback', async () => {
    const Region = deferredRegion(async () => Counter);
    await loadDeferredRegions();
    expect(renderToString(<p><Region label="Cart" /></p>)).toBe('<p><!--$--><button type="button">Cart<!-- --> <!-- -->0</button><!--/$--></p>');
  });

  it('keeps the server markup until its chunk arrives, then hydrates it without a mismatch and says the page is interactive', async () => {
    const { container, serverMarkup } = await serverRendered();

    const chunk = gate<typeof Counter>();
    const BrowserRegion = deferredRegion(() => chunk.promise);
    const recoverable = vi.fn();
    await act(async () => { hydrateRoot(container, <p><BrowserRegion label="Cart" /></p>, { onRecoverableError: recoverable }); });
    const button = container.querySelector('button')!;
    expect(container.innerHTML).toBe(serverMarkup);
    const interactive = vi.fn();
    whenRegionsHydrated(interactive);
    expect(interactive).not.toHaveBeenCalled(); // the page is not interactive while a region waits

    await act(async () => chunk.open(Counter));
    expect(interactive).toHaveBeenCalledTimes(1);
    await act(async () => button.click());
    expect(container.querySelector('button')).toBe(button); // the server's node, now React's
    expect(button.textContent).toBe('Cart 1');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('keeps the server markup when its parent renders again with equal props before its chunk arrives', async () => {
    const { container, serverMarkup } = await serverRendered();

    const chunk = gate<typeof Counter>();
    const BrowserRegion = deferredRegion(() => chunk.promise);
    let renderAgain = () => {};
    function Parent() {
      const [, setRenders] = useState(0);
      renderAgain = () => setRenders((count) => count + 1);
      return <p><BrowserRegion label="Cart" /></p>;
    }
    await act(async () => { hydrateRoot(container, <Parent />); });
    await act(async () => renderAgain());
    expect(container.innerHTML).toBe(serverMarkup);

    await act(async () => chunk.open(Counter));
    expect(container.querySelector('button')!.textContent).toBe('Cart 0');
  });

  it('answers every render with one wait for all regions\' code, and asks afresh once another region is known', async () => {
    deferredRegion(async () => Counter);
    const once = loadDeferredRegions();
    expect(loadDeferredRegions()).toBe(once);
    await once;
    const later = vi.fn(async () => Counter);
    deferredRegion(later);
    await loadDeferredRegions();
    expect(later).toHaveBeenCalledTimes(1);
  });

  // Last in the file: the failed region stays registered, and a page load handles one failure only.
  it('keeps the server markup when its chunk cannot load, and reloads the page once for all its regions', async () => {
    const { container, serverMarkup } = await serverRendered();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const report = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const Header = deferredRegion<{ label: string }>(gone);
    const Footer = deferredRegion<{ label: string }>(gone);
    const recoverable = vi.fn();
    await act(async () => { hydrateRoot(container, <p><Header label="Cart" /></p>, { onRecoverableError: recoverable }); });
    await act(async () => { createRoot(document.createElement('div')).render(<Footer label="Cart" />); });
    expect(container.innerHTML).toBe(serverMarkup);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledTimes(1);
    expect(String(report.mock.calls[0]?.[0])).toContain('deferred%20region');
    expect(recoverable).not.toHaveBeenCalled();
  });
});

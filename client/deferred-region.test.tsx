// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredRegion, loadDeferredRegions } from './deferred-region.tsx';

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

  it('keeps the server markup until its chunk arrives, then hydrates it without a mismatch', async () => {
    const { container, serverMarkup } = await serverRendered();

    const chunk = gate<typeof Counter>();
    const BrowserRegion = deferredRegion(() => chunk.promise);
    const recoverable = vi.fn();
    await act(async () => { hydrateRoot(container, <p><BrowserRegion label="Cart" /></p>, { onRecoverableError: recoverable }); });
    const button = container.querySelector('button')!;
    expect(container.innerHTML).toBe(serverMarkup);

    await act(async () => chunk.open(Counter));
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

  it('reloads the page once and renders nothing in its place when its chunk cannot load', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const report = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const Region = deferredRegion<{ label: string }>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<p>page <Region label="Cart" /></p>));
    expect(container.innerHTML).toBe('<p>page </p>');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(String(report.mock.calls[0]?.[0])).toContain('deferred%20region');
  });
});

// @vitest-environment happy-dom
import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyOnUse } from './lazy-on-use.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function renderPart(Part: React.ComponentType<{ text: string }>): Promise<HTMLElement> {
  const container = document.createElement('div');
  await act(async () => createRoot(container).render(<p>page <Suspense fallback={null}><Part text="dialog" /></Suspense></p>));
  return container;
}

describe('lazyOnUse', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('renders the component once its chunk has loaded', async () => {
    const Part = lazyOnUse(async () => ({ text }: { text: string }) => <b>{text}</b>);
    expect((await renderPart(Part)).innerHTML).toBe('<p>page <b>dialog</b></p>');
  });

  it('reloads the page once when the chunk cannot load, and leaves the page standing with nothing in its place', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const report = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const Part = lazyOnUse<{ text: string }>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect((await renderPart(Part)).innerHTML).toBe('<p>page </p>');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(String(report.mock.calls[0]?.[0])).toContain('lazy%20chunk');
  });
});

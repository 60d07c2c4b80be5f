import { createElement as h, lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMarkup } from './render-markup.ts';

function Broken(): never {
  throw new Error('the price could not be shown');
}

const part = (child: ReturnType<typeof h>) => h(Suspense, { fallback: h('p', null, 'Loading') }, child);

describe('renderMarkup', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the whole page as one string, with the markers around each deferred part that hydration expects', () => {
    const failed = vi.fn();
    const markup = renderMarkup(h('main', null, h('h1', null, 'Skis'), part(h('p', null, 'In stock'))), failed);
    expect(markup).toBe('<main><h1>Skis</h1><!--$--><p>In stock</p><!--/$--></main>');
    expect(failed).not.toHaveBeenCalled();
  });

  it('leaves a part that throws to the client, says so at once, and hands over the logging of its error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = vi.fn();
    const markup = renderMarkup(h('main', null, h('h1', null, 'Skis'), part(h(Broken))), failed);
    expect(markup).toContain('<h1>Skis</h1>');
    expect(markup).toContain('<!--$!-->');
    expect(failed).toHaveBeenCalledOnce();
    await failed.mock.calls[0][0];
    expect(logged).toHaveBeenCalledWith('SSR error', expect.objectContaining({ message: 'the price could not be shown' }));
  });

  it('leaves a part whose code is not loaded yet to the client rather than waiting for it, and logs that it waited', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = vi.fn();
    const NotLoaded = lazy(() => new Promise<{ default: () => null }>(() => {}));
    const markup = renderMarkup(h('main', null, part(h(NotLoaded))), failed);
    expect(markup).toMatch(/^<main><!--\$!--><template[^>]*><\/template><p>Loading<\/p><!--\/\$--><\/main>$/);
    expect(failed).toHaveBeenCalledOnce();
    await failed.mock.calls[0][0];
    expect(logged).toHaveBeenCalledWith('SSR error', expect.objectContaining({ message: expect.stringContaining('suspended on the server') }));
  });

  it('throws when the page itself fails, outside any deferred part, so that the error page answers', () => {
    expect(() => renderMarkup(h('main', null, h(Broken)), vi.fn())).toThrow('the price could not be shown');
  });
});

// @vitest-environment happy-dom
import { act, createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import { dictionaryOf } from '../../../shared/route-paths.ts';
import type { SearchSuggestions as Answer } from '../../../shared/search/types.ts';
import { TEST_SITE_CONFIG } from '../../../tests/unit-helpers/test-site.tsx';
import { NavigationContext } from '../../navigation/navigation-context.tsx';
import { SiteProvider } from '../../site-context.tsx';
import { SearchSuggestions, type ComboboxAria } from './search-suggestions.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const price = (active: number) => ({ active, reference: active, type: 'normal' as const, club: null });
const answerFor = (query: string): Answer => ({
  query,
  approximate: false,
  products: [
    { id: 1, name: `${query} Shell Jacket`, manufacturer: 'Tundra Peak', path: '/tundra-peak/shell-jacket/', image: '', price: price(149.9), fromPrefix: true },
    { id: 2, name: `${query} Down Jacket`, manufacturer: 'Norrvik', path: '/norrvik/down-jacket/', image: '', price: price(99), fromPrefix: false },
  ],
  groups: [{ name: 'Jackets', path: '/clothing/jackets/' }],
  brands: [{ name: 'Tundra Peak', path: '/tundra-peak/' }],
});

interface Mounted { input: HTMLInputElement; form: HTMLFormElement; root: Root; navigate: ReturnType<typeof vi.fn>; aria: () => ComboboxAria | undefined }

async function mount(): Promise<Mounted> {
  const form = document.createElement('form');
  const input = document.createElement('input');
  form.append(input);
  document.body.append(form);
  const container = document.createElement('div');
  form.append(container);
  const ref = createRef<HTMLInputElement>();
  (ref as { current: HTMLInputElement }).current = input;
  const navigate = vi.fn();
  let aria: ComboboxAria | undefined;
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <SiteProvider config={TEST_SITE_CONFIG} dictionary={dictionaryOf(en)}>
          <NavigationContext.Provider value={{ status: 'idle', navigate, replaceUrl: () => {} }}>
            <SearchSuggestions input={ref} onAria={(next) => { aria = next; }} />
          </NavigationContext.Provider>
        </SiteProvider>
      </SWRConfig>,
    );
  });
  return { input, form, root, navigate, aria: () => aria };
}

async function type(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function press(input: HTMLInputElement, key: string): Promise<KeyboardEvent> {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  await act(async () => { input.dispatchEvent(event); });
  return event;
}

/** Waits out the typing pause and lets the answers arrive. */
async function settle(ms = 260): Promise<void> {
  await act(async () => { await new Promise((resolve) => setTimeout(resolve, ms)); });
}

const listbox = () => document.querySelector('[role="listbox"]');
// Prices are formatted with no-break spaces.
const options = () => [...document.querySelectorAll('[role="option"]')].map((option) => option.textContent?.replace(/[\u00a0\u202f]/g, ' '));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the header search suggestions', () => {
  it('asks once typing pauses and lists products with brand and price, then groups, then brands', async () => {
    const fetch = vi.fn(async (url: string) => new Response(JSON.stringify(answerFor(new URL(url, 'http://x').searchParams.get('q')!))));
    vi.stubGlobal('fetch', fetch);
    const { input, root, aria } = await mount();
    await type(input, 'ka');
    await type(input, 'kaamos');
    await settle();
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0][0]).toBe('/api/search/suggestions/?q=kaamos&lang=en&tax_area=1');
    expect(listbox()?.getAttribute('aria-label')).toBe(en.search.suggestions);
    expect([...document.querySelectorAll('[role="group"]')].map((group) => document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent))
      .toEqual(['Products', 'Product groups', 'Brands']);
    expect(options()).toEqual(['kaamos Shell JacketTundra Peakfrom 149.90 €', 'kaamos Down JacketNorrvik99 €', 'Jackets', 'Tundra Peak']);
    expect(document.querySelector('[role="option"]')?.getAttribute('href')).toBe('/en/tundra-peak/shell-jacket/');
    expect(aria()).toEqual({ 'aria-expanded': true });
    root.unmount();
  });

  it('moves through the options with the arrows and opens the active one on Enter', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(answerFor('kaamos')))));
    const { input, root, aria, navigate } = await mount();
    await type(input, 'kaamos');
    await settle();
    expect((await press(input, 'ArrowDown')).defaultPrevented).toBe(true);
    expect(aria()).toEqual({ 'aria-expanded': true, 'aria-activedescendant': 'header-search-option-0' });
    await press(input, 'ArrowUp');
    await press(input, 'ArrowUp');
    expect(aria()?.['aria-activedescendant']).toBe('header-search-option-2');
    expect(document.getElementById('header-search-option-2')?.getAttribute('aria-selected')).toBe('true');
    await press(input, 'Enter');
    expect(navigate).toHaveBeenCalledWith('/en/clothing/jackets/');
    expect(aria()).toEqual({ 'aria-expanded': false });
    root.unmount();
  });

  it('searches for what is typed on Enter with no option active, and on the submit button', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(answerFor('x')))));
    const { input, form, root, navigate } = await mount();
    await type(input, ' goretex kengät ');
    await press(input, 'Enter');
    expect(navigate).toHaveBeenLastCalledWith(`/en/search/?q=${encodeURIComponent('goretex kengät')}`);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => { form.dispatchEvent(submit); });
    expect(submit.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(2);
    root.unmount();
  });

  it('closes on Escape, clears the input on a second Escape, and closes when focus leaves', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(answerFor('kaamos')))));
    const { input, root, aria } = await mount();
    await type(input, 'kaamos');
    await settle();
    await press(input, 'Escape');
    expect(aria()).toEqual({ 'aria-expanded': false });
    expect(listbox()).toBeNull();
    await press(input, 'Escape');
    expect(input.value).toBe('');
    await type(input, 'kaamos');
    await settle();
    expect(listbox()).not.toBeNull();
    await act(async () => { input.dispatchEvent(new Event('blur')); });
    expect(listbox()).toBeNull();
    root.unmount();
  });

  it('never lets an older answer replace the newer query\'s list', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      const query = new URL(url, 'http://x').searchParams.get('q')!;
      // The first query's answer comes last.
      await new Promise((resolve) => setTimeout(resolve, query === 'tent' ? 400 : 10));
      return new Response(JSON.stringify(answerFor(query)));
    }));
    const { input, root } = await mount();
    await type(input, 'tent');
    await settle(220);
    await type(input, 'tents');
    await settle(700);
    expect(options()[0]).toBe('tents Shell JacketTundra Peakfrom 149.90 €');
    root.unmount();
  });

  it('shows cat 8\'s message when the suggestions cannot be fetched, and the approximate notice', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (url.includes('broken')
      ? new Response('{}', { status: 503 })
      : new Response(JSON.stringify({ ...answerFor('kamos'), approximate: true })))));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { input, root } = await mount();
    await type(input, 'broken');
    await settle();
    expect(document.querySelector('[role="status"]')?.textContent).toBe('An error occurred while fetching search results.');
    await type(input, 'kamos');
    await settle();
    expect(document.querySelector('[role="status"]')?.textContent).toBe('We did not understand your query "kamos". The results are approximate.');
    root.unmount();
  });
});

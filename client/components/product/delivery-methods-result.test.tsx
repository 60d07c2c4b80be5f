// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import { dictionaryOf } from '../../../shared/route-paths.ts';
import type { DeliveryOption } from '../../../shared/types/product-extra.ts';
import { TEST_SITE_CONFIG } from '../../../tests/unit-helpers/test-site.tsx';
import { SiteProvider } from '../../site-context.tsx';
import { DeliveryMethodsBox } from './delivery-methods-box.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const OPTIONS: DeliveryOption[] = [
  { kind: 'store', name: 'Pick up in Helsinki', timeEstimate: 'Today', price: 0, storeSlug: 'helsinki' },
  { kind: 'home', name: 'Home delivery', timeEstimate: '1–2 working days', price: 9.9, storeSlug: '' },
] as DeliveryOption[];

/** The box for a variant, once its result (a chunk of its own, then a read) shows `settled`. */
async function renderBox(settled: string): Promise<HTMLElement> {
  const container = document.createElement('div');
  await act(async () => createRoot(container).render(
    <SiteProvider config={TEST_SITE_CONFIG} dictionary={dictionaryOf(en)}>
      <DeliveryMethodsBox variantId={7} price={59.9} />
    </SiteProvider>,
  ));
  // Each wait inside act, so React applies the chunk's and the read's updates as they come.
  for (let tries = 0; tries < 200 && !container.querySelector(settled); tries++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 25)));
  }
  expect(container.querySelector(settled)).not.toBeNull();
  return container;
}

describe('the delivery methods box with a remembered postal code (cat 2, cat 5)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('looks the code up once and lists each method with its time and price, free ones as free', async () => {
    localStorage.setItem('kaira.postalCode', '00100');
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(OPTIONS));
    const box = await renderBox('.delivery-methods__list');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/get_fast_shipping/?postal_code=00100&price=59.9&lang=en&variant_id=7');
    const rows = [...box.querySelectorAll('.delivery-methods__option')].map((row) => row.textContent);
    expect(rows).toEqual(['Pick up in HelsinkiToday' + en.postalDelivery.free, expect.stringMatching(/^Home delivery1–2 working days.*9[.,]90/)]);
  });

  it('says so when no method reaches the code', async () => {
    localStorage.setItem('kaira.postalCode', '99999');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json([]));
    const box = await renderBox('.delivery-methods__result > p:not(.delivery-methods__loading)');
    expect(box.querySelector('.delivery-methods__result')!.textContent).toBe(en.postalDelivery.none.replace('{{code}}', '99999'));
  });
});

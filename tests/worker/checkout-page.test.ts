import { describe, expect, it } from 'vitest';
import { embeddedPayload, fetchShop } from './helpers.ts';

describe('the /checkout/ page (issue 6)', () => {
  it('answers 200 with the checkout page and no per-user data: the cart lives in the browser', async () => {
    const response = await fetchShop('/en/checkout/', { headers: { 'x-page-data': '1' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { page: string; props: unknown; head: { robots?: string } };
    expect(body.page).toBe('checkout');
    expect(body.props).toEqual({});
  });

  it('keeps the page out of search engines', async () => {
    const response = await fetchShop('/en/checkout/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(embeddedPayload(html).page).toBe('checkout');
  });

  it('is served in Finnish, the default language, under its localised path without a prefix', async () => {
    const response = await fetchShop('/kassa/', { headers: { 'x-page-data': '1' } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { page: string }).page).toBe('checkout');
  });
});

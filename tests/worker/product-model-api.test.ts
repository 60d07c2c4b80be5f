import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import type { ProductModelDetail } from '../../shared/types/product-detail.ts';
import { forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { productPageCatalogue } from '../fixtures/product-page-catalogue.ts';
import { fetchShop } from './helpers.ts';
import { sessionCookie, type Caller } from './staff-helpers.ts';

const api = async (path: string, as: Caller = 'guest') => {
  const response = await fetchShop(`/api/products/productmodel/${path}`, { headers: await sessionCookie(as) });
  return { status: response.status, body: (await response.json()) as any, response };
};

beforeAll(async () => {
  expect((await importCatalogue(env.DB, productPageCatalogue())).ok).toBe(true);
});
beforeEach(() => forgetMemoisedCatalogue());

describe('GET /api/products/productmodel/{slug}/ (cat 7)', () => {
  it('answers the public model with its variants, prices per tax area and live stock', async () => {
    const { status, body } = await api('norrvik-storm-jacket/?lang=en');
    expect(status).toBe(200);
    const detail = body as ProductModelDetail;
    expect(detail).toMatchObject({ id: 200, name: 'Storm jacket en', model_url: '/norrvik/norrvik-storm-jacket/', modelnumber: 'NS-200', promoted_colour: 'blue' });
    expect(detail.prices['1']).toMatchObject({ active: 150, regular: 200, type: 'discount' });
    expect(detail.products.map((variant) => variant.id)).toEqual([2000, 2001, 2002, 2003]);
    expect(detail.products[0].stock_data).toMatchObject({ in_stock: true, blocked_stock: false });
    expect(detail.products[3].stock_data).toMatchObject({ in_stock: false, blocked_stock: true });
    expect(detail.products[3].prices?.['1']).toMatchObject({ active: 180, regular: 220 });
    expect(detail.model_properties[0]).toMatchObject({ name: { name: 'Weight en [g]', slug: 'weight' }, value: '540' });
  });

  it("keeps an outlet model's price type on its own-priced variants, reduced or not, and a normal model's variant reads discount", async () => {
    const { body } = await api('norrvik-outlet-boot/?lang=en');
    const detail = body as ProductModelDetail;
    expect(detail.prices['1']).toMatchObject({ active: 80, regular: 120, type: 'outlet' });
    const own = Object.fromEntries(detail.products.map((variant) => [variant.id, variant.prices?.['1'] ?? null]));
    expect(own).toEqual({
      2060: null,
      2061: expect.objectContaining({ active: 90, regular: 120, type: 'outlet' }),
      2062: expect.objectContaining({ active: 100, regular: 100, type: 'outlet' }),
    });
    const jacket = (await api('norrvik-storm-jacket/?lang=en')).body as ProductModelDetail;
    expect(jacket.products[3].prices?.['1']).toMatchObject({ active: 180, regular: 220, type: 'discount' });
  });

  it('sanitises the long description once, before caching', async () => {
    const { body } = await api('norrvik-storm-jacket/?lang=en');
    expect(body.long_description_html).toContain('<p>Long en</p>');
    expect(body.long_description_html).not.toContain('<script');
  });

  it('reads stock live, so a sale shows without a catalogue import', async () => {
    await env.DB.prepare('UPDATE variant_stocks SET quantity = 0 WHERE variant_id = 2000').run();
    try {
      const { body } = await api('norrvik-storm-jacket/?lang=en');
      expect(body.products[0].stock_data.in_stock).toBe(false);
    } finally {
      await env.DB.prepare('UPDATE variant_stocks SET quantity = 2 WHERE variant_id = 2000 AND store_id = 1').run();
      await env.DB.prepare('UPDATE variant_stocks SET quantity = 4 WHERE variant_id = 2000 AND store_id = 20').run();
    }
  });

  it('keeps shelf codes and non-public models for a staff or admin session, answered private and never stored', async () => {
    expect((await api('norrvik-hidden/')).status).toBe(404);
    const guest = await api('norrvik-storm-jacket/');
    expect(guest.body.products[0].stock_data.detailed_stocks['1'].shelf_code).toBe('');
    expect(guest.response.headers.get('cache-control')).toBe('public, max-age=60');
    // The same URL answers staff differently: a browser must not reuse a guest's stored answer after a login.
    expect(guest.response.headers.get('vary')).toBe('Cookie');
    for (const as of ['staff', 'admin'] as const) {
      const hidden = await api('norrvik-hidden/', as);
      expect(hidden.status, as).toBe(200);
      expect(hidden.response.headers.get('cache-control')).toBe('private, no-store');
      const staff = await api('norrvik-storm-jacket/', as);
      expect(staff.body.products[0].stock_data.detailed_stocks['1'].shelf_code).toBe('A1-2');
    }
  });

  it('treats a customer without a staff role, an organisation user and the old preview parameter as guests', async () => {
    for (const as of ['customer', 'org'] as const) {
      expect((await api('norrvik-hidden/', as)).status, as).toBe(404);
      const jacket = await api('norrvik-storm-jacket/', as);
      expect(jacket.body.products[0].stock_data.detailed_stocks['1'].shelf_code).toBe('');
    }
    expect((await api('norrvik-hidden/?preview=test-staff-preview-secret-0123456789')).status).toBe(404);
  });

  it('narrows prices to the tax area asked for and rejects an unknown one', async () => {
    const { body } = await api('norrvik-storm-jacket/?taxAreaId=1');
    expect(Object.keys(body.prices)).toEqual(['1']);
    const bad = await api('norrvik-storm-jacket/?taxAreaId=999');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('taxAreaId');
    expect((await api('norrvik-storm-jacket/?taxAreaId=abc')).status).toBe(400);
  });

  it('answers 404 with an error body for an unknown or malformed slug', async () => {
    const unknown = await api('no-such-model/');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Product not found.');
    expect((await api('%27%3B--/')).status).toBe(404);
  });

  it('answers 400 for an unknown language and 404 for a gift campaign that does not offer the model', async () => {
    expect((await api('norrvik-storm-jacket/?lang=xx')).status).toBe(400);
    expect((await api('norrvik-storm-jacket/?giftcampaign=nope')).status).toBe(404);
    expect((await api('norrvik-storm-jacket/?giftcampaign=%3Cx%3E')).status).toBe(400);
  });

  it('gives the original-language text of an automatically translated description', async () => {
    const { body } = await api('norrvik-translated/?lang=en');
    expect(body.translated_fields.long_description_html).toEqual({ original: '<p>Alkuperäinen teksti</p>', manual_input: false });
  });

  it('links a second-hand item to its new product', async () => {
    const { body } = await api('norrvik-storm-jacket-used/?lang=en');
    expect(body.second_hand_parent).toMatchObject({ id: 200, url: '/norrvik/norrvik-storm-jacket/', is_active: true });
  });
});

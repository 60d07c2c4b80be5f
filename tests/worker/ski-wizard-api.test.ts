/**
 * The ski wizard's calls (issue 17, core 7; decision 029):
 * GET /api/compatible_products/ answers whether the chosen skis, bindings
 * and boots fit and their package price, and GET /api/ski-wizard/products/
 * lists a step's models that fit the other chosen parts, priced in the
 * tax area's currency; bad and unknown ids are refused with their field.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import type { CompatibleProductsAnswer, WizardProductsAnswer } from '../../shared/ski-wizard/wizard-api.ts';
import { SKI, skiGearCatalogue } from '../fixtures/ski-gear-catalogue.ts';
import { fetchShop } from './helpers.ts';
import { apiFailure } from './list-api-helpers.ts';

beforeAll(async () => {
  const result = await importCatalogue(env.DB, skiGearCatalogue());
  expect(result.ok, JSON.stringify(result)).toBe(true);
});

const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

async function compatible(params: Record<string, string | number>): Promise<CompatibleProductsAnswer> {
  const response = await fetchShop(`/api/compatible_products/?${query({ tax_area: 1, ski_type: 'laskettelu', ...params })}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

async function products(params: Record<string, string | number>): Promise<WizardProductsAnswer> {
  const response = await fetchShop(`/api/ski-wizard/products/?${query({ tax_area: 1, sport: 'alpine', ...params })}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

describe('GET /api/compatible_products/', () => {
  it('answers everything compatible and a zero price when nothing is chosen', async () => {
    expect(await compatible({})).toEqual({
      compatibleWithSkis: true, compatibleWithBindings: true, compatibleWithBoots: true, prices: { regular: 0, discount: 0 }, currency: 'eur',
    });
  });

  it('fits a 90 mm brake on a 78 mm ski with a GripWalk boot, priced as a package', async () => {
    const answer = await compatible({ ski_id: SKI.pisteSki170, binding_id: SKI.brake90, boot_id: SKI.gripWalkBoot265 });
    expect(answer).toMatchObject({ compatibleWithSkis: true, compatibleWithBindings: true, compatibleWithBoots: true });
    // Regular 500 + 250 + 450; the package: (450 + 250 + 400) less 10 %.
    expect(answer.prices).toEqual({ regular: 1200, discount: 990 });
  });

  it('flags the skis and bindings when the brake is narrower than the waist', async () => {
    const answer = await compatible({ ski_id: SKI.freerideSki186, binding_id: SKI.brake90, boot_id: SKI.gripWalkBoot265 });
    expect(answer).toMatchObject({ compatibleWithSkis: false, compatibleWithBindings: false, compatibleWithBoots: true });
  });

  it('flags the bindings and boots when the binding refuses the boot sole', async () => {
    const answer = await compatible({ ski_id: SKI.pisteSki170, binding_id: SKI.brake90, boot_id: SKI.touringBoot265 });
    expect(answer).toMatchObject({ compatibleWithSkis: true, compatibleWithBindings: false, compatibleWithBoots: false });
  });

  it('reads the brake width of the model when the variant has none', async () => {
    expect(await compatible({ ski_id: SKI.pisteSki170, binding_id: SKI.alpineOnlyBinding100 })).toMatchObject({ compatibleWithSkis: true, compatibleWithBindings: true });
    expect(await compatible({ ski_id: SKI.freerideSki186, binding_id: SKI.alpineOnlyBinding100 })).toMatchObject({ compatibleWithSkis: false });
  });

  it('checks nordic systems and styles for ski_type murto', async () => {
    expect(await compatible({ ski_type: 'murto', ski_id: SKI.classicSkiVariant, binding_id: SKI.nnnClassicBindingVariant, boot_id: SKI.prolinkClassicBootVariant }))
      .toMatchObject({ compatibleWithSkis: true, compatibleWithBindings: true, compatibleWithBoots: true });
    expect(await compatible({ ski_type: 'murto', ski_id: SKI.classicSkiVariant, binding_id: SKI.snsSkateBindingVariant }))
      .toMatchObject({ compatibleWithSkis: false, compatibleWithBindings: false, compatibleWithBoots: true });
    expect(await compatible({ ski_type: 'murto', ski_id: SKI.skateSkiVariant, boot_id: SKI.snsSkateBootVariant }))
      .toMatchObject({ compatibleWithSkis: true, compatibleWithBoots: true });
  });

  it('prices the package in Swedish kronor from the Swedish prices for tax area 2', async () => {
    const answer = await compatible({ tax_area: 2, ski_id: SKI.pisteSki170, binding_id: SKI.brake90 });
    // Euro: regular 560 + 280 = 840, package (520 + 280) x 0.9 = 720; at 11.42 kronor, no decimals.
    expect(answer.prices).toEqual({ regular: 9593, discount: 8222 });
    expect(answer.currency).toBe('sek');
  });

  it('prices in the currency asked for, and takes an empty id as nothing chosen', async () => {
    const answer = await compatible({ currency: 'PLN', ski_id: SKI.pisteSki170, binding_id: SKI.brake90, boot_id: '' });
    // Euro 750 and 630 at 4.31 zloty, shown without decimals.
    expect(answer).toMatchObject({ currency: 'pln', prices: { regular: 3233, discount: 2715 }, compatibleWithBoots: true });
  });

  it('refuses a bad id, a bad sport, an unknown tax area or currency with the field', async () => {
    for (const [params, field] of [
      [{ ski_id: 'abc' }, 'ski_id'], [{ binding_id: '-4' }, 'binding_id'], [{ ski_type: 'alpine' }, 'ski_type'],
      [{ tax_area: 99 }, 'tax_area'], [{ tax_area: '' }, 'tax_area'], [{ currency: 'xyz' }, 'currency'],
    ] as const) {
      const failure = await apiFailure(await fetchShop(`/api/compatible_products/?${query({ tax_area: 1, ski_type: 'laskettelu', ...params })}`));
      expect(failure.status, JSON.stringify(params)).toBe(400);
      expect(Object.keys(failure.error.fields ?? {}), JSON.stringify(params)).toEqual([field]);
    }
  });

  it('refuses a part of the wrong kind on its field: a binding as skis, nordic gear for alpine, a jacket', async () => {
    for (const [params, field] of [
      [{ ski_id: SKI.brake90 }, 'ski_id'], [{ binding_id: SKI.nnnClassicBindingVariant }, 'binding_id'], [{ boot_id: SKI.jacketVariant }, 'boot_id'],
    ] as const) {
      const failure = await apiFailure(await fetchShop(`/api/compatible_products/?${query({ tax_area: 1, ski_type: 'laskettelu', ...params })}`));
      expect(failure.status, JSON.stringify(params)).toBe(400);
      expect(failure.error.fields).toHaveProperty(field);
    }
  });

  it('answers 404 for an unknown variant and for one not sold in the tax area', async () => {
    expect((await fetchShop(`/api/compatible_products/?${query({ tax_area: 1, ski_type: 'laskettelu', ski_id: 999999 })}`)).status).toBe(404);
    expect((await fetchShop(`/api/compatible_products/?${query({ tax_area: 2, ski_type: 'laskettelu', binding_id: SKI.finnishOnlyBindingVariant })}`)).status).toBe(404);
  });

  it('answers 405 to other methods', async () => {
    const response = await fetchShop('/api/compatible_products/?tax_area=1&ski_type=murto', { method: 'POST', headers: { origin: 'http://localhost' } });
    expect(response.status).toBe(405);
  });
});

describe('GET /api/ski-wizard/products/', () => {
  it('lists a step\'s models best sellers first, with names, prices and variants', async () => {
    const answer = await products({ group: 'boots', lang: 'en' });
    expect(answer).toMatchObject({ total: 2, page: 1, page_size: 24, currency: 'eur' });
    expect(answer.products.map((product) => product.model_id)).toEqual([SKI.gripWalkBoot, SKI.touringBoot]);
    expect(answer.products[0]).toEqual({
      model_id: SKI.gripWalkBoot, name: 'gripwalk-boot en', manufacturer: 'Norrvik', url: '/norrvik/gripwalk-boot/', image: '',
      price: { active: 400, regular: 450 }, price_varies: false,
      variants: [
        { id: SKI.gripWalkBoot265, label: '26.5', in_stock: true, compatible: true, price: { active: 400, regular: 450 }, sole_length_mm: 305 },
        { id: SKI.gripWalkBoot275, label: '27.5', in_stock: false, compatible: true, price: { active: 400, regular: 450 }, sole_length_mm: 315 },
      ],
    });
  });

  it('prices each variant as the package charges it, the model from its cheapest, and calls in stock what the cart sells on order', async () => {
    const answer = await products({ group: 'boots', lang: 'en' });
    const touring = answer.products.find((product) => product.model_id === SKI.touringBoot)!;
    expect(touring.price).toEqual({ active: 500, regular: 500 });
    expect(touring.price_varies).toBe(true);
    expect(touring.variants.map(({ id, in_stock, price, sole_length_mm }) => ({ id, in_stock, price, sole_length_mm }))).toEqual([
      { id: SKI.touringBoot265, in_stock: true, price: { active: 500, regular: 500 }, sole_length_mm: 293 },
      // No units, but on order from the supplier: the checkout sells it (shared/product/stock-order-state.ts).
      { id: SKI.touringBoot275, in_stock: true, price: { active: 520, regular: 540 }, sole_length_mm: 303 },
    ]);
    // The package price of the same parts is built from the same variant price.
    const priced = await compatible({ ski_id: SKI.pisteSki170, binding_id: SKI.alpineOnlyBinding100, boot_id: SKI.touringBoot275 });
    expect(priced.prices).toEqual({ regular: 500 + 200 + 540, discount: 1053 });
  });

  it('gives a sole length only to boots', async () => {
    const answer = await products({ group: 'skis', lang: 'en' });
    expect(answer.products.flatMap((product) => product.variants.map((variant) => variant.sole_length_mm))).toEqual([null, null, null]);
  });

  it('lists only bindings that fit the chosen skis and boots, marking the brake widths that do not', async () => {
    const answer = await products({ group: 'bindings', ski_id: SKI.pisteSki170, boot_id: SKI.gripWalkBoot265 });
    expect(answer.products.map((product) => product.model_id)).toEqual([SKI.gripWalkBinding]);
    expect(answer.products[0].variants.map((variant) => [variant.id, variant.compatible])).toEqual([
      [SKI.brake85, true], [SKI.brake90, true], [SKI.brake110, false],
    ]);
  });

  it('lists only skis the chosen binding fits', async () => {
    const answer = await products({ group: 'skis', binding_id: SKI.brake90 });
    expect(answer.products.map((product) => product.model_id)).toEqual([SKI.pisteSki]);
  });

  it('lists nordic boots of the chosen binding\'s system and style', async () => {
    const answer = await products({ sport: 'nordic', group: 'boots', binding_id: SKI.snsSkateBindingVariant });
    expect(answer.products.map((product) => product.model_id)).toEqual([SKI.snsSkateBoot]);
  });

  it('prices the list in Swedish kronor and leaves out models without a Swedish price', async () => {
    const answer = await products({ tax_area: 2, group: 'bindings' });
    expect(answer.currency).toBe('sek');
    expect(answer.products.map((product) => product.model_id)).not.toContain(SKI.finnishOnlyBinding);
    expect(answer.products.find((product) => product.model_id === SKI.gripWalkBinding)?.price).toEqual({ active: 3198, regular: 3198 });
  });

  it('pages the list and answers an empty page past the end', async () => {
    const answer = await products({ group: 'bindings', page: 2 });
    expect(answer).toMatchObject({ products: [], total: 3, page: 2 });
  });

  it('refuses a bad sport, group, page or id, and answers 404 for an unknown id', async () => {
    for (const [params, field] of [
      [{ sport: 'telemark', group: 'skis' }, 'sport'], [{ group: 'poles' }, 'group'], [{ group: 'skis', page: '0' }, 'page'],
      [{ group: 'skis', boot_id: '1.5' }, 'boot_id'], [{ group: 'skis', binding_id: SKI.pisteSki170 }, 'binding_id'],
    ] as const) {
      const failure = await apiFailure(await fetchShop(`/api/ski-wizard/products/?${query({ tax_area: 1, sport: 'alpine', ...params })}`));
      expect(failure.status, JSON.stringify(params)).toBe(400);
      expect(failure.error.fields, JSON.stringify(params)).toHaveProperty(field);
    }
    expect((await fetchShop(`/api/ski-wizard/products/?${query({ tax_area: 1, sport: 'alpine', group: 'skis', ski_id: 888888 })}`)).status).toBe(404);
    expect((await fetchShop('/api/ski-wizard/products/?tax_area=1&sport=alpine&group=skis', { method: 'DELETE', headers: { origin: 'http://localhost' } })).status).toBe(405);
  });
});

describe('ski gear facts through the import', () => {
  it('stores each model\'s facts, a binding\'s norms and the variants\' sizes', async () => {
    const specs = await env.DB.prepare('SELECT waist_width_mm, nordic_system, nordic_style FROM ski_gear_specs WHERE model_id IN (?1, ?2) ORDER BY model_id')
      .bind(SKI.pisteSki, SKI.classicSki).all();
    expect(specs.results).toEqual([
      { waist_width_mm: 78, nordic_system: null, nordic_style: null },
      { waist_width_mm: null, nordic_system: 'turnamic', nordic_style: 'classic' },
    ]);
    const norms = await env.DB.prepare('SELECT sole_norm FROM ski_binding_sole_norms WHERE model_id = ?1 ORDER BY sole_norm').bind(SKI.gripWalkBinding).all();
    expect(norms.results.map((row) => row.sole_norm)).toEqual(['gripwalk', 'iso5355']);
    const sizes = await env.DB.prepare('SELECT variant_id, sole_length_mm, brake_width_mm FROM ski_gear_variant_specs WHERE variant_id IN (?1, ?2)')
      .bind(SKI.gripWalkBoot275, SKI.brake110).all();
    expect(sizes.results).toEqual(expect.arrayContaining([
      { variant_id: SKI.gripWalkBoot275, sole_length_mm: 315, brake_width_mm: null },
      { variant_id: SKI.brake110, sole_length_mm: null, brake_width_mm: 110 },
    ]));
  });

  it('replaces the facts on a re-import, and the wizard answers from the new catalogue at once', async () => {
    const catalogue = skiGearCatalogue();
    const widened = { ...catalogue, models: catalogue.models!.map((model) => (model.id === SKI.freerideSki ? { ...model, skiSpecs: { ...model.skiSpecs!, waistWidthMm: 88 } } : model)) };
    expect((await compatible({ ski_id: SKI.freerideSki186, binding_id: SKI.brake90 })).compatibleWithSkis).toBe(false);
    try {
      expect((await importCatalogue(env.DB, widened)).ok).toBe(true);
      expect((await compatible({ ski_id: SKI.freerideSki186, binding_id: SKI.brake90 })).compatibleWithSkis).toBe(true);
    } finally {
      expect((await importCatalogue(env.DB, skiGearCatalogue())).ok).toBe(true);
    }
    expect((await compatible({ ski_id: SKI.freerideSki186, binding_id: SKI.brake90 })).compatibleWithSkis).toBe(false);
  });
});

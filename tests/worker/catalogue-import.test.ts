import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { buildDiscountCodes, buildGiftCards } from '../../scripts/catalogue/demo/checkout-codes.ts';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { deliveryCatalogue } from '../fixtures/delivery-catalogue.ts';
import { LIST_MODELS, listCatalogue } from '../fixtures/list-catalogue.ts';
import { smallCatalogue } from '../fixtures/small-catalogue.ts';

const count = async (table: string) => (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<number>('n'))!;
const version = async () => (await env.DB.prepare('SELECT version FROM catalogue_version').first<number>('version'))!;

describe('importing a catalogue', () => {
  it('writes every section and bumps the catalogue version', async () => {
    const before = await version();
    const result = await importCatalogue(env.DB, smallCatalogue());
    expect(result).toMatchObject({ ok: true, counts: { models: 1, variants: 2, productGroups: 3 } });
    expect(await version()).toBe(before + 1);
    expect(await count('product_model_texts')).toBe(6);
    expect(await count('variant_stocks')).toBe(2);
    const sizes = await env.DB.prepare('SELECT name FROM sizes ORDER BY sort_order').all<{ name: string }>();
    expect(sizes.results.map((row) => row.name)).toEqual(['S', 'M', '42']);
  });

  it('upserts: a second import of the same file changes nothing but the version', async () => {
    await importCatalogue(env.DB, smallCatalogue());
    const variants = await count('variants');
    await importCatalogue(env.DB, smallCatalogue());
    expect(await count('variants')).toBe(variants);
  });

  it('removes the variants a model no longer has and keeps the others', async () => {
    const catalogue = smallCatalogue();
    await importCatalogue(env.DB, catalogue);
    catalogue.models![0].variants = catalogue.models![0].variants.slice(0, 1);
    await importCatalogue(env.DB, catalogue);
    const ids = await env.DB.prepare('SELECT id FROM variants WHERE model_id = 100').all<{ id: number }>();
    expect(ids.results.map((row) => row.id)).toEqual([1000]);
  });

  it('rejects a bad file with the path and reason of every error and changes nothing', async () => {
    await importCatalogue(env.DB, smallCatalogue());
    const before = { version: await version(), models: await count('product_models'), stores: await count('stores') };
    const bad = smallCatalogue();
    bad.stores!.push({ id: 30, slug: 'Bad Slug', name: 'x', shortName: 'x', type: 'retail' });
    bad.models!.push({ ...bad.models![0], id: 101, slug: 'second', uuid: '0f0c7a52-8d7e-4c1a-9a3b-2b6f1c9d0e11', manufacturerId: 99 });
    delete (bad.productGroups![0].texts as any).ru;

    const result = await importCatalogue(env.DB, bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining(['stores[3].slug', 'productGroups[0].texts.ru']));
    expect(await version()).toBe(before.version);
    expect(await count('product_models')).toBe(before.models);
    expect(await count('stores')).toBe(before.stores);
  });

  it('reports references to things neither the file nor the database holds', async () => {
    const bad = smallCatalogue();
    bad.models!.push({ ...bad.models![0], id: 101, slug: 'second', uuid: '0f0c7a52-8d7e-4c1a-9a3b-2b6f1c9d0e11', manufacturerId: 99,
      variants: [{ id: 1000, sizeId: 77, stocks: [{ storeId: 55, quantity: 1 }] }] });
    const result = await importCatalogue(env.DB, bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual(expect.arrayContaining([
      { path: 'models[1].manufacturerId', message: 'unknown manufacturer 99' },
      { path: 'models[1].variants[0].sizeId', message: 'unknown size 77' },
      { path: 'models[1].variants[0].stocks[0].storeId', message: 'unknown store 55' },
      expect.objectContaining({ path: 'models[1].variants[0].id', message: expect.stringContaining('duplicate variant id 1000') }),
    ]));
  });

  it('refuses a product-group tree whose parents loop', async () => {
    const bad = smallCatalogue();
    bad.productGroups![0].parentId = 2;
    const result = await importCatalogue(env.DB, bad);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.some((issue) => issue.message.includes('loops'))).toBe(true);
  });
});

describe('importing against what the database holds', () => {
  it('refuses values the database gives to other entities, and repeated keys inside one entity', async () => {
    await importCatalogue(env.DB, smallCatalogue());
    const bad = smallCatalogue();
    bad.manufacturers!.push({ ...bad.manufacturers![0], id: 3 });
    bad.sizes!.push({ id: 9, name: 'm' });
    const model = bad.models![0];
    model.prices.push({ ...model.prices[0] });
    model.variants[0].stocks!.push({ storeId: 1, quantity: 1 });
    bad.models!.push({ ...model, id: 101, slug: 'second', variants: [{ id: 1000 }], prices: model.prices.slice(0, 1) });
    const before = await version();

    const result = await importCatalogue(env.DB, bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const messages = result.issues.map((issue) => `${issue.path}: ${issue.message}`);
    expect(messages).toEqual(expect.arrayContaining([
      'manufacturers[2].slug: slug "norrvik" belongs to manufacturer 1',
      'sizes[3].name: size "m" belongs to size 1',
      'models[0].prices[1]: duplicate tax area 1',
      'models[0].variants[0].stocks[2]: duplicate store 1',
      'models[1].uuid: uuid "3f0c7a52-8d7e-4c1a-9a3b-2b6f1c9d0e11" belongs to model 100',
      'models[1].variants[0].id: variant 1000 belongs to model 100',
    ]));
    expect(await version()).toBe(before);
  });

  it('refuses banner links to other schemes or hosts written as //host', async () => {
    const bad = smallCatalogue();
    bad.banners![0].texts.en.url = 'javascript:alert(1)';
    bad.banners![1].texts.fi.url = '//evil.example/';
    const result = await importCatalogue(env.DB, bad);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path)).toEqual(['banners[0].texts.en.url', 'banners[1].texts.fi.url']);
  });
});

describe('importing delivery data (migrations/0004)', () => {
  const rows = async <T>(sql: string) => (await env.DB.prepare(sql).all<T>()).results;

  it('writes delivery methods, country days, delivery limits, overrides and also-bought pairs', async () => {
    const result = await importCatalogue(env.DB, deliveryCatalogue());
    expect(result).toMatchObject({ ok: true, counts: { deliveryMethods: 9 } });
    expect(await count('delivery_method_texts')).toBe(9 * 6);
    expect(await rows('SELECT method_id, from_code, to_code FROM delivery_method_postal_ranges WHERE method_id = 1 ORDER BY from_code'))
      .toEqual([{ method_id: 1, from_code: '00000', to_code: '21999' }, { method_id: 1, from_code: '23000', to_code: '99999' }]);
    expect(await rows('SELECT country_code FROM delivery_method_countries WHERE method_id = 3 ORDER BY country_code')).toEqual([{ country_code: 'no' }, { country_code: 'se' }]);
    expect(await rows('SELECT store_id, is_enabled FROM delivery_methods WHERE id IN (9, 101) ORDER BY id')).toEqual([{ store_id: null, is_enabled: 0 }, { store_id: 1, is_enabled: 1 }]);
    expect(await count('country_delivery_days')).toBe(3);
    expect(await rows('SELECT id, per_international_package FROM product_models WHERE id IN (100, 101) ORDER BY id'))
      .toEqual([{ id: 100, per_international_package: 0 }, { id: 101, per_international_package: 1 }]);
    expect(await rows("SELECT kind FROM model_delivery_methods WHERE model_id = 101 ORDER BY kind")).toEqual([{ kind: 'home' }, { kind: 'store_pickup' }]);
    expect(await rows("SELECT block_info_text FROM product_model_texts WHERE model_id = 100 AND language = 'sv'")).toEqual([{ block_info_text: 'Not to Norway sv' }]);
    expect(await rows('SELECT country_code FROM model_blocked_countries')).toEqual([{ country_code: 'no' }]);
    expect(await rows('SELECT variant_id, country_code, shipping_time, blocked FROM variant_country_overrides ORDER BY variant_id, country_code')).toEqual([
      { variant_id: 1000, country_code: 'se', shipping_time: 14, blocked: 0 },
      { variant_id: 1001, country_code: 'fi', shipping_time: 10, blocked: 0 },
      { variant_id: 1001, country_code: 'se', shipping_time: null, blocked: 1 },
      { variant_id: 1012, country_code: 'fi', shipping_time: null, blocked: 1 },
    ]);
    expect(await count('model_also_bought')).toBe(2);
  });

  it("replaces a method's ranges, a model's limits and an also-bought model's pairs on the next import", async () => {
    await importCatalogue(env.DB, deliveryCatalogue());
    const next = deliveryCatalogue();
    next.deliveryMethods![0].postalRanges = [];
    next.deliveryMethods![0].countryCodes = ['fi', 'ee'];
    const summit = next.models!.find((model) => model.id === 100)!;
    summit.blockedCountryCodes = [];
    summit.variants = summit.variants.map((variant) => ({ ...variant, countryOverrides: [] }));
    next.alsoBought = [{ modelId: 100, otherModelId: 104, times: 9 }];
    expect((await importCatalogue(env.DB, next)).ok).toBe(true);
    expect(await rows('SELECT from_code FROM delivery_method_postal_ranges WHERE method_id = 1')).toEqual([]);
    expect(await rows('SELECT country_code FROM delivery_method_countries WHERE method_id = 1 ORDER BY country_code')).toEqual([{ country_code: 'ee' }, { country_code: 'fi' }]);
    expect(await count('model_blocked_countries')).toBe(0);
    expect(await rows('SELECT variant_id FROM variant_country_overrides')).toEqual([{ variant_id: 1012 }]);
    // Model 101's own pairs are not in the file: they stay.
    expect(await rows('SELECT model_id, other_model_id, times FROM model_also_bought ORDER BY model_id'))
      .toEqual([{ model_id: 100, other_model_id: 104, times: 9 }, { model_id: 101, other_model_id: 100, times: 3 }]);
  });

  it('reports unknown stores, countries and models in the delivery sections, and repeated keys', async () => {
    const bad = deliveryCatalogue();
    bad.deliveryMethods!.push({ id: 300, kind: 'store_pickup', storeId: 77, price: 0, names: bad.deliveryMethods![0].names, countryCodes: ['fi', 'xx', 'fi'] });
    bad.countryDeliveryDays!.push({ countryCode: 'zz', shippingKey: 'standard', start: 1, end: 2 }, { countryCode: 'fi', shippingKey: 'standard', start: 1, end: 2 });
    bad.alsoBought!.push({ modelId: 100, otherModelId: 555, times: 1 });
    bad.models![0].blockedCountryCodes = ['qq'];
    bad.models![0].variants[0].countryOverrides = [{ countryCode: 'se' }, { countryCode: 'se', blocked: true }];
    const before = await version();
    const result = await importCatalogue(env.DB, bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual(expect.arrayContaining([
      { path: 'deliveryMethods[9].storeId', message: 'unknown store 77' },
      { path: 'deliveryMethods[9].countryCodes[1]', message: 'unknown country xx' },
      { path: 'deliveryMethods[9].countryCodes[2]', message: 'duplicate country fi' },
      { path: 'countryDeliveryDays[3].countryCode', message: 'unknown country zz' },
      { path: 'countryDeliveryDays[4]', message: 'duplicate country and shipping key fi/standard' },
      { path: 'alsoBought[2].otherModelId', message: 'unknown model 555' },
      { path: 'models[0].blockedCountryCodes[0]', message: 'unknown country qq' },
      { path: 'models[0].variants[0].countryOverrides[1]', message: 'duplicate country se' },
    ]));
    expect(await version()).toBe(before);
  });

  it('refuses a pickup method without its store, ranges of unequal length and upper-case country codes', async () => {
    const bad = deliveryCatalogue();
    bad.deliveryMethods![4].storeId = null;
    bad.deliveryMethods![0].postalRanges = [{ from: '0000', to: '21999' }];
    bad.deliveryMethods![2].countryCodes = ['SE'];
    bad.alsoBought = [{ modelId: 100, otherModelId: 100, times: 1 }];
    const result = await importCatalogue(env.DB, bad);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining([
        'deliveryMethods[4].storeId', 'deliveryMethods[0].postalRanges[0].to', 'deliveryMethods[2].countryCodes[0]', 'alsoBought[0].otherModelId',
      ]));
    }
  });
});

describe('importing gift campaigns (migrations/0004, 0022)', () => {
  const rows = async <T>(sql: string) => (await env.DB.prepare(sql).all<T>()).results;
  const LANGS = ['fi', 'en', 'sv', 'de', 'fr', 'ru'] as const;
  const names = Object.fromEntries(LANGS.map((l) => [l, `Christmas gift ${l}`])) as Record<(typeof LANGS)[number], string>;
  const category = (id: number, slug: string, modelIds: number[], codes: string[] = []) => ({ id, slug, names, modelIds, codes });
  const withCampaign = (modelIds: number[], fields: Record<string, unknown> = {}) => ({
    ...listCatalogue(),
    giftCampaigns: [{
      id: 7, slug: 'acme-christmas', companyName: 'Acme Oy', startsAt: '2026-01-01', endsAt: null, names,
      categories: [category(70, 'acme-christmas', modelIds, ['k7qf-m3xr-9pda'])], ...fields,
    }],
  });

  it('writes a campaign with its names, terms, categories, their models and codes (normalised)', async () => {
    const result = await importCatalogue(env.DB, withCampaign([LIST_MODELS.summit, LIST_MODELS.trail], { recipientPrice: 9.9, freeDelivery: false }));
    expect(result).toMatchObject({ ok: true, counts: { giftCampaigns: 1 } });
    expect(await rows('SELECT id, slug, company_name, starts_at, ends_at, company_id, recipient_price, free_delivery FROM gift_campaigns')).toEqual([
      { id: 7, slug: 'acme-christmas', company_name: 'Acme Oy', starts_at: '2026-01-01', ends_at: null, company_id: null, recipient_price: 9.9, free_delivery: 0 },
    ]);
    expect(await rows("SELECT name FROM gift_campaign_texts WHERE campaign_id = 7 AND language = 'sv'")).toEqual([{ name: 'Christmas gift sv' }]);
    expect(await count('gift_campaign_texts')).toBe(6);
    expect(await rows('SELECT id, campaign_id, slug FROM gift_campaign_categories')).toEqual([{ id: 70, campaign_id: 7, slug: 'acme-christmas' }]);
    expect(await count('gift_campaign_category_texts')).toBe(6);
    expect(await rows('SELECT model_id, sort_order FROM gift_campaign_category_models WHERE category_id = 70 ORDER BY sort_order'))
      .toEqual([{ model_id: LIST_MODELS.summit, sort_order: 0 }, { model_id: LIST_MODELS.trail, sort_order: 1 }]);
    expect(await rows('SELECT campaign_id, category_id, code FROM gift_campaign_codes')).toEqual([{ campaign_id: 7, category_id: 70, code: 'K7QFM3XR9PDA' }]);
  });

  it('refuses a model neither the file nor the database holds, a malformed code and an unknown company, and changes nothing', async () => {
    const before = await version();
    const models = await count('gift_campaign_category_models');
    const result = await importCatalogue(env.DB, withCampaign([LIST_MODELS.summit, 9999, LIST_MODELS.summit], { companyId: 4242 }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual(expect.arrayContaining([
      { path: 'giftCampaigns[0].categories[0].modelIds[1]', message: 'unknown model 9999' },
      { path: 'giftCampaigns[0].categories[0].modelIds[2]', message: expect.stringContaining('duplicate model 100') },
      { path: 'giftCampaigns[0].companyId', message: 'unknown company 4242' },
    ]));
    const badCode = withCampaign([LIST_MODELS.summit]);
    badCode.giftCampaigns[0].categories[0].codes = ['ABC-0O1I'];
    const shape = await importCatalogue(env.DB, badCode);
    expect(shape.ok).toBe(false);
    if (!shape.ok) expect(shape.issues.map((issue) => issue.path)).toContain('giftCampaigns[0].categories[0].codes[0]');
    expect(await version()).toBe(before);
    expect(await count('gift_campaign_category_models')).toBe(models);
  });

  it('replaces the models and names on the next import, keeps codes, categories and campaigns the file leaves out', async () => {
    await importCatalogue(env.DB, withCampaign([LIST_MODELS.summit, LIST_MODELS.trail]));
    const other = { id: 8, slug: 'other-gift', companyName: 'Other Oy', names, categories: [category(80, 'other-gift', [LIST_MODELS.summit])] };
    expect((await importCatalogue(env.DB, { ...listCatalogue(), giftCampaigns: [other] })).ok).toBe(true);
    const next = withCampaign([LIST_MODELS.campaignOnly], { companyName: 'Acme Group Oy', endsAt: '2026-12-31', names: { ...names, en: 'Renamed' } });
    next.giftCampaigns[0].categories[0].codes = ['RRRR-SSSS-TTTT'];
    expect((await importCatalogue(env.DB, next)).ok).toBe(true);
    expect(await rows('SELECT model_id FROM gift_campaign_category_models WHERE category_id = 70')).toEqual([{ model_id: LIST_MODELS.campaignOnly }]);
    expect(await rows("SELECT name FROM gift_campaign_texts WHERE campaign_id = 7 AND language = 'en'")).toEqual([{ name: 'Renamed' }]);
    expect(await rows('SELECT company_name, ends_at FROM gift_campaigns WHERE id = 7')).toEqual([{ company_name: 'Acme Group Oy', ends_at: '2026-12-31' }]);
    expect(await rows('SELECT code FROM gift_campaign_codes WHERE category_id = 70 ORDER BY code')).toEqual([{ code: 'K7QFM3XR9PDA' }, { code: 'RRRRSSSSTTTT' }]);
    expect(await rows('SELECT category_id, model_id FROM gift_campaign_category_models WHERE category_id = 80')).toEqual([{ category_id: 80, model_id: LIST_MODELS.summit }]);
  });

  it('refuses slugs and codes another campaign or category owns, repeats, and a campaign without categories or ending before it starts', async () => {
    await importCatalogue(env.DB, withCampaign([LIST_MODELS.summit]));
    const bad = withCampaign([LIST_MODELS.summit], { endsAt: '2025-12-31', categories: [] });
    const copy = (id: number, slug: string, categoryId: number, categorySlug: string, codes: string[] = []) => ({
      id, slug, companyName: 'Copy Oy', startsAt: null, endsAt: null, names, categories: [category(categoryId, categorySlug, [LIST_MODELS.trail], codes)],
    });
    bad.giftCampaigns.push(copy(9, 'acme-christmas', 90, 'acme-christmas', ['K7QF-M3XR-9PDA']), copy(10, 'copy', 70, 'copy'), copy(10, 'copy', 91, 'copy-2'));
    const schemaErrors = await importCatalogue(env.DB, bad);
    expect(schemaErrors.ok).toBe(false);
    if (!schemaErrors.ok) expect(schemaErrors.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining(['giftCampaigns[0].categories', 'giftCampaigns[0].endsAt']));

    bad.giftCampaigns[0] = withCampaign([LIST_MODELS.summit]).giftCampaigns[0];
    const result = await importCatalogue(env.DB, bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => `${issue.path}: ${issue.message}`)).toEqual(expect.arrayContaining([
      'giftCampaigns[1].slug: slug "acme-christmas" belongs to gift campaign 7',
      'giftCampaigns[1].categories[0].slug: slug "acme-christmas" belongs to gift campaign category 70',
      'giftCampaigns[1].categories[0].codes[0]: code K7QFM3XR9PDA belongs to gift campaign category 70',
      'giftCampaigns[2].categories[0].id: category 70 belongs to gift campaign 7',
      expect.stringMatching(/^giftCampaigns\[1\]: duplicate slug acme-christmas/),
      expect.stringMatching(/^giftCampaigns\[3\]: duplicate id 10/),
      expect.stringMatching(/^giftCampaigns.categories\[2\]: duplicate id 70/),
    ]));
  });
});

describe('importing discount codes and gift cards (migrations/0005)', () => {
  const rows = async <T>(sql: string) => (await env.DB.prepare(sql).all<T>()).results;
  const codes = (sections: Record<string, unknown>) => ({ format: 'kaira-catalogue', version: 1, ...sections });
  const welcome = { id: 101, code: 'Hello10', kind: 'percent', value: 10, minBasket: 50 };
  const card = { id: 201, code: 'CARD-TEST-1', balance: 75.5 };

  it('writes discount codes and gift cards with their defaults', async () => {
    const result = await importCatalogue(env.DB, codes({
      discountCodes: [welcome, { id: 102, code: ' SHIPFREE ', kind: 'free_delivery', startsAt: '2026-12-01', endsAt: '2027-02-28T22:00Z', usageLimit: 5 }],
      giftCards: [card, { id: 202, code: 'CARD-TEST-2', balance: 0, expiresAt: '2025-12-31', isEnabled: false }],
    }));
    expect(result).toMatchObject({ ok: true, counts: { discountCodes: 2, giftCards: 2 } });
    expect(await rows('SELECT * FROM discount_codes WHERE id IN (101, 102) ORDER BY id')).toEqual([
      { id: 101, code: 'Hello10', kind: 'percent', value: 10, min_basket: 50, starts_at: null, ends_at: null, usage_limit: null, used_count: 0, is_enabled: 1 },
      { id: 102, code: 'SHIPFREE', kind: 'free_delivery', value: 0, min_basket: 0, starts_at: '2026-12-01', ends_at: '2027-02-28T22:00Z', usage_limit: 5, used_count: 0, is_enabled: 1 },
    ]);
    expect(await rows('SELECT id, code, balance, expires_at, is_enabled FROM gift_cards WHERE id IN (201, 202) ORDER BY id')).toEqual([
      { id: 201, code: 'CARD-TEST-1', balance: 75.5, expires_at: null, is_enabled: 1 },
      { id: 202, code: 'CARD-TEST-2', balance: 0, expires_at: '2025-12-31', is_enabled: 0 },
    ]);
  });

  it('keeps the used count and balance the checkout changed when a re-import leaves them out, and overwrites them when it sets them', async () => {
    await importCatalogue(env.DB, codes({ discountCodes: [welcome], giftCards: [card] }));
    await env.DB.batch([
      env.DB.prepare('UPDATE discount_codes SET used_count = 7 WHERE id = 101'),
      env.DB.prepare('UPDATE gift_cards SET balance = 20.25 WHERE id = 201'),
    ]);
    const { balance: _left, ...cardWithoutBalance } = card;
    expect((await importCatalogue(env.DB, codes({ discountCodes: [{ ...welcome, value: 15 }], giftCards: [{ ...cardWithoutBalance, expiresAt: '2027-12-31' }] }))).ok).toBe(true);
    expect(await rows('SELECT value, used_count FROM discount_codes WHERE id = 101')).toEqual([{ value: 15, used_count: 7 }]);
    expect(await rows('SELECT balance, expires_at FROM gift_cards WHERE id = 201')).toEqual([{ balance: 20.25, expires_at: '2027-12-31' }]);

    expect((await importCatalogue(env.DB, codes({ discountCodes: [{ ...welcome, usedCount: 0 }], giftCards: [card] }))).ok).toBe(true);
    expect(await rows('SELECT used_count FROM discount_codes WHERE id = 101')).toEqual([{ used_count: 0 }]);
    expect(await rows('SELECT balance FROM gift_cards WHERE id = 201')).toEqual([{ balance: 75.5 }]);
  });

  it('refuses percentages above 100, codes ending before they start and codes with spaces or too short', async () => {
    const result = await importCatalogue(env.DB, codes({ discountCodes: [
      { id: 111, code: 'TOO-MUCH', kind: 'percent', value: 120 },
      { id: 112, code: 'BACKWARDS', kind: 'fixed', value: 5, startsAt: '2026-03-01', endsAt: '2026-02-01' },
      { id: 113, code: 'TWO WORDS', kind: 'free_delivery' },
      { id: 114, code: 'AB', kind: 'fixed', value: 5 },
      { id: 115, code: 'FREE-BUT-PRICED', kind: 'free_delivery', value: 3 },
    ] }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining([
      'discountCodes[0].value', 'discountCodes[1].endsAt', 'discountCodes[2].code', 'discountCodes[3].code', 'discountCodes[4].value',
    ]));
  });

  it('refuses codes repeated in any letter case, codes other ids own and a new gift card without a balance, and changes nothing', async () => {
    await importCatalogue(env.DB, codes({ discountCodes: [welcome], giftCards: [card] }));
    const before = { version: await version(), codes: await count('discount_codes'), cards: await count('gift_cards') };
    const result = await importCatalogue(env.DB, codes({
      discountCodes: [
        { id: 121, code: 'HELLO10', kind: 'fixed', value: 5 },
        { id: 122, code: 'twice', kind: 'fixed', value: 5 },
        { id: 123, code: 'TWICE', kind: 'fixed', value: 5 },
        { id: 123, code: 'card-test-1', kind: 'fixed', value: 5 },
      ],
      giftCards: [{ id: 221, code: 'Twice', balance: 10 }, { id: 222, code: 'card-TEST-1', balance: 10 }, { id: 223, code: 'NO-BALANCE' }],
    }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => `${issue.path}: ${issue.message}`)).toEqual(expect.arrayContaining([
      'discountCodes[0].code: code "HELLO10" belongs to discount code 101',
      expect.stringMatching(/^discountCodes\[2\]: duplicate code twice/),
      expect.stringMatching(/^discountCodes\[3\]: duplicate id 123/),
      'discountCodes[3].code: code "card-test-1" belongs to gift card 201',
      'giftCards[0].code: code "Twice" belongs to discount code 122',
      'giftCards[1].code: code "card-TEST-1" belongs to gift card 201',
      'giftCards[2].balance: a new gift card needs a balance',
    ]));
    expect(await version()).toBe(before.version);
    expect(await count('discount_codes')).toBe(before.codes);
    expect(await count('gift_cards')).toBe(before.cards);
  });

  it('loads the demo codes and cards, the used-up code with its uses', async () => {
    expect((await importCatalogue(env.DB, codes({ discountCodes: buildDiscountCodes(), giftCards: buildGiftCards() }))).ok).toBe(true);
    expect(await rows("SELECT kind, value, usage_limit, used_count FROM discount_codes WHERE code = 'usedup'"))
      .toEqual([{ kind: 'percent', value: 15, usage_limit: 10, used_count: 10 }]);
    expect(await rows("SELECT kind, value FROM discount_codes WHERE code = 'FREESHIP'")).toEqual([{ kind: 'free_delivery', value: 0 }]);
    expect(await rows("SELECT code, balance FROM gift_cards WHERE code LIKE 'GIFT-%-DEMO' ORDER BY id"))
      .toEqual([['GIFT-50-DEMO', 50], ['GIFT-200-DEMO', 200], ['GIFT-EXPIRED-DEMO', 100], ['GIFT-EMPTY-DEMO', 0]].map(([code, balance]) => ({ code, balance })));
  });
});

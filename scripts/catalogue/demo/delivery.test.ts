import { describe, expect, it } from 'vitest';
import de from '../../../locales/de.json' with { type: 'json' };
import en from '../../../locales/en.json' with { type: 'json' };
import fi from '../../../locales/fi.json' with { type: 'json' };
import fr from '../../../locales/fr.json' with { type: 'json' };
import ru from '../../../locales/ru.json' with { type: 'json' };
import sv from '../../../locales/sv.json' with { type: 'json' };
import { fillDeliveryTokens, type TokenData } from '../../../shared/delivery/content-tokens.ts';
import { createTranslator, type Dictionary } from '../../../shared/i18n.ts';
import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import { EURO, formatPrice } from '../../../shared/money.ts';
import { demoContent } from './content/index.ts';
import { ENABLED_COUNTRY_CODES } from '../reference-countries.ts';
import { generateDemoCatalogue } from './generate-catalogue.ts';
import { ancestorsOf } from './groups.ts';

const { catalogue } = generateDemoCatalogue({ models: 800 });
const models = catalogue.models!;
const methods = catalogue.deliveryMethods!;
const stores = catalogue.stores!;
const serves = (method: (typeof methods)[number], postalCode: string) =>
  (method.postalRanges ?? []).length === 0 || method.postalRanges!.some((range) => range.from <= postalCode && postalCode <= range.to);

describe('the demo delivery data', () => {
  it('gives every enabled country standard and ski-bundle days, and no disabled country any', () => {
    const days = catalogue.countryDeliveryDays!;
    expect(days).toHaveLength(ENABLED_COUNTRY_CODES.length * 2);
    expect(days.find((d) => d.countryCode === 'fi' && d.shippingKey === 'standard')).toMatchObject({ start: 1, end: 3 });
    expect(days.some((d) => d.countryCode === 'ru')).toBe(false);
  });

  it('delivers home and to lockers all over mainland Finland for free from 99 euros, but not to Åland', () => {
    const finnish = methods.filter((m) => m.countryCodes.includes('fi') && (m.kind === 'home' || m.kind === 'parcel_locker'));
    expect(finnish.map((m) => m.kind).sort()).toEqual(['home', 'parcel_locker']);
    for (const method of finnish) {
      expect(method.freeThreshold).toBe(99);
      expect(['00100', '21999', '23000', '99999'].every((code) => serves(method, code))).toBe(true);
      expect(['22000', '22100', '22999'].some((code) => serves(method, code))).toBe(false);
    }
  });

  it('offers store pickup at every pickup store and express pickup only where the store has pikanouto', () => {
    const pickupStores = methods.filter((m) => m.kind === 'store_pickup').map((m) => m.storeId).sort();
    const expressStores = methods.filter((m) => m.kind === 'express_pickup').map((m) => m.storeId).sort();
    expect(pickupStores).toEqual(stores.filter((s) => s.nouto).map((s) => s.id).sort());
    expect(expressStores).toEqual(stores.filter((s) => s.pikanouto).map((s) => s.id).sort());
    expect(expressStores.length).toBeGreaterThan(0);
  });

  it('ships home to every enabled country abroad with exactly one method', () => {
    for (const code of ENABLED_COUNTRY_CODES.filter((c) => c !== 'fi')) {
      expect(methods.filter((m) => m.kind === 'home' && m.countryCodes.includes(code))).toHaveLength(1);
    }
  });

  it('keeps fuel stoves in Finland with a reason in all six languages', () => {
    const stoves = models.filter((m) => /\b(Gas|Multi-fuel|Spirit)\b/.test(m.texts.en.name) && m.mainGroupId === 77);
    expect(stoves.length).toBeGreaterThan(0);
    for (const stove of stoves) {
      expect(stove.blockedCountryCodes).toContain('se');
      expect(stove.blockedCountryCodes).not.toContain('fi');
      for (const language of LANGUAGES) expect(stove.texts[language].blockInfoText).toBeTruthy();
    }
  });

  it('sends the longest skis as their own package and never to a parcel locker', () => {
    const long = models.filter((m) => m.perInternationalPackage);
    expect(long.length).toBeGreaterThan(0);
    for (const model of long) expect(model.deliveryMethodKinds).not.toContain('parcel_locker');
  });

  it('has the blog\'s guides name some skis and boots, and no other models', () => {
    const byId = new Map(models.map((m) => [m.id, m]));
    const guides = catalogue.blogPosts!.filter((post) => post.categoryId === 1);
    const named = guides.flatMap((post) => post.modelIds ?? []);
    expect(named.length).toBeGreaterThan(0);
    for (const id of named) expect([12, 13, 14, 16, 31, 32, 33]).toContain(byId.get(id)!.mainGroupId);
  });

  it('gives a few variants a later shipping time or a block for one country', () => {
    const overrides = models.flatMap((m) => m.variants.flatMap((v) => v.countryOverrides ?? []));
    expect(overrides.some((o) => o.blocked)).toBe(true);
    expect(overrides.some((o) => !o.blocked && (o.shippingTime ?? 0) > 2)).toBe(true);
  });

  it('pairs also-bought models both ways, within one top group', () => {
    const pairs = catalogue.alsoBought!;
    expect(pairs.length).toBeGreaterThan(models.length);
    const byId = new Map(models.map((m) => [m.id, m]));
    const top = (id: number) => ancestorsOf(byId.get(id)!.mainGroupId).at(-1) ?? byId.get(id)!.mainGroupId;
    const keys = new Set(pairs.map((p) => `${p.modelId}/${p.otherModelId}/${p.times}`));
    for (const pair of pairs) {
      expect(top(pair.modelId)).toBe(top(pair.otherModelId));
      expect(keys.has(`${pair.otherModelId}/${pair.modelId}/${pair.times}`)).toBe(true);
    }
  });

  it('keeps the pairs of the first models whatever follows them', () => {
    const small = generateDemoCatalogue({ models: 200, seed: 5 }).catalogue.alsoBought!;
    const large = generateDemoCatalogue({ models: 400, seed: 5 }).catalogue.alsoBought!;
    const early = (pair: (typeof small)[number]) => pair.modelId < 1201 && pair.otherModelId < 1201;
    expect(large.filter(early)).toEqual(small);
  });
});

describe('delivery figures in the demo content (issue 14, decision 018)', () => {
  const content = demoContent();
  const dictionaries = { fi, en, sv, de, fr, ru } as unknown as Record<Language, Dictionary>;
  const added = JSON.parse(content.generalSettings!.find((setting) => setting.key === 'target_country_delivery_added_days')!.value) as { countries: Array<{ code: string; days: number }> };
  const days = new Map(ENABLED_COUNTRY_CODES.map((code) => {
    const of = (key: string) => catalogue.countryDeliveryDays!.find((entry) => entry.countryCode === code && entry.shippingKey === key)!;
    return [code, {
      standard: { start: of('standard').start, end: of('standard').end }, skiBundle: { start: of('ski_bundle').start, end: of('ski_bundle').end },
      addedDays: added.countries.find((entry) => entry.code === code)?.days ?? 0,
    }];
  }));
  const priced = methods.map((method) => ({ kind: method.kind, price: method.price, freeThreshold: method.freeThreshold ?? null, countryCodes: method.countryCodes }));
  const data = (language: Language): TokenData => ({ methods: priced, days, currency: EURO, language, t: createTranslator(language, dictionaries[language]) });
  const texts = (language: Language) => [
    ...content.staticPages!.flatMap((page) => [page.texts[language].content, page.texts[language].metaDescription]),
    ...catalogue.banners!.flatMap((banner) => [banner.texts[language].title, banner.texts[language].subText ?? '']),
    ...content.generalSettings!.filter((setting) => setting.language === language).map((setting) => setting.value),
  ];
  const deliveryPage = content.staticPages!.find((page) => page.navKey === 'delivery')!;

  it('types no price, threshold or delivery time on the delivery page: placeholders hold them', () => {
    for (const language of LANGUAGES) {
      const { content = '', metaDescription = '' } = deliveryPage.texts[language];
      expect(`${content} ${metaDescription}`, language).not.toMatch(/€|\d\s?(?:–|à)\s?\d|\b\d{1,2}[.:]\d\d\b/);
      expect(content).toContain('{{delivery:fi:price}}');
    }
  });

  it('fills every placeholder of the pages, banners and settings from the demo data, in all six languages', () => {
    for (const language of LANGUAGES) {
      const unfilled: string[] = [];
      for (const text of texts(language)) fillDeliveryTokens(text ?? '', data(language), { html: true, onUnfilled: (token) => unfilled.push(token) });
      expect(unfilled, language).toEqual([]);
    }
  });

  it('prices home delivery on the delivery page as the checkout does: 9.90 € below the threshold, free from it', () => {
    const page = fillDeliveryTokens(deliveryPage.texts.en.content ?? '', data('en'), { html: true });
    const home = methods.find((method) => method.id === 1)!;
    const euro = (amount: number) => formatPrice(amount, EURO, 'en');
    expect(page).toContain(`<tr><td>Home delivery</td><td>1–3 working days</td><td>${euro(home.price)}, free for orders of ${euro(home.freeThreshold!)} or more</td></tr>`);
    // Norway's method has no free threshold; the US adds 5 days to the rest of the world's 5-14.
    expect(page).toContain(`<tr><td>Norway</td><td>4–7 working days</td><td>${euro(9.9)}</td></tr>`);
    expect(page).toContain(`<tr><td>Rest of the world</td><td>5–19 working days</td><td>${euro(29.9)}</td></tr>`);
  });

  it('converts the front page banner\'s free delivery threshold into the visitor\'s currency', () => {
    const banner = catalogue.banners!.find((entry) => entry.texts.en.title.includes('{{delivery:'))!;
    const usd = { code: 'usd', rate: 1.08, format: '$#' };
    expect(fillDeliveryTokens(banner.texts.en.title, { ...data('en'), currency: usd }, { html: false })).toBe('Free delivery on orders of $106.92 or more');
    expect(fillDeliveryTokens(banner.texts.fi.title, data('fi'), { html: false })).toBe(`Ilmainen toimitus vähintään ${formatPrice(99, EURO, 'fi')} tilauksiin`);
  });
});

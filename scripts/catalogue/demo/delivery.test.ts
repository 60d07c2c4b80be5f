import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';
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

  it('links some skis and boots to guides on the blog in every language', () => {
    const withGuides = models.filter((m) => m.blogPosts);
    expect(withGuides.length).toBeGreaterThan(0);
    for (const model of withGuides) {
      expect([12, 13, 14, 16, 31, 32, 33]).toContain(model.mainGroupId);
      expect(model.blogPosts!.en[0].url).toMatch(/^\/life-outdoors\/blog\/[a-z0-9-]+\/$/);
      expect(model.blogPosts!.fi[0].url).toMatch(/^\/elama-ulkona\/blogi\/[a-z0-9-]+\/$/);
    }
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

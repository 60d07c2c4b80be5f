import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import type { PickupPointsResponse } from '../../shared/types/pickup-point.ts';
import { forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { findPickupPoints, getPickupPoint } from '../../worker/data/pickup-points.ts';
import { deliveryCatalogue } from '../fixtures/delivery-catalogue.ts';
import { PICKUP_METHODS, pickupPointsImport } from '../fixtures/pickup-points.ts';
import { fetchShop } from './helpers.ts';
import { apiFailure } from './list-api-helpers.ts';

const ask = (query: string) => fetchShop(`/api/pickup-points/?${query}`);
const codes = async (query: string): Promise<string[]> => {
  const response = await ask(query);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as PickupPointsResponse).pickup_points.map((point) => point.code);
};

beforeAll(async () => {
  expect((await importCatalogue(env.DB, deliveryCatalogue())).ok).toBe(true);
  const points = await importCatalogue(env.DB, pickupPointsImport());
  expect(points, JSON.stringify(points)).toMatchObject({ ok: true, counts: { pickupPoints: 10 } });
});
beforeEach(() => forgetMemoisedCatalogue());

describe('GET /api/pickup-points/ (cat 5: a pickup point needs a postal code)', () => {
  it('answers the points at the same postal code first, then the nearest codes, ties by name', async () => {
    expect(await codes('method=2&postal_code=00100&country=fi'))
      .toEqual(['FI-00100-02', 'FI-00100-01', 'FI-00180-01', 'FI-00510-01', 'FI-02100-01', 'FI-21100-01', 'FI-33100-01']);
    expect(await codes('method=2&postal_code=00500&country=fi'))
      .toEqual(['FI-00510-01', 'FI-00180-01', 'FI-00100-02', 'FI-00100-01', 'FI-02100-01', 'FI-21100-01', 'FI-33100-01']);
  });

  it('answers each point with its address for the shopper, cacheable for five minutes', async () => {
    const response = await ask('method=2&postal_code=33100&country=fi');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    const body = (await response.json()) as PickupPointsResponse;
    expect(body.pickup_points[0]).toEqual({ code: 'FI-33100-01', name: 'Locker Tampere', address: 'Locker Tampere street 7', postal_code: '33100', city: 'Tampere' });
  });

  it('leaves out disabled points, other methods\' points and other countries\' points', async () => {
    const mainland = await codes('method=2&postal_code=00120&country=fi');
    expect(mainland).not.toContain('FI-00120-01');
    expect(mainland).not.toContain('NO-FI-00100');
    expect(await codes(`method=${PICKUP_METHODS.nordic}&postal_code=00100&country=fi`)).toEqual(['NO-FI-00100']);
    expect(await codes(`method=${PICKUP_METHODS.nordic}&postal_code=111%2020&country=SE`)).toEqual(['NO-SE-11120']);
  });

  it('answers no points for a postal code the method does not deliver to, however near (Åland)', async () => {
    expect(await codes('method=2&postal_code=22100&country=fi')).toEqual([]);
    expect(await codes('method=2&postal_code=11120&country=se')).toEqual([]);
  });

  it('refuses a missing or malformed method, postal code or country with a message per field', async () => {
    const missing = await apiFailure(await ask(''));
    expect(missing.status).toBe(400);
    expect(missing.error).toMatchObject({ code: 'invalid_query', fields: { method: 'Required.', postal_code: 'Required.', country: 'Required.' } });
    const bad = await apiFailure(await ask('method=abc&postal_code=%3Cscript%3E&country=fin'));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error.fields ?? {}).sort()).toEqual(['country', 'method', 'postal_code']);
    expect((await apiFailure(await ask('method=2&postal_code=-%20-&country=fi'))).error.fields).toHaveProperty('postal_code');
    expect((await apiFailure(await ask(`method=2&postal_code=${'1'.repeat(13)}&country=fi`))).error.fields).toHaveProperty('postal_code');
  });

  it('answers 404 for a method that does not exist, is disabled or is not a parcel locker', async () => {
    for (const method of [777, 9, 1, 201]) {
      const failure = await apiFailure(await ask(`method=${method}&postal_code=00100&country=fi`));
      expect(failure, `method ${method}`).toMatchObject({ status: 404, error: { code: 'not_found' } });
    }
  });
});

describe('the pickup point repository', () => {
  it('cuts the nearest points at the limit, ties at the cut decided by name', async () => {
    const nearest = await findPickupPoints(env.DB, 2, 'fi', '00500', 3);
    expect(nearest.map((point) => point.code)).toEqual(['FI-00510-01', 'FI-00180-01', 'FI-00100-02']);
  });

  it('finds an enabled point of the method by its code, and nothing for a disabled point or another method', async () => {
    expect(await getPickupPoint(env.DB, 2, 'FI-02100-01')).toMatchObject({ name: 'Locker Tapiola', country_code: 'fi' });
    expect(await getPickupPoint(env.DB, 2, 'FI-00120-01')).toBeNull();
    expect(await getPickupPoint(env.DB, 2, 'NO-FI-00100')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { emptyCatalogue } from '../import/existing-catalogue.ts';
import { validateImport } from '../import/validate-import.ts';
import { buildDeliveryMethods } from './delivery-methods.ts';
import { createImageRegistry } from './image-jobs.ts';
import { buildPickupPoints, DEMO_LOCKER_METHOD_ID } from './pickup-points.ts';
import { stores } from './stores.ts';

const points = buildPickupPoints();

describe('the demo pickup points', () => {
  it('import with the demo delivery methods as they are', () => {
    const storeList = stores(createImageRegistry());
    const result = validateImport({ format: 'kaira-catalogue', version: 1, stores: storeList, deliveryMethods: buildDeliveryMethods(storeList), pickupPoints: points }, emptyCatalogue());
    expect(result.ok, JSON.stringify(!result.ok && result.issues.slice(0, 5))).toBe(true);
  });

  it('give every listed town at least three lockers of the locker method, none on Åland', () => {
    const perCity = new Map<string, number>();
    for (const point of points) perCity.set(point.city, (perCity.get(point.city) ?? 0) + 1);
    for (const city of ['Helsinki', 'Espoo', 'Vantaa', 'Tampere', 'Turku', 'Oulu', 'Jyväskylä', 'Kuopio', 'Lahti', 'Rovaniemi', 'Joensuu', 'Vaasa', 'Pori']) {
      expect(perCity.get(city), city).toBeGreaterThanOrEqual(3);
    }
    expect(points.every((point) => point.methodId === DEMO_LOCKER_METHOD_ID && point.countryCode === 'fi')).toBe(true);
    expect(points.some((point) => point.postalCode.startsWith('22'))).toBe(false);
  });

  it('come out the same on every run, with codes in the carrier\'s style', () => {
    expect(buildPickupPoints()).toEqual(points);
    expect(points[0]).toMatchObject({ id: 1, code: 'FI-00100-01', name: 'Kaira Locker K-Market Kamppi', postalCode: '00100', city: 'Helsinki' });
    expect(points.every((point) => /^FI-\d{5}-\d{2}$/.test(point.code))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';
import type { CatalogueImportInput } from '../import-format.ts';
import { emptyCatalogue, type ExistingCatalogue } from './existing-catalogue.ts';
import { validateImport } from './validate-import.ts';

type Method = NonNullable<CatalogueImportInput['deliveryMethods']>[number];
type Point = NonNullable<CatalogueImportInput['pickupPoints']>[number];

const names = Object.fromEntries(LANGUAGES.map((l) => [l, `Locker ${l}`])) as Method['names'];
const MAINLAND = [{ from: '00000', to: '21999' }, { from: '23000', to: '99999' }];
const locker: Method = { id: 2, kind: 'parcel_locker', storeId: null, price: 4.9, names, countryCodes: ['fi'], postalRanges: MAINLAND };
const home: Method = { ...locker, id: 1, kind: 'home' };
const point = (id: number, fields: Partial<Point> = {}): Point =>
  ({ id, methodId: 2, code: `FI-00100-0${id}`, name: `Locker ${id}`, address: 'Urho Kekkosen katu 1', postalCode: '00100', city: 'Helsinki', countryCode: 'fi', ...fields });

const check = (document: Partial<CatalogueImportInput>, existing: ExistingCatalogue = emptyCatalogue()) =>
  validateImport({ format: 'kaira-catalogue', version: 1, ...document }, existing);
const issues = (document: Partial<CatalogueImportInput>, existing?: ExistingCatalogue) => {
  const result = check(document, existing);
  return result.ok ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`);
};

describe('the pickupPoints import section', () => {
  it('takes the points of a parcel-locker method of the file, enabled unless told otherwise', () => {
    const result = check({ deliveryMethods: [locker], pickupPoints: [point(1), point(2, { enabled: false })] });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data.pickupPoints.map((p) => p.enabled)).toEqual([true, false]);
  });

  it('takes a point of a parcel-locker method already in the database', () => {
    const existing = emptyCatalogue();
    existing.deliveryMethods.set(2, { kind: 'parcel_locker', countryCodes: ['fi'], postalRanges: MAINLAND });
    expect(issues({ pickupPoints: [point(1)] }, existing)).toEqual([]);
    expect(issues({ deliveryMethods: [{ ...locker, kind: 'home' }], pickupPoints: [point(1)] }, existing))
      .toEqual(['pickupPoints[0].methodId: delivery method 2 is not a parcel_locker method (home)']);
  });

  it('reports repeated ids and codes, unknown methods and countries, and methods of another kind', () => {
    expect(issues({
      deliveryMethods: [locker, home],
      pickupPoints: [point(1), point(1, { code: 'FI-00100-09' }), point(3, { code: 'FI-00100-01' }), point(4, { methodId: 7 }), point(5, { methodId: 1 }), point(6, { countryCode: 'xx' })],
    })).toEqual([
      'pickupPoints[1]: duplicate id 1 (also at pickupPoints[0])',
      'pickupPoints[2]: duplicate code FI-00100-01 (also at pickupPoints[0])',
      'pickupPoints[3].methodId: unknown delivery method 7',
      'pickupPoints[4].methodId: delivery method 1 is not a parcel_locker method (home)',
      'pickupPoints[5].countryCode: unknown country xx',
      'pickupPoints[5].postalCode: delivery method 2 does not serve xx 00100',
    ]);
  });

  it('refuses a point where its method does not deliver (Åland for a mainland method)', () => {
    expect(issues({ deliveryMethods: [locker], pickupPoints: [point(1, { postalCode: '22100', city: 'Mariehamn' }), point(2, { countryCode: 'se' })] })).toEqual([
      'pickupPoints[0].postalCode: delivery method 2 does not serve fi 22100',
      'pickupPoints[1].postalCode: delivery method 2 does not serve se 00100',
    ]);
  });

  it('refuses a code the database gives to another point, and postal codes written with spaces', () => {
    const existing = emptyCatalogue();
    existing.owners.pickupPoints.set('FI-00100-01', 40);
    expect(issues({ deliveryMethods: [locker], pickupPoints: [point(1)] }, existing)).toEqual(['pickupPoints[0].code: code "FI-00100-01" belongs to pickup point 40']);
    expect(issues({ deliveryMethods: [locker], pickupPoints: [point(1, { postalCode: '001 00' })] })).toHaveLength(1);
  });
});

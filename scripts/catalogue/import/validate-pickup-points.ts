import type { CatalogueImport } from '../import-format.ts';
import type { ExistingCatalogue, StoredDeliveryMethod } from './existing-catalogue.ts';
import { reportRepeats, type Report } from './report-repeats.ts';

/**
 * Pickup points (migrations/0010_pickup_points.sql): ids and codes unique in
 * the file, a code the database gives to another point refused (an order
 * names its point by code), and each point's method a parcel_locker method
 * of the file (which wins) or the database that serves the point's country
 * and postal code: a locker the method does not deliver to (Åland for a
 * mainland-only method) could otherwise be chosen by a shopper elsewhere.
 */
export function validatePickupPoints(data: CatalogueImport, existing: ExistingCatalogue, report: Report): void {
  const points = data.pickupPoints;
  reportRepeats(points, (point) => point.id, 'pickupPoints', 'id', report, { withFirst: true });
  reportRepeats(points, (point) => point.code, 'pickupPoints', 'code', report, { withFirst: true });

  const methods = new Map<number, StoredDeliveryMethod>(existing.deliveryMethods);
  for (const method of data.deliveryMethods) methods.set(method.id, method);

  points.forEach((point, i) => {
    const at = `pickupPoints[${i}]`;
    const owner = existing.owners.pickupPoints.get(point.code);
    if (owner !== undefined && owner !== point.id) report(`${at}.code`, `code "${point.code}" belongs to pickup point ${owner}`);
    if (!existing.countryCodes.has(point.countryCode)) report(`${at}.countryCode`, `unknown country ${point.countryCode}`);
    const method = methods.get(point.methodId);
    if (!method) report(`${at}.methodId`, `unknown delivery method ${point.methodId}`);
    else if (method.kind !== 'parcel_locker') report(`${at}.methodId`, `delivery method ${point.methodId} is not a parcel_locker method (${method.kind})`);
    else if (!serves(method, point.countryCode, point.postalCode)) {
      report(`${at}.postalCode`, `delivery method ${point.methodId} does not serve ${point.countryCode} ${point.postalCode}`);
    }
  });
}

/** As worker/data/delivery-methods.ts servesPostalCode: ranges compare codes of their own length as text. */
function serves(method: StoredDeliveryMethod, countryCode: string, postalCode: string): boolean {
  if (!method.countryCodes.includes(countryCode)) return false;
  return method.postalRanges.length === 0
    || method.postalRanges.some((range) => range.from.length === postalCode.length && range.from <= postalCode && postalCode <= range.to);
}

import type { CatalogueImport } from '../import-format.ts';
import type { ExistingCatalogue } from './existing-catalogue.ts';
import { reportRepeats, type Report } from './report-repeats.ts';

/**
 * References and repeated keys of the delivery sections (cat 3 Delivery limit
 * info, Delivery option, Delivery country): stores and models from the file
 * or the database, countries from the locale reference data (migration 0002).
 */
export function validateDelivery(
  data: CatalogueImport,
  existing: ExistingCatalogue,
  known: { stores: Set<number>; models: Set<number> },
  report: Report,
): void {
  const country = (code: string, at: string) => {
    if (!existing.countryCodes.has(code)) report(at, `unknown country ${code}`);
  };

  reportRepeats(data.deliveryMethods, (method) => method.id, 'deliveryMethods', 'id', report);
  data.deliveryMethods.forEach((method, i) => {
    const at = `deliveryMethods[${i}]`;
    if (method.storeId !== null && !known.stores.has(method.storeId)) report(`${at}.storeId`, `unknown store ${method.storeId}`);
    method.countryCodes.forEach((code, j) => country(code, `${at}.countryCodes[${j}]`));
    reportRepeats(method.countryCodes, (code) => code, `${at}.countryCodes`, 'country', report);
    reportRepeats(method.postalRanges, (range) => range.from, `${at}.postalRanges`, 'range start', report);
  });

  data.countryDeliveryDays.forEach((days, i) => country(days.countryCode, `countryDeliveryDays[${i}].countryCode`));
  reportRepeats(data.countryDeliveryDays, (days) => `${days.countryCode}/${days.shippingKey}`, 'countryDeliveryDays', 'country and shipping key', report);

  data.alsoBought.forEach((pair, i) => {
    if (!known.models.has(pair.modelId)) report(`alsoBought[${i}].modelId`, `unknown model ${pair.modelId}`);
    if (!known.models.has(pair.otherModelId)) report(`alsoBought[${i}].otherModelId`, `unknown model ${pair.otherModelId}`);
  });
  reportRepeats(data.alsoBought, (pair) => `${pair.modelId}/${pair.otherModelId}`, 'alsoBought', 'model pair', report);

  data.models.forEach((model, i) => {
    const at = `models[${i}]`;
    reportRepeats(model.deliveryMethodKinds, (kind) => kind, `${at}.deliveryMethodKinds`, 'kind', report);
    model.blockedCountryCodes.forEach((code, j) => country(code, `${at}.blockedCountryCodes[${j}]`));
    reportRepeats(model.blockedCountryCodes, (code) => code, `${at}.blockedCountryCodes`, 'country', report);
    model.variants.forEach((variant, j) => {
      variant.countryOverrides.forEach((override, k) => country(override.countryCode, `${at}.variants[${j}].countryOverrides[${k}].countryCode`));
      reportRepeats(variant.countryOverrides, (override) => override.countryCode, `${at}.variants[${j}].countryOverrides`, 'country', report);
    });
  });
}

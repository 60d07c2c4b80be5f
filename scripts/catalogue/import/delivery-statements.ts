import { LANGUAGES } from '../../../shared/languages.ts';
import type { CatalogueImport } from '../import-format.ts';
import { deleteWhereIn, flag, insertRows, type Statement } from './sql-rows.ts';

/** Models per statement of the deletes below: their ids go as one JSON value, so the bound-value limit does not apply. */
const MODELS_PER_DELETE = 500;

/** Clears the delivery rows of the file's models and of all their variants, a few statements for any number of models. */
function modelChildDeletes(modelIds: number[]): Statement[] {
  const statements: Statement[] = [];
  for (let start = 0; start < modelIds.length; start += MODELS_PER_DELETE) {
    const ids = JSON.stringify(modelIds.slice(start, start + MODELS_PER_DELETE));
    for (const table of ['model_delivery_methods', 'model_blocked_countries']) {
      statements.push({ sql: `DELETE FROM ${table} WHERE model_id IN (SELECT value FROM json_each(?))`, params: [ids] });
    }
    statements.push({
      sql: 'DELETE FROM variant_country_overrides WHERE variant_id IN (SELECT id FROM variants WHERE model_id IN (SELECT value FROM json_each(?)))',
      params: [ids],
    });
  }
  return statements;
}

/**
 * The delivery sections (migrations/0004_product_page.sql, 0010), written
 * after the models they refer to. Delivery methods are upserted by id with
 * their names, countries and postal ranges replaced; pickup points are
 * upserted by id after their methods (those the file leaves out are kept);
 * country days are upserted by country and shipping key; a model named in
 * `alsoBought` gets exactly the file's pairs. Each model and variant in the
 * file has its delivery limits and country overrides replaced, like
 * its other child rows.
 */
export function deliveryStatements(data: CatalogueImport): Statement[] {
  const methods = data.deliveryMethods;
  const methodIds = methods.map((m) => m.id);
  const modelIds = data.models.map((m) => m.id);
  const variants = data.models.flatMap((m) => m.variants);
  const alsoBoughtModels = [...new Set(data.alsoBought.map((pair) => pair.modelId))];
  return [
    ...insertRows('delivery_methods', ['id', 'kind', 'store_id', 'price', 'free_threshold', 'sort_order', 'is_enabled'],
      methods.map((m) => [m.id, m.kind, m.storeId, m.price, m.freeThreshold, m.sortOrder, flag(m.isEnabled)]), ['id']),
    ...['delivery_method_texts', 'delivery_method_countries', 'delivery_method_postal_ranges'].flatMap((table) => deleteWhereIn(table, 'method_id', methodIds)),
    ...insertRows('delivery_method_texts', ['method_id', 'language', 'name'], methods.flatMap((m) => LANGUAGES.map((l) => [m.id, l, m.names[l]]))),
    ...insertRows('delivery_method_countries', ['method_id', 'country_code'], methods.flatMap((m) => m.countryCodes.map((code) => [m.id, code]))),
    ...insertRows('delivery_method_postal_ranges', ['method_id', 'from_code', 'to_code'], methods.flatMap((m) => m.postalRanges.map((r) => [m.id, r.from, r.to]))),
    ...insertRows('pickup_points', ['id', 'method_id', 'code', 'name', 'address', 'postal_code', 'city', 'country_code', 'is_enabled'],
      data.pickupPoints.map((p) => [p.id, p.methodId, p.code, p.name, p.address, p.postalCode, p.city, p.countryCode, flag(p.enabled)]), ['id']),

    ...insertRows('country_delivery_days', ['country_code', 'shipping_key', 'start_days', 'end_days'],
      data.countryDeliveryDays.map((d) => [d.countryCode, d.shippingKey, d.start, d.end]), ['country_code', 'shipping_key']),

    ...modelChildDeletes(modelIds),
    ...insertRows('model_delivery_methods', ['model_id', 'kind'], data.models.flatMap((m) => m.deliveryMethodKinds.map((kind) => [m.id, kind]))),
    ...insertRows('model_blocked_countries', ['model_id', 'country_code'], data.models.flatMap((m) => m.blockedCountryCodes.map((code) => [m.id, code]))),
    ...insertRows('variant_country_overrides', ['variant_id', 'country_code', 'shipping_time', 'blocked'],
      variants.flatMap((v) => v.countryOverrides.map((o) => [v.id, o.countryCode, o.shippingTime, flag(o.blocked)]))),

    ...deleteWhereIn('model_also_bought', 'model_id', alsoBoughtModels),
    ...insertRows('model_also_bought', ['model_id', 'other_model_id', 'times'], data.alsoBought.map((p) => [p.modelId, p.otherModelId, p.times])),
  ];
}

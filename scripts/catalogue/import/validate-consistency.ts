import type { CatalogueImport, ImportTab } from '../import-format.ts';
import type { ExistingCatalogue, OwnedKey } from './existing-catalogue.ts';
import { reportRepeats, type Report } from './report-repeats.ts';

/**
 * Checks that keep a valid-looking file from failing halfway through the
 * write: repeated keys inside one entity's lists, unique values the database
 * already gives to another entity, variants and reviews moving between models,
 * second-hand chains, and tab slugs that would hide one another.
 */
export function validateConsistency(data: CatalogueImport, existing: ExistingCatalogue, report: Report): void {
  const owned = (key: OwnedKey, items: { id: number }[], valueOf: (item: any) => string, at: string, field: string, what: string) => {
    items.forEach((item, index) => {
      const owner = existing.owners[key].get(valueOf(item));
      if (owner !== undefined && owner !== item.id) report(`${at}[${index}].${field}`, `${what} "${valueOf(item)}" belongs to ${at.replace(/s$/, '')} ${owner}`);
    });
  };
  for (const section of ['stores', 'colours', 'productTypes', 'propertyTypes', 'tags', 'ribbons', 'manufacturers', 'models'] as const) {
    owned(section, data[section], (item) => item.slug, section, 'slug', 'slug');
  }
  owned('modelUuids', data.models, (model) => model.uuid, 'models', 'uuid', 'uuid');
  owned('sizes', data.sizes, (size) => size.name.toLowerCase(), 'sizes', 'name', 'size');
  reportRepeats(data.models, (model) => model.uuid, 'models', 'uuid', report);
  reportRepeats(data.taxRates, (rate) => `${rate.taxAreaId}/${rate.taxClassId}`, 'taxRates', 'tax area and class', report);

  data.productGroups.forEach((group, i) => reportRepeats(group.filterPropertyTypeIds, (id) => id, `productGroups[${i}].filterPropertyTypeIds`, 'property type', report));
  data.bundles.forEach((bundle, i) => reportRepeats(bundle.secondaryModelIds, (id) => id, `bundles[${i}].secondaryModelIds`, 'model', report));

  const fileModels = new Map(data.models.map((model) => [model.id, model]));
  data.models.forEach((model, i) => {
    const at = `models[${i}]`;
    reportRepeats(model.properties, (p) => p.propertyTypeId, `${at}.properties`, 'property type', report);
    reportRepeats(model.prices, (p) => p.taxAreaId, `${at}.prices`, 'tax area', report);
    model.variants.forEach((variant, j) => {
      reportRepeats(variant.prices, (p) => p.taxAreaId, `${at}.variants[${j}].prices`, 'tax area', report);
      reportRepeats(variant.stocks, (s) => s.storeId, `${at}.variants[${j}].stocks`, 'store', report);
      const owner = existing.variantModels.get(variant.id);
      if (owner !== undefined && owner !== model.id) report(`${at}.variants[${j}].id`, `variant ${variant.id} belongs to model ${owner}`);
    });
    model.reviews.forEach((review, j) => {
      const owner = existing.reviewModels.get(review.id);
      if (owner !== undefined && owner !== model.id) report(`${at}.reviews[${j}].id`, `review ${review.id} belongs to model ${owner}`);
    });
    // A second-hand item's parent is a new model: chains would need an insert order the file cannot promise.
    const parentId = model.secondHandParentId;
    if (parentId !== null && (existing.secondHandModels.has(parentId) || (fileModels.get(parentId)?.secondHandParentId ?? null) !== null)) {
      report(`${at}.secondHandParentId`, `model ${parentId} is itself a second-hand item`);
    }
  });

  const checkTabs = (tabs: ImportTab[], at: string) => {
    for (const language of Object.keys(tabs[0]?.texts ?? {})) reportRepeats(tabs, (tab) => tab.texts[language].slug, at, `${language} tab slug`, report);
    tabs.forEach((tab, i) => checkTabs(tab.tabs, `${at}[${i}].tabs`));
  };
  data.staticPages.forEach((page, i) => checkTabs(page.tabs, `staticPages[${i}].tabs`));
}

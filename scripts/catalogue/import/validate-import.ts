import { LANGUAGES } from '../../../shared/languages.ts';
import { catalogueImportSchema, type CatalogueImport, type ImportTab } from '../import-format.ts';
import type { ExistingCatalogue, IdTable } from './existing-catalogue.ts';
import { buildGroupTree, type GroupTree } from './group-paths.ts';
import { validateCheckoutCodes } from './validate-checkout-codes.ts';
import { validateConsistency } from './validate-consistency.ts';
import { validateDelivery } from './validate-delivery.ts';
import { validateEnterpriseOrders } from './validate-enterprise-orders.ts';
import { validateUsers } from './validate-users.ts';
import { validateCompanies } from './validate-companies.ts';
import { validateGiftCampaigns } from './validate-gift-campaigns.ts';
import { validateBlog } from './validate-blog.ts';
import { validatePickupPoints } from './validate-pickup-points.ts';
import { validateSkiSpecs } from './validate-ski-specs.ts';

export interface ImportIssue { path: string; message: string }
export type ValidationResult =
  | { ok: true; data: CatalogueImport; groups: GroupTree }
  | { ok: false; issues: ImportIssue[] };

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '') || '(root)';
}

/**
 * Checks a catalogue document completely before anything is written: the
 * shape (zod), duplicate ids and slugs, and every reference against the file
 * and the database together. Every problem is reported with its path, so an
 * operator fixes the file in one round.
 */
export function validateImport(document: unknown, existing: ExistingCatalogue): ValidationResult {
  const parsed = catalogueImportSchema.safeParse(document);
  if (!parsed.success) {
    return { ok: false, issues: parsed.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message })) };
  }
  const data = parsed.data;
  const issues: ImportIssue[] = [];
  const report = (path: string, message: string) => issues.push({ path, message });

  // Ids known after the import: the database's plus the file's.
  const known = (table: IdTable, fileIds: number[]) => new Set([...existing.ids[table], ...fileIds]);
  const checkUnique = <T>(section: string, items: T[], keyOf: (item: T) => string | number, what: string) => {
    const seen = new Map<string | number, number>();
    items.forEach((item, index) => {
      const key = keyOf(item);
      if (seen.has(key)) report(`${section}[${index}]`, `duplicate ${what} ${key} (also at ${section}[${seen.get(key)}])`);
      else seen.set(key, index);
    });
  };
  for (const section of ['taxClasses', 'stores', 'colours', 'sizes', 'productTypes', 'propertyTypes', 'tags', 'ribbons',
    'manufacturers', 'productGroups', 'sizeTables', 'models', 'bundles', 'banners', 'keywordPopups', 'staticPages'] as const) {
    checkUnique(section, data[section] as { id: number }[], (item) => item.id, 'id');
  }
  for (const section of ['stores', 'colours', 'productTypes', 'propertyTypes', 'tags', 'ribbons', 'manufacturers', 'models'] as const) {
    checkUnique(section, data[section] as { slug: string }[], (item) => item.slug, 'slug');
  }
  checkUnique('sizes', data.sizes, (size) => size.name.toLowerCase(), 'size name');
  checkUnique('staticPages', data.staticPages.filter((page) => page.navKey), (page) => page.navKey!, 'navKey');
  checkUnique('generalSettings', data.generalSettings, (setting) => `${setting.key}/${setting.language ?? '*'}`, 'setting');

  const taxAreas = existing.ids.taxAreas;
  const taxClasses = known('taxClasses', data.taxClasses.map((x) => x.id));
  const stores = known('stores', data.stores.map((x) => x.id));
  const colours = known('colours', data.colours.map((x) => x.id));
  const sizes = known('sizes', data.sizes.map((x) => x.id));
  const productTypes = known('productTypes', data.productTypes.map((x) => x.id));
  const propertyTypes = known('propertyTypes', data.propertyTypes.map((x) => x.id));
  const tags = known('tags', data.tags.map((x) => x.id));
  const ribbons = known('ribbons', data.ribbons.map((x) => x.id));
  const manufacturers = known('manufacturers', data.manufacturers.map((x) => x.id));
  const groupIds = known('productGroups', data.productGroups.map((x) => x.id));
  const sizeTables = known('sizeTables', data.sizeTables.map((x) => x.id));
  const models = known('models', data.models.map((x) => x.id));
  const ref = (set: Set<number>, value: number | null, path: string, what: string) => {
    if (value !== null && !set.has(value)) report(path, `unknown ${what} ${value}`);
  };

  data.taxRates.forEach((rate, i) => {
    ref(taxAreas, rate.taxAreaId, `taxRates[${i}].taxAreaId`, 'tax area');
    ref(taxClasses, rate.taxClassId, `taxRates[${i}].taxClassId`, 'tax class');
  });
  data.productGroups.forEach((group, i) => {
    group.filterPropertyTypeIds.forEach((typeId, j) => ref(propertyTypes, typeId, `productGroups[${i}].filterPropertyTypeIds[${j}]`, 'property type'));
  });

  const groups = buildGroupTree(data.productGroups, existing.groups);
  const groupIndex = new Map(data.productGroups.map((group, index) => [group.id, index]));
  for (const error of groups.errors) {
    const index = groupIndex.get(error.groupId);
    report(index === undefined ? `(database) product group ${error.groupId}` : `productGroups[${index}].parentId`, error.message);
  }
  for (const language of LANGUAGES) {
    const owners = new Map<string, number>();
    for (const [groupId, paths] of groups.paths) {
      const other = owners.get(paths[language]);
      if (other !== undefined) {
        const index = groupIndex.get(groupId) ?? groupIndex.get(other);
        report(`productGroups[${index}].texts.${language}.slug`, `path "${paths[language]}" is used by groups ${other} and ${groupId}`);
      }
      owners.set(paths[language], groupId);
    }
  }

  validateModels(data, { taxAreas, taxClasses, stores, colours, sizes, productTypes, propertyTypes, tags, ribbons, manufacturers, groupIds, sizeTables, models }, existing, ref, report);

  data.bundles.forEach((bundle, i) => {
    ref(models, bundle.primaryModelId, `bundles[${i}].primaryModelId`, 'model');
    bundle.secondaryModelIds.forEach((modelId, j) => ref(models, modelId, `bundles[${i}].secondaryModelIds[${j}]`, 'model'));
  });
  data.banners.forEach((banner, i) => ref(groupIds, banner.groupId, `banners[${i}].groupId`, 'product group'));
  validateStaticPageSlugs(data, existing, report);
  validateConsistency(data, existing, report);
  validateDelivery(data, existing, { stores, models }, report);
  validatePickupPoints(data, existing, report);
  validateSkiSpecs(data, report);
  validateGiftCampaigns(data, existing, models, report);
  validateBlog(data, existing, models, report);
  validateCheckoutCodes(data, existing, report);
  validateEnterpriseOrders(data, report);
  validateUsers(data, report);
  validateCompanies(data, report, existing);

  return issues.length ? { ok: false, issues } : { ok: true, data, groups };
}

type Ref = (set: Set<number>, value: number | null, path: string, what: string) => void;

function validateModels(data: CatalogueImport, known: Record<string, Set<number>>, existing: ExistingCatalogue, ref: Ref, report: (path: string, message: string) => void) {
  const variantOwners = new Map<number, string>();
  const reviewOwners = new Map<number, string>();
  data.models.forEach((model, i) => {
    const at = `models[${i}]`;
    ref(known.manufacturers, model.manufacturerId, `${at}.manufacturerId`, 'manufacturer');
    ref(known.groupIds, model.mainGroupId, `${at}.mainGroupId`, 'product group');
    model.groupIds.forEach((id, j) => ref(known.groupIds, id, `${at}.groupIds[${j}]`, 'product group'));
    ref(known.taxClasses, model.taxClassId, `${at}.taxClassId`, 'tax class');
    ref(known.models, model.secondHandParentId, `${at}.secondHandParentId`, 'model');
    if (model.secondHandParentId === model.id) report(`${at}.secondHandParentId`, 'a model cannot be its own second-hand parent');
    ref(known.colours, model.promotedColourId, `${at}.promotedColourId`, 'colour');
    model.properties.forEach((property, j) => ref(known.propertyTypes, property.propertyTypeId, `${at}.properties[${j}].propertyTypeId`, 'property type'));
    model.tagIds.forEach((id, j) => ref(known.tags, id, `${at}.tagIds[${j}]`, 'tag'));
    model.ribbonIds.forEach((id, j) => ref(known.ribbons, id, `${at}.ribbonIds[${j}]`, 'ribbon'));
    model.sizeTableIds.forEach((id, j) => ref(known.sizeTables, id, `${at}.sizeTableIds[${j}]`, 'size table'));
    model.prices.forEach((price, j) => ref(known.taxAreas, price.taxAreaId, `${at}.prices[${j}].taxAreaId`, 'tax area'));
    model.variants.forEach((variant, j) => {
      const vat = `${at}.variants[${j}]`;
      const owner = variantOwners.get(variant.id);
      if (owner) report(`${vat}.id`, `duplicate variant id ${variant.id} (also at ${owner})`);
      variantOwners.set(variant.id, vat);
      ref(known.colours, variant.colourId, `${vat}.colourId`, 'colour');
      ref(known.sizes, variant.sizeId, `${vat}.sizeId`, 'size');
      ref(known.productTypes, variant.productTypeId, `${vat}.productTypeId`, 'product type');
      variant.prices.forEach((price, k) => ref(known.taxAreas, price.taxAreaId, `${vat}.prices[${k}].taxAreaId`, 'tax area'));
      variant.stocks.forEach((stock, k) => {
        ref(known.stores, stock.storeId, `${vat}.stocks[${k}].storeId`, 'store');
        if (stock.blocked > stock.quantity) report(`${vat}.stocks[${k}].blocked`, 'more units blocked than in stock');
      });
    });
    model.reviews.forEach((review, j) => {
      const owner = reviewOwners.get(review.id);
      if (owner) report(`${at}.reviews[${j}].id`, `duplicate review id ${review.id} (also at ${owner})`);
      reviewOwners.set(review.id, `${at}.reviews[${j}]`);
    });
  });
}

function validateStaticPageSlugs(data: CatalogueImport, existing: ExistingCatalogue, report: (path: string, message: string) => void) {
  const tabOwners = new Map<number, string>();
  const visitTabs = (pageId: number, tabs: ImportTab[], at: string) => tabs.forEach((tab, i) => {
    const path = `${at}[${i}]`;
    const storedPage = existing.tabPages.get(tab.id);
    if (tabOwners.has(tab.id)) report(`${path}.id`, `duplicate tab id ${tab.id} (also at ${tabOwners.get(tab.id)})`);
    else if (storedPage !== undefined && storedPage !== pageId) report(`${path}.id`, `tab ${tab.id} belongs to page ${storedPage}`);
    tabOwners.set(tab.id, path);
    visitTabs(pageId, tab.tabs, `${path}.tabs`);
  });
  data.staticPages.forEach((page, i) => visitTabs(page.id, page.tabs, `staticPages[${i}].tabs`));

  const owners = new Map(existing.staticPageSlugs);
  const filePageIds = new Set(data.staticPages.map((page) => page.id));
  // The file's pages replace their own slugs: forget the database's slugs of those pages.
  for (const [key, pageId] of owners) if (filePageIds.has(pageId)) owners.delete(key);
  data.staticPages.forEach((page, i) => {
    for (const language of LANGUAGES) {
      const key = `${language}:${page.texts[language].slug}`;
      const owner = owners.get(key);
      if (owner !== undefined && owner !== page.id) report(`staticPages[${i}].texts.${language}.slug`, `slug "${page.texts[language].slug}" belongs to page ${owner}`);
      owners.set(key, page.id);
    }
  });
}

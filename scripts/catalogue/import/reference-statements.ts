import { LANGUAGES } from '../../../shared/languages.ts';
import { sortSizes } from '../../../shared/sizes.ts';
import type { CatalogueImport } from '../import-format.ts';
import type { ExistingCatalogue } from './existing-catalogue.ts';
import type { GroupTree } from './group-paths.ts';
import { deleteWhereIn, flag, insertRows, type SqlValue, type Statement } from './sql-rows.ts';

/** Rows of a per-language text table: one per entity and language. */
function textRows<T>(items: T[], idOf: (item: T) => number, valuesOf: (item: T, language: string) => SqlValue[]): SqlValue[][] {
  return items.flatMap((item) => LANGUAGES.map((language) => [idOf(item), language, ...valuesOf(item, language)]));
}

/** Entity rows upserted by id, then their per-language texts replaced. */
function withTexts<T extends { id: number }>(
  table: string, columns: string[], items: T[], valuesOf: (item: T) => SqlValue[],
  textTable: string, textColumns: string[], textValuesOf: (item: T, language: string) => SqlValue[],
): Statement[] {
  if (items.length === 0) return [];
  return [
    ...insertRows(table, ['id', ...columns], items.map((item) => [item.id, ...valuesOf(item)]), ['id']),
    ...insertRows(textTable, textColumns, textRows(items, (item) => item.id, textValuesOf), textColumns.slice(0, 2)),
  ];
}

/** Sort positions of all sizes, the file's and the database's (cat 9 ordering). */
function sizeOrderStatements(data: CatalogueImport, existing: ExistingCatalogue): Statement[] {
  if (data.sizes.length === 0) return [];
  const names = new Map(existing.sizeNames);
  for (const size of data.sizes) names.set(size.id, size.name);
  const order = sortSizes([...names.values()]);
  const position = new Map(order.map((name, index) => [name, index + 1]));
  return insertRows('sizes', ['id', 'name', 'sort_order'], [...names].map(([id, name]) => [id, name, position.get(name)!]), ['id']);
}

export function referenceStatements(data: CatalogueImport, existing: ExistingCatalogue, groups: GroupTree): Statement[] {
  const statements: Statement[] = [
    ...insertRows('tax_classes', ['id', 'name'], data.taxClasses.map((c) => [c.id, c.name]), ['id']),
    ...insertRows('tax_rates', ['tax_area_id', 'tax_class_id', 'percentage'], data.taxRates.map((r) => [r.taxAreaId, r.taxClassId, r.percentage]), ['tax_area_id', 'tax_class_id']),
    ...insertRows('stores',
      ['id', 'slug', 'name', 'short_name', 'type', 'pikanouto', 'nouto', 'stock_display_order', 'street_address', 'postal_code', 'city', 'phone', 'email', 'image',
        'rental', 'repair', 'country_code', 'latitude', 'longitude'],
      data.stores.map((s) => [s.id, s.slug, s.name, s.shortName, s.type, flag(s.pikanouto), flag(s.nouto), s.stockDisplayOrder, s.streetAddress, s.postalCode, s.city, s.phone, s.email, s.image,
        flag(s.rental), flag(s.repair), s.countryCode, s.latitude, s.longitude]),
      ['id']),
    ...withTexts('colours', ['slug', 'control', 'hex'], data.colours, (c) => [c.slug, c.control, c.hex],
      'colour_texts', ['colour_id', 'language', 'name'], (c, l) => [c.names[l as 'fi']]),
    ...sizeOrderStatements(data, existing),
    ...withTexts('product_types', ['slug', 'sort_order'], data.productTypes, (t) => [t.slug, t.sortOrder],
      'product_type_texts', ['product_type_id', 'language', 'name', 'title'], (t, l) => [t.names[l as 'fi'], t.titles[l as 'fi']]),
    ...withTexts('property_types', ['slug', 'unit', 'value_kind', 'filter', 'bg_color', 'text_color', 'sort_order'], data.propertyTypes,
      (p) => [p.slug, p.unit, p.valueKind, p.filter, p.bgColor, p.textColor, p.sortOrder],
      'property_type_texts', ['property_type_id', 'language', 'name'], (p, l) => [p.names[l as 'fi']]),
    ...withTexts('tags', ['slug', 'bg_color', 'text_color', 'campaign_slug'], data.tags, (t) => [t.slug, t.bgColor, t.textColor, t.campaignSlug],
      'tag_texts', ['tag_id', 'language', 'name'], (t, l) => [t.names[l as 'fi']]),
    ...withTexts('ribbons', ['slug', 'bg_color', 'text_color'], data.ribbons, (r) => [r.slug, r.bgColor, r.textColor],
      'ribbon_texts', ['ribbon_id', 'language', 'name'], (r, l) => [r.names[l as 'fi']]),
    ...withTexts('manufacturers', ['slug', 'name', 'logo', 'is_finnish', 'sort_order', 'is_featured'], data.manufacturers,
      (m) => [m.slug, m.name, m.logo, flag(m.isFinnish), m.sortOrder, flag(m.isFeatured)],
      'manufacturer_texts', ['manufacturer_id', 'language', 'title', 'description', 'meta_description'],
      (m, l) => [m.texts[l as 'fi'].title, m.texts[l as 'fi'].description, m.texts[l as 'fi'].metaDescription]),
    ...deleteWhereIn('manufacturer_promo_images', 'manufacturer_id', data.manufacturers.map((m) => m.id)),
    ...insertRows('manufacturer_promo_images', ['manufacturer_id', 'position', 'image', 'crop_point'],
      data.manufacturers.flatMap((m) => m.promoImages.map((p, i) => [m.id, i, p.image, p.cropPoint]))),
  ];
  statements.push(...groupStatements(data, groups));
  statements.push(...insertRows('size_tables', ['id', 'name', 'image', 'hide_image', 'parsed_json'],
    data.sizeTables.map((t) => [t.id, t.name, t.image, flag(t.hideImage), JSON.stringify({ sizes: t.sizes, rows: t.rows })]), ['id']));
  statements.push(...insertRows('size_table_texts', ['size_table_id', 'language', 'info_text'],
    textRows(data.sizeTables, (t) => t.id, (t, l) => [t.infoTexts[l as 'fi']]), ['size_table_id', 'language']));
  return statements;
}

function groupStatements(data: CatalogueImport, groups: GroupTree): Statement[] {
  const byId = new Map(data.productGroups.map((group) => [group.id, group]));
  const ordered = groups.insertOrder.map((id) => byId.get(id)!);
  const fileIds = ordered.map((group) => group.id);
  // Paths of the file's groups and of database groups under them may all change.
  const pathRows = [...groups.paths].filter(([id]) => !byId.has(id)).flatMap(([id, paths]) => LANGUAGES.map((l) => [paths[l], id, l]));
  return [
    ...insertRows('product_groups', ['id', 'parent_id', 'depth', 'sort_order', 'show_in_menu', 'is_top', 'group_sorting', 'image', 'silhouette'],
      ordered.map((g) => [g.id, g.parentId, groups.depths.get(g.id)!, g.sortOrder, flag(g.showInMenu), flag(g.isTop), g.groupSorting, g.image, g.silhouette]), ['id']),
    // Paths are unique per language: clear the file's groups' texts first so a renamed pair of groups cannot collide midway.
    ...deleteWhereIn('product_group_texts', 'group_id', fileIds),
    // Database-only descendants take their new paths first, freeing the old ones for the file's groups.
    ...pathRows.map((row) => ({ sql: 'UPDATE product_group_texts SET path = ? WHERE group_id = ? AND language = ?', params: row })),
    ...insertRows('product_group_texts',
      ['group_id', 'language', 'slug', 'path', 'name', 'short_name', 'description', 'description_html', 'meta_title', 'meta_description'],
      textRows(ordered, (g) => g.id, (g, l) => {
        const t = g.texts[l as 'fi'];
        return [t.slug, groups.paths.get(g.id)![l], t.name, t.shortName, t.description, t.descriptionHtml, t.metaTitle, t.metaDescription];
      })),
    ...deleteWhereIn('product_group_filters', 'group_id', fileIds),
    ...insertRows('product_group_filters', ['group_id', 'property_type_id', 'position'],
      ordered.flatMap((g) => g.filterPropertyTypeIds.map((typeId, i) => [g.id, typeId, i]))),
    ...deleteWhereIn('product_group_links', 'group_id', fileIds),
    ...insertRows('product_group_links', ['group_id', 'language', 'position', 'slug', 'title', 'image'],
      ordered.flatMap((g) => (g.links ? LANGUAGES.flatMap((l) => g.links![l].map((link, i) => [g.id, l, i, link.slug, link.title, link.image])) : []))),
  ];
}

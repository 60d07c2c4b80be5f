/**
 * Rows of the product-list statements (product-list-sql.ts) into list items
 * (cat 3 "Product model in lists"). Everything is keyed by model id in Maps,
 * so a list of thousands of models is assembled in one pass over each result.
 */
import { sortSizes } from '../../shared/sizes.ts';
import type { ListColour, ListProperty, ListRibbon, ListTag, PriceType, ProductListItem } from '../../shared/types/product-list.ts';
import { htmlToText } from './html-to-text.ts';

interface ModelRow {
  id: number; slug: string; manufacturer: string; manufacturer_slug: string;
  name: string | null; short_description: string | null; description_html: string | null;
  active: number; regular: number; active_type: PriceType; club: number | null;
  show_discount_percentage: number; sold_amount: number; view_count: number; rating: number; rating_count: number;
  published: string; main_group_id: number; image: string | null;
  tag_ids: string | null; ribbon_ids: string | null; group_ids: string | null;
}
interface VariantSummaryRow { model_id: number; price_count: number; size_ids: string | null; store_ids: string | null }
interface ModelColourRow { model_id: number; colour_id: number; image: string | null }
interface PropertyRow {
  model_id: number; slug: string; filter: 'range' | 'checkbox'; value_kind: 'number' | 'text' | 'flag';
  value_number: number | null; value_text: string;
}

export interface ProductListRows {
  models: ModelRow[];
  variantSummary: VariantSummaryRow[];
  modelColours: ModelColourRow[];
  properties: PropertyRow[];
  colours: Array<{ id: number; slug: string; control: string; hex: string; name: string }>;
  sizes: Array<{ id: number; name: string }>;
  /** In stock display order. */
  stores: Array<{ id: number; slug: string }>;
  groupTree: Array<{ id: number; parent_id: number | null }>;
  tagTexts: Array<{ id: number; slug: string; name: string; bg_color: string; text_color: string; campaign_slug: string | null }>;
  ribbonTexts: Array<{ id: number; slug: string; name: string; bg_color: string; text_color: string }>;
}

/** The product page of cat 2: /{manufacturerSlug}/{subs...} with the model slug as the last segment. */
export function productPath(manufacturerSlug: string, modelSlug: string): string {
  return `/${manufacturerSlug}/${modelSlug}/`;
}

/** A group_concat list of ids, ascending. */
function ids(list: string | null): number[] {
  return list ? list.split(',').map(Number).sort((a, b) => a - b) : [];
}

function groupBy<R extends { model_id: number }, V>(rows: R[], map: (row: R) => V | null): Map<number, V[]> {
  const byModel = new Map<number, V[]>();
  for (const row of rows) {
    const value = map(row);
    if (value === null) continue;
    const list = byModel.get(row.model_id);
    if (list) list.push(value);
    else byModel.set(row.model_id, [value]);
  }
  return byModel;
}

/** cat 3 properties: numbers for range filters, text for checkbox filters, 'yes' for a set flag; unset values are left out. */
function listProperty(row: Omit<PropertyRow, 'model_id'>): ListProperty | null {
  if (row.filter === 'range') return row.value_number === null ? null : { slug: row.slug, value: row.value_number, filter: 'range' };
  if (row.value_kind === 'flag') return row.value_number ? { slug: row.slug, value: 'yes', filter: 'checkbox' } : null;
  const value = row.value_text !== '' ? row.value_text : row.value_number === null ? '' : String(row.value_number);
  return value === '' ? null : { slug: row.slug, value, filter: 'checkbox' };
}

/** The model's groups and every group above them, ascending. */
export function withAncestors(groupIds: number[], parents: Map<number, number | null>): number[] {
  const found = new Set<number>();
  for (let id of groupIds) {
    // The found-set check also stops a (corrupt) cycle in the tree.
    while (!found.has(id)) {
      found.add(id);
      const parent = parents.get(id);
      if (parent === null || parent === undefined) break;
      id = parent;
    }
  }
  return [...found].sort((a, b) => a - b);
}

export function toProductListItems(rows: ProductListRows): ProductListItem[] {
  const colours = new Map(rows.colours.map((row) => [row.id, row]));
  const sizeNames = new Map(rows.sizes.map((row) => [row.id, row.name]));
  const storeOrder = new Map(rows.stores.map((row, index) => [row.id, index]));
  const storeSlugs = new Map(rows.stores.map((row) => [row.id, row.slug]));
  const parents = new Map(rows.groupTree.map((row) => [row.id, row.parent_id]));
  const tags = new Map(rows.tagTexts.map((row): [number, ListTag] => [row.id,
    { slug: row.slug, name: row.name, bgColor: row.bg_color, textColor: row.text_color, campaignSlug: row.campaign_slug }]));
  const ribbons = new Map(rows.ribbonTexts.map((row): [number, ListRibbon] => [row.id,
    { slug: row.slug, name: row.name, bgColor: row.bg_color, textColor: row.text_color }]));
  const summaries = new Map(rows.variantSummary.map((row) => [row.model_id, row]));
  const modelColours = groupBy(rows.modelColours, (row): ListColour | null => {
    const colour = colours.get(row.colour_id);
    return colour ? { slug: colour.slug, control: colour.control, hex: colour.hex, name: colour.name, image: row.image ?? '' } : null;
  });
  const properties = groupBy(rows.properties, listProperty);

  return rows.models.map((model): ProductListItem => {
    const summary = summaries.get(model.id);
    const stores = ids(summary?.store_ids ?? null).filter((id) => storeSlugs.has(id)).sort((a, b) => storeOrder.get(a)! - storeOrder.get(b)!);
    const sizes = [...new Set(ids(summary?.size_ids ?? null).map((id) => sizeNames.get(id)).filter((name) => name !== undefined))];
    return {
      id: model.id,
      name: model.name ?? model.slug,
      manufacturer: model.manufacturer,
      manufacturerSlug: model.manufacturer_slug,
      path: productPath(model.manufacturer_slug, model.slug),
      image: model.image ?? '',
      colors: modelColours.get(model.id) ?? [],
      price: { active: model.active, reference: model.regular, type: model.active_type, club: model.club },
      fromPrefix: (summary?.price_count ?? 0) > 1,
      showDiscountPercentage: model.show_discount_percentage === 1,
      shortDescription: model.short_description ?? '',
      description: htmlToText(model.description_html ?? ''),
      tags: ids(model.tag_ids).flatMap((id) => tags.get(id) ?? []),
      ribbons: ids(model.ribbon_ids).flatMap((id) => ribbons.get(id) ?? []),
      soldAmount: model.sold_amount,
      viewCount: model.view_count,
      rating: model.rating,
      ratingCount: model.rating_count,
      published: model.published,
      stocks: stores.map((id) => storeSlugs.get(id)!),
      sizes: sortSizes(sizes),
      productGroupIds: withAncestors([model.main_group_id, ...ids(model.group_ids)], parents),
      properties: properties.get(model.id) ?? [],
    };
  });
}

/**
 * Rows of the product model statements (product-model-sql.ts) into the cat 3
 * detail, without stock: withStock() (product-model-stock.ts) adds it per request.
 */
import type { Language } from '../../shared/languages.ts';
import type { DetailGroup, DetailPrice, ModelProperty, ProductModelDetail, VariantDetail } from '../../shared/types/product-detail.ts';
import { variantPriceType } from '../../shared/product/variant-price.ts';
import type { PriceType } from '../../shared/types/product-list.ts';
import { blogPaths } from './blog-paths.ts';
import { productPath } from './product-list-rows.ts';
import type { ModelStatementName } from './product-model-sql.ts';

type Row = Record<string, any>;
export type ModelRows = Record<ModelStatementName, Row[]>;

const EMPTY_STOCK = { in_stock: false, blocked_stock: false, detailed_stocks: {}, has_stock_tekso_ids: [] };

function detailPrice(row: Row): DetailPrice {
  return {
    active: row.active,
    club: row.club ?? null,
    regular: row.regular,
    discount_value: row.discount_value ?? 0,
    discount_free: row.discount_free === 1,
    type: (row.active_type ?? 'normal') as PriceType,
  };
}

function pricesByArea(rows: Row[]): Record<string, DetailPrice> {
  return Object.fromEntries(rows.map((row) => [String(row.tax_area_id), detailPrice(row)]));
}

/** A property's value as text; numbers keep their decimals, flags read 'yes' when set (cat 9 details list). */
function propertyValue(row: Row): string {
  if (row.value_kind === 'flag') return row.value_number ? 'yes' : '';
  if (row.value_text) return row.value_text;
  return row.value_number === null || row.value_number === undefined ? '' : String(row.value_number);
}

function property(row: Row): ModelProperty | null {
  const value = propertyValue(row);
  if (value === '') return null;
  const name = row.name ?? row.slug;
  return { name: { name: row.unit ? `${name} [${row.unit}]` : name, slug: row.slug }, value, kind: row.value_kind, unit: row.unit };
}

/** The model's price type per tax area, which a variant priced apart keeps when it is model-wide (outlet, outdoor, club). */
function modelTypesByArea(rows: Row[]): Map<number, PriceType> {
  return new Map(rows.map((row) => [row.tax_area_id, (row.active_type ?? 'normal') as PriceType]));
}

function variant(row: Row, modelId: number, prices: Map<number, Row[]>, modelTypes: Map<number, PriceType>): VariantDetail {
  const own = prices.get(row.id);
  return {
    id: row.id,
    model_id: modelId,
    colour: row.colour_slug ? { slug: row.colour_slug, name: row.colour_name ?? row.colour_slug, hex: row.colour_hex ?? '' } : null,
    color: row.colour_control ?? '',
    size: row.size_name ? { name: row.size_name, sort_order: row.size_sort } : null,
    product_type: row.type_slug ? { slug: row.type_slug, name: row.type_name ?? row.type_slug, title: row.type_title ?? row.type_slug, sort_order: row.type_sort } : null,
    teksonumber: row.tekso_number,
    images: row.image ? [row.image] : [],
    // A variant price row holds regular, active and club only; its type follows from them and the model's in that area.
    prices: own ? Object.fromEntries(own.map((price) => [String(price.tax_area_id), {
      ...detailPrice(price), type: variantPriceType(modelTypes.get(price.tax_area_id) ?? 'normal', price.active, price.regular),
    }])) : null,
    stock_data: EMPTY_STOCK,
    shipping_time: { number: row.shipping_time, string: String(row.shipping_time) },
    stock_incoming_str: row.stock_incoming,
  };
}

const group = (row: Row): DetailGroup => ({ id: row.id, name: row.name, path: `/${row.path}/` });

export function toProductModelDetail(rows: ModelRows, language: Language): ProductModelDetail | null {
  const model = rows.model[0];
  if (!model) return null;
  const own = rows.texts.find((row) => row.language === language);
  const original = rows.texts.find((row) => row.language === model.original_language) ?? own;
  const text = (field: string): string => own?.[field] ?? original?.[field] ?? '';
  // Texts nobody wrote in this language are automatic translations of the original (cat 3 translated_fields).
  const translated = (field: string) => ({ original: original?.[field] ?? '', manual_input: own ? own.is_manual === 1 : false });
  const variantPrices = new Map<number, Row[]>();
  for (const row of rows.variantPrices) variantPrices.set(row.variant_id, [...(variantPrices.get(row.variant_id) ?? []), row]);
  const modelTypes = modelTypesByArea(rows.prices);
  const path = productPath(model.manufacturer_slug, model.slug);
  const groups = rows.groups.map(group);
  const parent = rows.secondHandParent[0];
  return {
    id: model.id,
    name: text('name') || model.slug,
    slug: model.slug,
    manufacturer: { id: model.manufacturer_id, name: model.manufacturer_name, slug: model.manufacturer_slug, image: model.manufacturer_logo, is_finnish: model.manufacturer_is_finnish === 1 },
    uuid: model.uuid,
    modelnumber: model.model_number,
    model_url: path,
    canonical_url: path,
    meta_description: text('meta_description') || text('short_description'),
    short_description: text('short_description'),
    long_description_html: text('description_html'),
    tagline: text('tagline'),
    translated_fields: {
      name: translated('name'),
      short_description: translated('short_description'),
      long_description_html: translated('description_html'),
    },
    original_language: model.original_language,
    products: rows.variants.map((row) => variant(row, model.id, variantPrices, modelTypes)),
    extra_images: rows.images.map((row) => ({ caption: row.caption, title: row.title, full_url: row.url, sort_order: row.position })),
    model_notice: text('model_notice'),
    model_properties: rows.properties.map(property).filter((value) => value !== null),
    ribbons: rows.ribbons.map((row) => ({ name: { name: row.name ?? row.slug, value: `${row.bg_color};${row.text_color}`, slug: row.slug } })),
    tags: rows.tags.map((row) => ({ slug: row.slug, name: row.name ?? row.slug, bgColor: row.bg_color, textColor: row.text_color, campaignSlug: row.campaign_slug })),
    quote: model.quote_name && text('quote_text') ? { text: text('quote_text'), image: model.quote_image, name: model.quote_name } : null,
    show_discount_percentage: model.show_discount_percentage === 1,
    is_extended_range: model.is_extended_range === 1,
    belongs_to_outlet: model.belongs_to_outlet === 1,
    ski_wizard: { belongsTo: model.ski_wizard_sport !== null, group: model.ski_wizard_group, sport: model.ski_wizard_sport },
    // The blog posts about the model in the language (decision 034): the Guides tab's title and local path.
    blogs: rows.blogs.map((row) => ({ title: row.title, url: blogPaths(language).post(row.slug) })),
    bundle_models: rows.bundles.map((row) => row.id),
    campaign_only: model.campaign_only === 1,
    is_multi_color: model.is_multi_color === 1,
    is_public: model.is_public === 1,
    is_bundle: model.is_bundle === 1,
    is_rental: model.is_rental === 1,
    promoted_colour: model.promoted_colour_slug ?? null,
    groups,
    main_group: groups[0] ?? { id: model.main_group_id, name: '', path: '/' },
    parents: rows.parents.map(group),
    prices: pricesByArea(rows.prices),
    tax_class: model.tax_class_id,
    rating: model.rating,
    rating_count: model.rating_count,
    sizetable: rows.sizeTables.map((row) => row.id),
    price_ending: model.price_ending ?? null,
    shelf_code: model.shelf_code,
    second_hand_parent: parent ? {
      id: parent.id,
      is_active: parent.is_public === 1,
      url: productPath(parent.manufacturer_slug, parent.slug),
      name: parent.name ?? parent.slug,
      manufacturer: parent.manufacturer,
      prices: pricesByArea(rows.secondHandParentPrices),
    } : null,
    on_order: model.on_order === 1,
  };
}

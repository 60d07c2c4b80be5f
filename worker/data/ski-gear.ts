/**
 * The ski wizard's gear (issue 17, decision 029): every public model of a
 * sport with ski wizard data and a price in the tax area, with the
 * compatibility facts of migration 0023. Read whole per sport and tax area
 * (and its texts per sport and language) through the catalogue cache: the
 * wizard's lists and GET /api/compatible_products/ answer from memory.
 * Bound values: ?1 the sport, ?2 the tax area or the language.
 */
import { stockOrderState } from '../../shared/product/stock-order-state.ts';
import type { SkiGearFacts, SkiGroup, SkiSport } from '../../shared/ski-wizard/compatibility.ts';
import type { StoreStock } from '../../shared/types/product-page.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';
import { productPath } from './product-list-rows.ts';
import { skiGearFactsOf, type SkiGearSpecRow } from './ski-gear-facts.ts';
import { VARIANT_TEXT_COLUMNS, variantText, variantTextJoins, type VariantTextRow } from './variant-text-sql.ts';

/** One model (priced in the tax area) and its facts. */
export interface SkiGearModel {
  id: number;
  group: SkiGroup;
  soldAmount: number;
  facts: SkiGearFacts;
}

/** One variant: its price (its own, else its model's: what a package charges for it), whether it sells now, and the facts that vary by size. */
export interface SkiGearVariant {
  id: number;
  modelId: number;
  /** Euro, the tax area's VAT included. */
  regular: number;
  active: number;
  /** The checkout's rule (shared/product/stock-order-state.ts): sellable stock, or on order from the supplier. */
  orderable: boolean;
  brakeWidthMm: number | null;
  soleLengthMm: number | null;
}

export interface SkiGearSet { models: SkiGearModel[]; variants: SkiGearVariant[] }

export interface SkiGearTexts {
  models: Record<number, { name: string; manufacturer: string; url: string; image: string }>;
  /** Variant labels: colour, size, type ('Red, 170 cm'). */
  variants: Record<number, string>;
}

const GEAR = `m.ski_wizard_sport = ?1 AND m.ski_wizard_group IS NOT NULL AND m.is_public = 1 AND m.campaign_only = 0 AND m.is_rental = 0`;

const MODELS = `SELECT m.id, m.ski_wizard_group AS grp, m.sold_amount,
    g.waist_width_mm, g.brake_width_mm, g.sole_norm, g.nordic_system, g.nordic_style,
    (SELECT group_concat(n.sole_norm) FROM ski_binding_sole_norms n WHERE n.model_id = m.id) AS sole_norms
  FROM product_models m
  JOIN product_model_prices p ON p.model_id = m.id AND p.tax_area_id = ?2
  LEFT JOIN ski_gear_specs g ON g.model_id = m.id
  WHERE ${GEAR}
  ORDER BY m.id`;

const VARIANTS = `SELECT v.id, v.model_id, COALESCE(vp.regular, p.regular) AS regular, COALESCE(vp.active, p.active) AS active,
    v.shipping_time, m.on_order, s.brake_width_mm, s.sole_length_mm
  FROM product_models m
  JOIN product_model_prices p ON p.model_id = m.id AND p.tax_area_id = ?2
  JOIN variants v ON v.model_id = m.id
  LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.tax_area_id = ?2
  LEFT JOIN ski_gear_variant_specs s ON s.variant_id = v.id
  WHERE ${GEAR}
  ORDER BY v.id`;

// Each store's units, as the checkout reads them (cart-sql.ts stocks); blocked units never count above the units held.
const STOCKS = `SELECT st.variant_id, st.store_id, st.quantity, MIN(st.blocked, st.quantity) AS blocked
  FROM product_models m
  JOIN variants v ON v.model_id = m.id
  JOIN variant_stocks st ON st.variant_id = v.id AND st.quantity > 0
  WHERE ${GEAR}
  ORDER BY st.variant_id, st.store_id`;

const MODEL_TEXTS = `SELECT m.id, m.slug, COALESCE(t.name, m.slug) AS name, mf.name AS manufacturer, mf.slug AS manufacturer_slug,
    (SELECT i.url FROM product_model_images i WHERE i.model_id = m.id ORDER BY i.position LIMIT 1) AS image
  FROM product_models m
  JOIN manufacturers mf ON mf.id = m.manufacturer_id
  LEFT JOIN product_model_texts t ON t.model_id = m.id AND t.language = ?2
  WHERE ${GEAR}`;

const VARIANT_TEXTS = `SELECT v.id, ${VARIANT_TEXT_COLUMNS}
  FROM product_models m
  JOIN variants v ON v.model_id = m.id
  ${variantTextJoins('?2')}
  WHERE ${GEAR}`;

interface ModelRow extends SkiGearSpecRow { id: number; grp: SkiGroup; sold_amount: number }
interface VariantRow {
  id: number; model_id: number; regular: number; active: number; shipping_time: number; on_order: number;
  brake_width_mm: number | null; sole_length_mm: number | null;
}
interface StockRow { variant_id: number; store_id: number; quantity: number; blocked: number }

function stocksByVariant(rows: StockRow[]): Map<number, StoreStock[]> {
  const stocks = new Map<number, StoreStock[]>();
  for (const row of rows) {
    const list = stocks.get(row.variant_id) ?? [];
    list.push({ storeId: row.store_id, quantity: row.quantity, blocked: row.blocked, shelfCode: '' });
    stocks.set(row.variant_id, list);
  }
  return stocks;
}

async function loadGear(source: CatalogueSource, sport: SkiSport, taxAreaId: number): Promise<SkiGearSet | null> {
  const { db } = source;
  const [exists, models, variants, stockRows] = await db.batch([
    db.prepare('SELECT EXISTS (SELECT 1 FROM tax_areas WHERE id = ?1) AS found').bind(taxAreaId),
    db.prepare(MODELS).bind(sport, taxAreaId),
    db.prepare(VARIANTS).bind(sport, taxAreaId),
    db.prepare(STOCKS).bind(sport),
  ]);
  if (!(exists.results[0] as { found: number } | undefined)?.found) return null;
  const stocks = stocksByVariant(stockRows.results as unknown as StockRow[]);
  return {
    models: (models.results as unknown as ModelRow[]).map((row) => ({ id: row.id, group: row.grp, soldAmount: row.sold_amount, facts: skiGearFactsOf(row) })),
    variants: (variants.results as unknown as VariantRow[]).map((row) => ({
      id: row.id, modelId: row.model_id, regular: row.regular, active: row.active,
      orderable: stockOrderState({ id: row.id, shippingTime: row.shipping_time, stocks: stocks.get(row.id) ?? [] }, { modelOnOrder: row.on_order === 1 }).orderable,
      brakeWidthMm: row.brake_width_mm, soleLengthMm: row.sole_length_mm,
    })),
  };
}

/** The sport's gear priced in the tax area; null for a tax area that does not exist. */
export function getSkiGear(source: CatalogueSource, sport: SkiSport, taxAreaId: number): Promise<SkiGearSet | null> {
  return readThrough(source, `ski-gear:${sport}:${taxAreaId}`, () => loadGear(source, sport, taxAreaId));
}

interface TextRow { id: number; slug: string; name: string; manufacturer: string; manufacturer_slug: string; image: string | null }

/** Names, brand, product path and first image of the sport's gear, and its variants' labels, in one language. */
export function getSkiGearTexts(source: CatalogueSource, sport: SkiSport, language: string): Promise<SkiGearTexts> {
  return readThrough(source, `ski-gear-texts:${sport}:${language}`, async () => {
    const { db } = source;
    const [models, variants] = await db.batch([db.prepare(MODEL_TEXTS).bind(sport, language), db.prepare(VARIANT_TEXTS).bind(sport, language)]);
    return {
      models: Object.fromEntries((models.results as unknown as TextRow[]).map((row) => [row.id, {
        name: row.name, manufacturer: row.manufacturer, url: productPath(row.manufacturer_slug, row.slug), image: row.image ?? '',
      }])),
      variants: Object.fromEntries((variants.results as unknown as Array<VariantTextRow & { id: number }>).map((row) => [row.id, variantText(row)])),
    };
  });
}

/** What a variant id names outside the sport's gear: nothing, or a public model's ski wizard sport and group (possibly none). */
export interface VariantKind { id: number; sport: SkiSport | null; group: SkiGroup | null }

/** The kinds of the given variants that exist on public models (the wizard tells a wrong kind of part from an unknown one). */
export async function getVariantKinds(source: CatalogueSource, variantIds: number[]): Promise<VariantKind[]> {
  if (variantIds.length === 0) return [];
  const rows = await source.db.prepare(`SELECT v.id, m.ski_wizard_sport AS sport, m.ski_wizard_group AS grp
    FROM variants v JOIN product_models m ON m.id = v.model_id
    WHERE v.id IN (SELECT value FROM json_each(?1)) AND m.is_public = 1`).bind(JSON.stringify(variantIds)).all<{ id: number; sport: SkiSport | null; grp: SkiGroup | null }>();
  return rows.results.map((row) => ({ id: row.id, sport: row.sport, group: row.grp }));
}

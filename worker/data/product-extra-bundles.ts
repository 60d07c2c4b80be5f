/**
 * cat 3 Extra data bundles of one primary model: its statements (run in the
 * extra-data batch) and the rows into BundleView. Bound values: ?1 the model,
 * ?2 the tax area, ?3 the language.
 */
import type { BundleModel, BundleVariant, BundleView } from '../../shared/types/product-extra.ts';
import { bundlePrices } from '../../shared/money.ts';
import { isOnOrderTime } from '../../shared/product/shipping-time.ts';
import { variantPriceType } from '../../shared/product/variant-price.ts';
import type { ListPrice, PriceType } from '../../shared/types/product-list.ts';
import { productPath } from './product-list-rows.ts';
import { VARIANT_TEXT_COLUMNS, variantTextJoins } from './variant-text-sql.ts';

// The page's model and every model of its bundles.
const MEMBERS = `WITH bm(id) AS (SELECT ?1 UNION SELECT x.model_id FROM bundle_models x JOIN bundles b ON b.id = x.bundle_id WHERE b.primary_model_id = ?1)`;

export const BUNDLE_QUERIES = {
  bundles: `SELECT b.id, b.discount_percent, COALESCE(t.name, '') AS name, COALESCE(t.description, '') AS description
    FROM bundles b LEFT JOIN bundle_texts t ON t.bundle_id = b.id AND t.language = ?3
    WHERE b.primary_model_id = ?1 ORDER BY b.id`,
  bundleModels: `SELECT x.bundle_id, x.model_id FROM bundle_models x JOIN bundles b ON b.id = x.bundle_id
    WHERE b.primary_model_id = ?1 ORDER BY x.bundle_id, x.position, x.model_id`,
  bundleModelRows: `${MEMBERS} SELECT m.id, m.slug, m.is_public, m.campaign_only, m.on_order,
      mf.name AS manufacturer, mf.slug AS manufacturer_slug, COALESCE(t.name, m.slug) AS name,
      (SELECT i.url FROM product_model_images i WHERE i.model_id = m.id ORDER BY i.position LIMIT 1) AS image,
      p.active, p.regular, p.active_type, p.club
    FROM product_models m JOIN manufacturers mf ON mf.id = m.manufacturer_id
    LEFT JOIN product_model_texts t ON t.model_id = m.id AND t.language = ?3
    LEFT JOIN product_model_prices p ON p.model_id = m.id AND p.tax_area_id = ?2
    WHERE m.id IN (SELECT id FROM bm)`,
  // Sellable stock: units not blocked (cat 4, cat 9 "blocked stock means quantity 0").
  bundleVariants: `${MEMBERS} SELECT v.id, v.model_id, v.shipping_time, ${VARIANT_TEXT_COLUMNS},
      vp.active AS own_active, vp.regular AS own_regular, vp.club AS own_club,
      EXISTS (SELECT 1 FROM variant_stocks st WHERE st.variant_id = v.id AND st.quantity - st.blocked > 0) AS in_stock
    FROM variants v
    ${variantTextJoins('?3')}
    LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.tax_area_id = ?2
    WHERE v.model_id IN (SELECT id FROM bm)
    ORDER BY v.model_id, c.id, s.sort_order, pt.sort_order, v.id`,
} as const;

interface BundleRow { id: number; discount_percent: number; name: string; description: string }
interface BundleModelRow {
  id: number; slug: string; is_public: number; campaign_only: number; on_order: number;
  manufacturer: string; manufacturer_slug: string; name: string; image: string | null;
  active: number | null; regular: number | null; active_type: PriceType | null; club: number | null;
}
interface BundleVariantRow {
  id: number; model_id: number; shipping_time: number; colour: string; size: string; type: string;
  own_active: number | null; own_regular: number | null; own_club: number | null; in_stock: number;
}
export interface BundleRows {
  bundles: BundleRow[];
  bundleModels: Array<{ bundle_id: number; model_id: number }>;
  bundleModelRows: BundleModelRow[];
  bundleVariants: BundleVariantRow[];
}

function groupBy<R, K>(rows: R[], key: (row: R) => K): Map<K, R[]> {
  const groups = new Map<K, R[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** A variant's own price in the tax area when it has one, else the model's (as the product page shows it). */
function variantPrice(model: ListPrice, row: BundleVariantRow): ListPrice {
  if (row.own_active === null || row.own_regular === null) return model;
  return { active: row.own_active, reference: row.own_regular, type: variantPriceType(model.type, row.own_active, row.own_regular), club: row.own_club };
}

/** cat 5: only variants in stock or on order (a backorderable model, or a delivery time of 3-998 days). */
function keptVariants(rows: BundleVariantRow[], model: BundleModelRow, price: ListPrice): BundleVariant[] {
  return rows.flatMap((row) => {
    const inStock = row.in_stock === 1;
    const onOrder = model.on_order === 1 || isOnOrderTime(row.shipping_time);
    if (!inStock && !onOrder) return [];
    return [{ id: row.id, colour: row.colour, size: row.size, type: row.type, price: variantPrice(price, row), inStock, onOrder }];
  });
}

/**
 * The bundles of the page's model, its own model first. A bundle is left out
 * when one of its models has nothing to sell (no variant in stock or on order,
 * cat 5), has no price in the tax area, or is a secondary model not on public
 * sale. The bundle's price sums the models' active prices (not a variant's own
 * price: the bundle is priced once, whatever the sizes chosen).
 */
export function toBundleViews(modelId: number, rows: BundleRows): BundleView[] {
  const variantsByModel = groupBy(rows.bundleVariants, (row) => row.model_id);
  const models = new Map<number, { view: BundleModel; active: number } | null>();
  for (const row of rows.bundleModelRows) {
    if (row.active === null || row.regular === null || row.active_type === null) { models.set(row.id, null); continue; }
    const price: ListPrice = { active: row.active, reference: row.regular, type: row.active_type, club: row.club };
    const variants = keptVariants(variantsByModel.get(row.id) ?? [], row, price);
    const onSale = row.id === modelId || (row.is_public === 1 && row.campaign_only === 0);
    models.set(row.id, variants.length > 0 && onSale ? {
      active: row.active,
      view: { id: row.id, name: row.name, manufacturer: row.manufacturer, path: productPath(row.manufacturer_slug, row.slug), image: row.image ?? '', variants },
    } : null);
  }
  const secondaryIds = groupBy(rows.bundleModels, (row) => row.bundle_id);
  return rows.bundles.flatMap((bundle) => {
    const ids = [modelId, ...(secondaryIds.get(bundle.id) ?? []).map((row) => row.model_id).filter((id) => id !== modelId)];
    const members = ids.map((id) => models.get(id) ?? null);
    if (ids.length < 2 || members.some((member) => member === null)) return [];
    const total = members.reduce((sum, member) => sum + member!.active, 0);
    return [{
      id: bundle.id,
      name: bundle.name,
      description: bundle.description,
      discountPercent: bundle.discount_percent,
      prices: bundlePrices(total, bundle.discount_percent),
      secondary_product_models: members.map((member) => member!.view),
    }];
  });
}

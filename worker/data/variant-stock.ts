/**
 * One variant's live stock for the delivery-methods box (cat 2, GET
 * /api/get_fast_shipping/): never cached, every sale changes it.
 */
import type { D1Database } from '@cloudflare/workers-types';

interface VariantStock {
  id: number; modelId: number; shippingTime: number; sellableByStore: Map<number, number>;
  /** Skis mounted with bindings: the ski-bundle days apply (cat 9), as on the product page and in the cart. */
  skiBundle: boolean;
}

const VARIANT = `SELECT v.model_id, v.shipping_time,
    (m.is_bundle = 1 AND COALESCE(m.ski_wizard_sport, '') <> '' AND COALESCE(m.ski_wizard_group, '') <> '') AS ski_bundle FROM variants v
  JOIN product_models m ON m.id = v.model_id AND m.is_public = 1 WHERE v.id = ?1`;
const SELLABLE = 'SELECT store_id, quantity - blocked AS sellable FROM variant_stocks WHERE variant_id = ?1';

/**
 * The variant's shipping time and the units each store may sell (quantity
 * less blocked). Null for an unknown variant and for one of a model not on
 * public view, whose stock is nobody's business (as the notifier and
 * reviews treat it).
 */
export async function getVariantStock(db: D1Database, variantId: number): Promise<VariantStock | null> {
  const [variant, stocks] = await db.batch([db.prepare(VARIANT).bind(variantId), db.prepare(SELLABLE).bind(variantId)]);
  const row = variant.results[0] as { model_id: number; shipping_time: number; ski_bundle: number } | undefined;
  if (!row) return null;
  const sellable = (stocks.results as Array<{ store_id: number; sellable: number }>).filter((stock) => stock.sellable > 0);
  return {
    id: variantId, modelId: row.model_id, shippingTime: row.shipping_time, sellableByStore: new Map(sellable.map((stock) => [stock.store_id, stock.sellable])),
    skiBundle: row.ski_bundle === 1,
  };
}

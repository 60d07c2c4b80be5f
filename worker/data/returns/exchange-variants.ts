/**
 * The variants an exchange may choose from (cat 5 "exchange is only for
 * another size or colour of the same product"): every variant of the
 * ordered models, with its price in the order's tax area (the variant's own
 * or its model's, as the checkout prices it) and the most one store can give
 * now, since a replacement is reserved from one store (service_case_rows
 * reserve_store_id).
 */
import type { D1Database } from '@cloudflare/workers-types';
import { VARIANT_TEXT_COLUMNS, variantText, variantTextJoins, type VariantTextRow } from '../variant-text-sql.ts';

export interface ExchangeVariant {
  id: number;
  modelId: number;
  /** Colour, size and type names in the language: 'Red, M'. */
  text: string;
  /** Euro in the order's tax area; null when the model has no price there. */
  price: number | null;
  /** Units the best-stocked store can sell now (quantity less blocked). */
  available: number;
}

interface Row extends VariantTextRow { id: number; model_id: number; price: number | null; available: number | null }

const MODEL_VARIANTS = `SELECT v.id, v.model_id, COALESCE(vp.active, mp.active) AS price,
    (SELECT MAX(vs.quantity - vs.blocked) FROM variant_stocks vs WHERE vs.variant_id = v.id) AS available,
    ${VARIANT_TEXT_COLUMNS}
  FROM variants v
  LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.tax_area_id = ?2
  LEFT JOIN product_model_prices mp ON mp.model_id = v.model_id AND mp.tax_area_id = ?2
  ${variantTextJoins('?3')}
  WHERE v.model_id IN (SELECT model_id FROM order_rows WHERE order_id = ?1 AND variant_id IS NOT NULL)
  ORDER BY v.model_id, s.sort_order, colour, v.id`;

/** The variants of the order's models; `taxAreaId` the order's (the shop's home area when the order has none). */
export async function listModelVariants(db: D1Database, orderId: number, taxAreaId: number, language: string): Promise<ExchangeVariant[]> {
  const { results } = await db.prepare(MODEL_VARIANTS).bind(orderId, taxAreaId, language).all<Row>();
  return results.map((row) => ({ id: row.id, modelId: row.model_id, text: variantText(row), price: row.price, available: Math.max(0, row.available ?? 0) }));
}


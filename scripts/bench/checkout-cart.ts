/**
 * The bench's checkout target (issue 6): POST /api/checkout/ with a 20-row
 * cart of the demo's in-stock variants, one per model, as a Finnish shopper
 * with a discount code and a postal code, so every part of the pricing runs.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { CheckoutRequest } from '../../shared/types/checkout.ts';

export const CHECKOUT_BENCH_ROWS = 20;

export async function twentyRowCart(db: D1Database): Promise<CheckoutRequest> {
  const { results } = await db.prepare(`SELECT MIN(v.id) AS id FROM variants v
      JOIN product_models m ON m.id = v.model_id AND m.is_public = 1 AND m.campaign_only = 0 AND m.is_bundle = 0
      JOIN product_model_prices p ON p.model_id = m.id AND p.tax_area_id = 1
      JOIN variant_stocks s ON s.variant_id = v.id AND s.quantity - s.blocked >= 2
      WHERE m.id NOT IN (2427, 1412) GROUP BY m.id ORDER BY m.id LIMIT ?1`).bind(CHECKOUT_BENCH_ROWS).all<{ id: number }>();
  if (results.length < CHECKOUT_BENCH_ROWS) throw new Error('the demo catalogue has too few in-stock models for the checkout bench');
  return {
    validate_hash: 'bench',
    country_code: 'fi',
    language_code: 'fi',
    postal_code: '00100',
    products: results.map((row) => ({ productId: row.id, amount: 1 })),
    gift_card_products: [],
    discount_codes: ['WELCOME10'],
    repack: true,
    pikanouto: false,
    pageName: 'checkout',
  };
}

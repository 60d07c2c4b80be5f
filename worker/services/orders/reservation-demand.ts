/**
 * How many units of each variant an order takes off the shelves: every
 * variant of every row (each part of a bundle), except variants sold on
 * order from the supplier, which reserve nothing (brief). Decided by the
 * product page's own availability rule (row-state.ts) on the cart's data.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { CheckoutRequest } from '../../../shared/types/checkout.ts';
import { loadCartData } from '../checkout/cart-data.ts';
import { resolveRow, rowIds } from '../checkout/resolve-rows.ts';
import { variantState } from '../checkout/row-state.ts';

export async function reservationDemand(db: D1Database, request: CheckoutRequest): Promise<Map<number, number>> {
  const data = await loadCartData(db, { ...rowIds(request.products), country: request.country_code, language: request.language_code, codes: [] });
  const demand = new Map<number, number>();
  for (const input of request.products) {
    const row = resolveRow(input, data);
    for (const part of row?.parts ?? []) {
      if (variantState(part.variant, part.model).quantity === null) continue;
      demand.set(part.variant.id, (demand.get(part.variant.id) ?? 0) + input.amount);
    }
  }
  return demand;
}

/**
 * The cart's rows in transfer-request mode (core 3, core 5, cat 4): a staff
 * member moves units between the shop's own warehouses, so a row is
 * orderable only from stock the chosen source warehouses hold now (no
 * supplier orders, no other stores), and its amount and picks follow
 * planTransferRow, the rule the cart shows too.
 */
import type { Translate } from '../../../shared/i18n.ts';
import { planTransferRow, type TransferRowPlan, type TransferStores } from '../../../shared/checkout/transfer-request.ts';
import { productTitle } from '../../../shared/product/product-title.ts';
import type { CheckoutProductInput, CheckoutRow } from '../../../shared/types/checkout.ts';
import type { CartData } from '../../data/cart-data.ts';
import { cents } from '../../../shared/money.ts';
import { rowDescription, unknownRow, type PricedRow } from './price-rows.ts';
import { isMultiPart, resolveRow, type ResolvedRow } from './resolve-rows.ts';
import { storeSellable } from './row-state.ts';

export interface TransferRows { priced: PricedRow[]; plans: TransferRowPlan[] }

/** Units each (variant, source store) pair gives across the whole cart: two rows never pick the same unit twice. */
function pickedTotals(rows: Array<ResolvedRow | null>, plans: TransferRowPlan[]): Map<string, number> {
  const totals = new Map<string, number>();
  rows.forEach((row, index) => {
    const variant = row && !isMultiPart(row) ? row.parts[0].variant : null;
    if (!variant) return;
    for (const [store, units] of Object.entries(plans[index].pickedFrom)) {
      const key = `${variant.id}:${store}`;
      totals.set(key, (totals.get(key) ?? 0) + units);
    }
  });
  return totals;
}

function transferRow(row: ResolvedRow, plan: TransferRowPlan, stores: TransferStores, totals: Map<string, number>, t: Translate): CheckoutRow {
  // Transfer requests move variants; a bundle or a ski package is a sales offer, not something a warehouse picks.
  const variant = isMultiPart(row) ? null : row.parts[0].variant;
  const held = variant ? stores.from.reduce((sum, store) => sum + storeSellable(variant, store), 0) : 0;
  const overPicked = variant !== null && stores.from.some((store) => (totals.get(`${variant.id}:${store}`) ?? 0) > storeSellable(variant, store));
  let problem: CheckoutRow['problem'] = null;
  if (held === 0) problem = 'not_orderable';
  else if (overPicked) problem = 'over_quantity';
  const othersTake = variant ? stores.from.reduce((sum, store) => sum + (totals.get(`${variant.id}:${store}`) ?? 0), 0) - plan.amount : 0;
  return {
    productId: row.input.productId,
    amount: plan.amount,
    max_amount: Math.max(0, held - Math.max(0, othersTake)),
    on_order: false,
    frozen: false,
    ...(row.input.bundleHash === undefined ? {} : { bundleHash: row.input.bundleHash }),
    ...rowDescription(row, t),
    price: row.price,
    row_total: cents(row.price.active * plan.amount),
    problem,
  };
}

/** `t`: the request's language, for the names of rows that have no catalogue name (a ski package). */
export function priceTransferRows(inputs: CheckoutProductInput[], data: CartData, stores: TransferStores, t: Translate): TransferRows {
  const plans = inputs.map((input) => planTransferRow(input, stores));
  const resolved = inputs.map((input, index) => resolveRow({ ...input, amount: plans[index].amount }, data));
  const totals = pickedTotals(resolved, plans);
  const priced = resolved.map((row, index) => ({
    resolved: row,
    row: row ? transferRow(row, plans[index], stores, totals, t) : unknownRow({ ...inputs[index], amount: plans[index].amount }),
  }));
  return { priced, plans };
}

/**
 * core 5: with several source warehouses the picks must cover each row; the
 * sentence is the spec's Finnish one in Finnish. A row whose targets were
 * given no units asks for them instead.
 */
export function transferReasons(rows: TransferRows, stores: TransferStores, t: Translate): string[] {
  const reasons: string[] = [];
  rows.priced.forEach(({ row }, index) => {
    const name = row.name ? productTitle(row.manufacturer, row.name) : String(row.productId);
    if (rows.plans[index].amount === 0) reasons.push(t('checkoutReason.transferNoTargetAmount', { name }));
    else if (stores.from.length > 1 && !rows.plans[index].picksEnough) reasons.push(t('checkoutReason.transferPickMore', { name }));
  });
  return reasons;
}

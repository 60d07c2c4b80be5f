/**
 * How many units of each variant an order takes off the shelves: every
 * variant of every row (each part of a bundle), except variants sold on
 * order from the supplier, which reserve nothing (brief). Decided by the
 * product page's own availability rule (row-state.ts) on the rows the
 * engine resolved from the same CartData it priced with, so a row shown as
 * on order is never reserved and a row shown in stock always is.
 */
import type { ResolvedRow } from '../checkout/resolve-rows.ts';
import { variantState } from '../checkout/row-state.ts';

export function reservationDemand(rows: ReadonlyArray<ResolvedRow | null>): Map<number, number> {
  const demand = new Map<number, number>();
  for (const row of rows) {
    for (const part of row?.parts ?? []) {
      if (variantState(part.variant, part.model).quantity === null) continue;
      demand.set(part.variant.id, (demand.get(part.variant.id) ?? 0) + row!.input.amount);
    }
  }
  return demand;
}

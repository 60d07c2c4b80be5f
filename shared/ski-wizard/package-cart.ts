/**
 * The ski wizard's finished package into the cart (issue 17 item 4, decision
 * 030): one row for skis, bindings and (optionally) boots. The server checks
 * the parts and prices the row; the client names only the variants.
 */
import { addVariantsRow } from '../checkout/cart-bundles.ts';
import { isId, type CartOutcome, type CheckoutState } from '../checkout/checkout-core.ts';
import { SKI_PACKAGE_MAX_VARIANTS, SKI_PACKAGE_MIN_VARIANTS } from './package-row.ts';
import type { SkiSport } from './compatibility.ts';

/**
 * Adds the package: the same sport with the same variants grows by one,
 * otherwise a new row 'ski-{sport}-{seconds}' (cart-bundles.ts
 * addVariantsRow, as a bundle is added). Two or three distinct variant ids
 * or nothing changes.
 */
export function addSkiPackage(state: CheckoutState, sport: SkiSport, variantIds: number[], nowSeconds: number): CartOutcome {
  const ids = [...new Set(variantIds)];
  if ((sport !== 'alpine' && sport !== 'nordic') || ids.length < SKI_PACKAGE_MIN_VARIANTS || ids.length > SKI_PACKAGE_MAX_VARIANTS || !ids.every(isId)) return { state };
  return addVariantsRow(state, `ski-${sport}-`, ids, nowSeconds);
}

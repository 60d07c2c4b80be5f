/**
 * The cart's product rows as the server sees them (core 3 cart product row,
 * core 7 products): texts in the language, the unit price of the tax area
 * and each row's problem. Stock is shared: a variant in two rows (or in a
 * row and a bundle) is counted once against its sellable quantity, so the
 * last unit is never promised twice.
 */
import type { OrderState } from '../../../shared/product/variant-availability.ts';
import type { CheckoutProductInput, CheckoutRow } from '../../../shared/types/checkout.ts';
import type { CartData } from '../../data/cart-data.ts';
import { cents } from '../../../shared/money.ts';
import type { Translate } from '../../../shared/i18n.ts';
import { productTitle } from '../../../shared/product/product-title.ts';
import type { SkiSport } from '../../../shared/ski-wizard/compatibility.ts';
import { resolveRow, type ResolvedRow, type RowPart } from './resolve-rows.ts';
import { isCountryBlocked, variantState } from './row-state.ts';

export interface PricedRow {
  row: CheckoutRow;
  /** Null when the row sells nothing known (problem 'unknown'). */
  resolved: ResolvedRow | null;
}

export function unknownRow(input: CheckoutProductInput): CheckoutRow {
  return {
    productId: input.productId, amount: input.amount, max_amount: 0, on_order: false, frozen: false,
    ...(input.bundleHash === undefined ? {} : { bundleHash: input.bundleHash }),
    name: '', modelId: 0, manufacturer: '', path: '', image: '', variant_text: '',
    price: { active: 0, regular: 0 }, row_total: 0, problem: 'unknown',
  };
}

/** Units of each variant the whole cart asks for. */
function demandOf(rows: Array<ResolvedRow | null>): Map<number, number> {
  const demand = new Map<number, number>();
  for (const row of rows) for (const { variant } of row?.parts ?? []) demand.set(variant.id, (demand.get(variant.id) ?? 0) + row!.input.amount);
  return demand;
}

/** What this row may still take of each variant once the other rows have theirs; null: unlimited. */
function maxAmount(row: ResolvedRow, states: OrderState[], demand: Map<number, number>): number | null {
  let max: number | null = null;
  row.parts.forEach((part, index) => {
    const quantity = states[index].quantity;
    if (quantity === null) return;
    const others = (demand.get(part.variant.id) ?? 0) - row.input.amount;
    const left = Math.max(0, quantity - others);
    max = max === null ? left : Math.min(max, left);
  });
  return max;
}

/** core 7 row_total: the unit price times the amount, rounded once. */
export function rowTotal(unitPrice: number, amount: number): number {
  return cents(unitPrice * amount);
}

/**
 * A ski package is named by its sport ("Alpine ski package", in the
 * language of `t`; the skis' name without one) and lists each part with
 * its brand and size; it links to and shows its skis.
 */
function packageDescription(row: ResolvedRow, sport: SkiSport, t: Translate | undefined): Pick<CheckoutRow, 'name' | 'modelId' | 'manufacturer' | 'path' | 'image' | 'variant_text'> {
  const [first] = row.parts;
  const title = (part: RowPart) => productTitle(part.model.manufacturer, part.model.name);
  return {
    name: t ? t(`skiWizard.package.name.${sport}`) : title(first), modelId: first.model.id, manufacturer: '', path: first.model.path,
    image: first.variant.image || first.model.image,
    variant_text: row.parts.map((part) => (part.variant.text ? `${title(part)}: ${part.variant.text}` : title(part))).join('; '),
  };
}

export function rowDescription(row: ResolvedRow, t?: Translate): Pick<CheckoutRow, 'name' | 'modelId' | 'manufacturer' | 'path' | 'image' | 'variant_text'> {
  if (row.skiPackage) return packageDescription(row, row.skiPackage.sport, t);
  const [first] = row.parts;
  const text = (part: RowPart) => part.variant.text;
  if (!row.bundle) {
    return {
      name: first.model.name, modelId: first.model.id, manufacturer: first.model.manufacturer, path: first.model.path,
      image: first.variant.image || first.model.image, variant_text: text(first),
    };
  }
  return {
    name: row.bundle.name || first.model.name, modelId: first.model.id, manufacturer: first.model.manufacturer, path: first.model.path,
    image: first.model.image, variant_text: row.parts.map((part) => (text(part) ? `${part.model.name}: ${text(part)}` : part.model.name)).join('; '),
  };
}

function pricedRow(row: ResolvedRow, demand: Map<number, number>, t: Translate | undefined): CheckoutRow {
  const states = row.parts.map((part) => variantState(part.variant, part.model));
  const max = maxAmount(row, states, demand);
  let problem: CheckoutRow['problem'] = null;
  if (row.skiPackage && !row.skiPackage.fits) problem = 'incompatible';
  else if (row.parts.some((part) => isCountryBlocked(part.variant, part.model))) problem = 'country_blocked';
  else if (states.some((state) => !state.orderable)) problem = 'not_orderable';
  else if (max !== null && row.input.amount > max) problem = 'over_quantity';
  return {
    productId: row.input.productId,
    amount: row.input.amount,
    max_amount: states.some((state) => !state.orderable) ? 0 : max,
    on_order: max === null && states.every((state) => state.orderable),
    frozen: false,
    ...(row.input.bundleHash === undefined ? {} : { bundleHash: row.input.bundleHash }),
    ...rowDescription(row, t),
    price: row.price,
    row_total: rowTotal(row.price.active, row.input.amount),
    problem,
  };
}

/**
 * `clubMember` from the session: a member's rows with a club price are priced at it (resolve-rows.ts).
 * `t`: the request's language, for the names of rows that have no catalogue name (a ski package).
 * `giftCampaign`: the request is in gift-campaign mode (resolve-rows.ts).
 */
export function priceRows(inputs: CheckoutProductInput[], data: CartData, clubMember = false, t?: Translate, giftCampaign = false): PricedRow[] {
  const resolved = inputs.map((input) => resolveRow(input, data, clubMember, giftCampaign));
  const demand = demandOf(resolved);
  return resolved.map((row, index) => ({ resolved: row, row: row ? pricedRow(row, demand, t) : unknownRow(inputs[index]) }));
}

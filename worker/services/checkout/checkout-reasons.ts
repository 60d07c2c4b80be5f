/**
 * Why the order cannot go ahead as it is (core 5, core 8, cat 5): one
 * sentence each, in the shopper's language, shown one by one; the first is
 * the `reason` (snippetError). Klarna and PayPal checkout wait until the list
 * is empty.
 */
import type { Translate } from '../../../shared/i18n.ts';
import { productTitle } from '../../../shared/product/product-title.ts';
import type { CheckoutRow } from '../../../shared/types/checkout.ts';
import { normalisePostalCode } from '../../data/delivery-methods.ts';
import type { ResolvedRow } from './resolve-rows.ts';

/** cat 5: orders to the UK, Switzerland and Canada need the customs and tax acknowledgement. */
export const CUSTOMS_COUNTRIES: ReadonlySet<string> = new Set(['gb', 'ch', 'ca']);

/** cat 5: no delivery to Northern Ireland, whose postcodes (BT1-BT94) are the UK's only ones starting BT. */
export function isNorthernIreland(country: string, postalCode: string): boolean {
  return country === 'gb' && /^BT/.test(normalisePostalCode(postalCode));
}

/** Units of Vuota products in the cart, a bundle counting each Vuota model it holds. */
function vuotaUnits(rows: ResolvedRow[]): number {
  return rows.reduce((sum, row) => sum + row.parts.filter((part) => part.model.isVuota).length * row.input.amount, 0);
}

function rowSentence(row: CheckoutRow, t: Translate, countryName: string): string | null {
  const name = row.name ? productTitle(row.manufacturer, row.name) : String(row.productId);
  switch (row.problem) {
    case 'unknown': return t('checkoutReason.rowUnknown', { name });
    case 'country_blocked': return t('checkoutReason.rowCountryBlocked', { name, country: countryName });
    case 'not_orderable': return t('checkoutReason.rowNotOrderable', { name });
    case 'over_quantity': return t('checkoutReason.rowOverQuantity', { name, max: row.max_amount ?? 0 });
    case 'method_restricted': return t('checkoutReason.rowMethodRestricted', { name });
    case 'incompatible': return t('checkoutReason.rowIncompatible', { name });
    default: return null;
  }
}

interface ReasonInput {
  country: { code: string; name: string };
  postalCode: string;
  customsAcknowledged: boolean;
  rows: CheckoutRow[];
  resolved: ResolvedRow[];
  giftCardErrors: string[];
  cartEmpty: boolean;
  delivery: { none: boolean; noCommonMethod: boolean; expressUnavailable: boolean };
  codeErrors: string[];
  t: Translate;
}

/** Every reason in a stable order (the cart, its rows, the order's rules, delivery, then codes), each sentence once. */
export function checkoutReasons(input: ReasonInput): string[] {
  const { t } = input;
  const reasons: string[] = [];
  if (input.cartEmpty) reasons.push(t('checkoutReason.cartEmpty'));
  for (const row of input.rows) {
    const sentence = rowSentence(row, t, input.country.name);
    if (sentence) reasons.push(sentence);
  }
  reasons.push(...input.giftCardErrors);
  if (vuotaUnits(input.resolved) > 1) reasons.push(t('checkoutReason.onlyOneVuota'));
  if (isNorthernIreland(input.country.code, input.postalCode)) reasons.push(t('checkoutReason.northernIreland'));
  if (CUSTOMS_COUNTRIES.has(input.country.code) && !input.customsAcknowledged) reasons.push(t('checkoutReason.customsAcknowledgement', { country: input.country.name }));
  if (!input.cartEmpty && input.delivery.none) {
    reasons.push(input.postalCode ? t('checkoutReason.noDeliveryMethodsPostalCode', { code: input.postalCode }) : t('checkoutReason.noDeliveryMethods', { country: input.country.name }));
  } else if (input.delivery.noCommonMethod) {
    reasons.push(t('checkoutReason.noCommonDeliveryMethod'));
  }
  if (input.delivery.expressUnavailable) reasons.push(t('checkoutReason.expressPickupUnavailable'));
  reasons.push(...input.codeErrors);
  return [...new Set(reasons)];
}

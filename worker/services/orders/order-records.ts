/**
 * An order's rows and money from the server's own pricing (CheckoutResponse),
 * never client figures (data/orders/new-order.ts is the record they go into).
 */
import { giftCardShare } from '../../../shared/money.ts';
import { DEFAULT_GIFT_CARD_TEMPLATE } from '../../../shared/gift-card/card-templates.ts';
import { WEB_GIFT_CARD_MODEL } from '../../../shared/gift-card/gift-card-rules.ts';
import { productTitle } from '../../../shared/product/product-title.ts';
import { skiPackageSportOf } from '../../../shared/ski-wizard/package-row.ts';
import type { CheckoutResponse } from '../../../shared/types/checkout.ts';
import type { OrderRowRecord } from '../../data/orders/new-order.ts';

const BUNDLE_ID = /^(\d+)-\d+$/;

/** The order's rows: the products and bundles (core 7 `bundles`) as priced, then the gift cards bought as products. */
export function orderRows(priced: CheckoutResponse): OrderRowRecord[] {
  const products = [...priced.products, ...priced.bundles].map((row): OrderRowRecord => {
    const bundle = typeof row.productId === 'string' ? BUNDLE_ID.exec(row.productId) : null;
    // A ski package row (decision 030) is neither one variant nor a catalogue bundle: its parts are in bundle_hash.
    const skiPackage = skiPackageSportOf(row.productId) !== null;
    return {
      variantId: bundle || skiPackage ? null : Number(row.productId),
      bundleId: bundle ? Number(bundle[1]) : null,
      bundleHash: row.bundleHash ?? '',
      modelId: row.modelId,
      name: productTitle(row.manufacturer, row.name),
      variantText: row.variant_text,
      amount: row.amount,
      unitPrice: row.price.active,
      rowTotal: row.row_total,
      onOrder: row.on_order,
      image: row.image,
      path: row.path,
    };
  });
  const giftCards = priced.gift_card_products.map((card): OrderRowRecord => ({
    variantId: null, bundleId: null, bundleHash: '', modelId: card.productId, name: card.recipient_name ? `Gift card: ${card.recipient_name}` : 'Gift card',
    variantText: '', amount: 1, unitPrice: card.amount, rowTotal: card.amount, onOrder: false, image: '', path: '',
    // The web card's choices, issued with its code once paid (decision 028); the checkout dropped them from a physical card.
    ...(card.productId === WEB_GIFT_CARD_MODEL
      ? { giftCard: { template: card.template ?? DEFAULT_GIFT_CARD_TEMPLATE, recipient: card.recipient_name ?? '', message: card.message ?? '' } }
      : {}),
  }));
  return [...products, ...giftCards];
}

/** Paid with gift cards, and what is left for the payment provider. */
export function orderMoney(priced: CheckoutResponse): { discount: number; giftCardPaid: number; toPay: number } {
  return { discount: priced.cart_discount?.amount ?? 0, ...giftCardShare(priced.total_price, priced.payment_events) };
}

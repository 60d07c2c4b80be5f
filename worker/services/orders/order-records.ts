/**
 * What an order is made of before it is written: the server's own pricing
 * (CheckoutResponse) and the validated form, never client figures.
 */
import { productTitle } from '../../../shared/product/product-title.ts';
import type { CheckoutResponse } from '../../../shared/types/checkout.ts';
import type { CheckoutForm, OrderStatus, PaymentMethodId } from '../../../shared/types/order.ts';
import { cents } from '../checkout/cents.ts';

export type ProviderId = 'test' | 'klarna' | 'paypal' | 'giftcard';

export interface OrderRowRecord {
  variantId: number | null;
  bundleId: number | null;
  bundleHash: string;
  modelId: number;
  name: string;
  variantText: string;
  amount: number;
  unitPrice: number;
  rowTotal: number;
  onOrder: boolean;
  image: string;
  path: string;
}

export interface NewOrder {
  id: number;
  orderNumber: string;
  viewToken: string;
  status: OrderStatus;
  language: string;
  countryCode: string;
  form: CheckoutForm;
  /** location: the pickup store's slug for a pickup (set by the server), else the form's text. */
  delivery: { id: number | null; name: string; kind: string; location: string };
  specialRequest: string;
  repack: boolean;
  priced: CheckoutResponse;
  rows: OrderRowRecord[];
  discount: number;
  giftCardPaid: number;
  toPay: number;
  paymentMethod: PaymentMethodId;
  provider: ProviderId;
  payment: { id: string; secret: string };
  createdAt: string;
}

const BUNDLE_ID = /^(\d+)-\d+$/;

/** The order's rows: the products as priced, then the gift cards bought as products. */
export function orderRows(priced: CheckoutResponse): OrderRowRecord[] {
  const products = priced.products.map((row): OrderRowRecord => {
    const bundle = typeof row.productId === 'string' ? BUNDLE_ID.exec(row.productId) : null;
    return {
      variantId: bundle ? null : Number(row.productId),
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
  }));
  return [...products, ...giftCards];
}

/** Paid with gift cards, and what is left for the payment provider. */
export function orderMoney(priced: CheckoutResponse): { discount: number; giftCardPaid: number; toPay: number } {
  const giftCardPaid = cents(priced.payment_events.reduce((sum, event) => sum + event.amount, 0));
  return { discount: priced.cart_discount?.amount ?? 0, giftCardPaid, toPay: Math.max(0, cents(priced.total_price - giftCardPaid)) };
}

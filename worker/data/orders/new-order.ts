/**
 * What an order is made of before it is written (migrations/0006 orders,
 * order_rows, payments): the server's own pricing (CheckoutResponse) and
 * the validated form, never client figures. services/orders/order-records.ts
 * builds it; insert-order.ts writes it.
 */
import type { Charge, CurrencyDisplay } from '../../../shared/money.ts';
import type { CheckoutResponse } from '../../../shared/types/checkout.ts';
import type { CheckoutForm, OrderStatus, PaymentMethodId } from '../../../shared/types/order.ts';

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
  /** A web gift card's picture, recipient and message (migration 0024): issued from the row once paid. */
  giftCard?: { template: string; recipient: string; message: string };
}

export interface NewOrder {
  id: number;
  orderNumber: string;
  viewToken: string;
  status: OrderStatus;
  /** The logged-in customer who placed it, from the session (migration 0014); null for a guest. */
  customerId: number | null;
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
  /** The currency the shopper saw the order in, with its rate and format at the time (decision 016). */
  display: CurrencyDisplay;
  /** What the provider collects: toPay as shown in `display`, or in euro. */
  charge: Charge;
  paymentMethod: PaymentMethodId;
  provider: ProviderId;
  payment: { id: string; secret: string };
  createdAt: string;
  /** The gift campaign code the order redeems (decision 026): reserved in the order's batch. */
  giftCampaignCodeId?: number | null;
}

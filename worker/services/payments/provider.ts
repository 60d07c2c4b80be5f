/**
 * A payment provider (architecture decision 11): it starts a payment for an
 * order already written (stock reserved) and answers where the shopper goes;
 * on a callback it says what became of the payment, verified its own way:
 * the test provider by a per-payment secret, Klarna and PayPal by asking
 * their API rather than believing the callback. Settling the order on the
 * answer is the orders service's job (settle-payment.ts), idempotently.
 */
import type { Language } from '../../../shared/languages.ts';
import type { Charge } from '../../../shared/money.ts';
import type { PaymentRecord } from '../../data/orders/payments.ts';

export type PaymentOutcome = 'paid' | 'cancelled' | 'failed' | 'pending';

interface PaymentOrderLine { name: string; reference: string; amount: number; unitPrice: number; total: number }

export interface PaymentOrder {
  orderNumber: string;
  language: Language;
  countryCode: string;
  email: string;
  lines: PaymentOrderLine[];
  deliveryCost: number;
  repackCost: number;
  discount: number;
  giftCardPaid: number;
  /** Euro: what is left after gift cards. */
  toPay: number;
  /** What the provider collects, in its currency (decision 016): toPay as the shopper saw it, or in euro. */
  charge: Charge;
}

interface PaymentContext {
  /** The shop's origin (scheme and host) for return and callback URLs. */
  origin: string;
  /** Injected so the adapters run against fakes of the providers' APIs in tests. */
  fetch: typeof fetch;
}

interface StartedPayment { redirectUrl: string; reference: string }

/** A callback that does not belong to the payment: refused, nothing changes. */
export class ForgedCallbackError extends Error {}

/** The provider's API could not be reached or answered nonsense: the state is unknown, nothing changes. */
export class ProviderUnavailableError extends Error {}

/** The provider refused the refund (nothing captured, more than was paid, an order closed there): a person must look. */
export class RefundRefusedError extends Error {}

export interface PaymentProvider {
  readonly id: 'test' | 'klarna' | 'paypal';
  start(context: PaymentContext, order: PaymentOrder, payment: PaymentRecord): Promise<StartedPayment>;
  /** What the payment's state is, given the callback's parameters; throws ForgedCallbackError for a forged one. */
  verify(context: PaymentContext, payment: PaymentRecord, callback: Record<string, string>): Promise<PaymentOutcome>;
  /**
   * Gives `amount` (in the payment's currency) of a paid payment back to the
   * shopper (the order desk's cancel, issue 16 item 5). Resolves once the
   * provider took it; a retry of the same payment's refund is the same
   * refund at the provider (idempotency key). Throws
   * ProviderUnavailableError (state unknown) or RefundRefusedError.
   */
  refund(context: PaymentContext, payment: PaymentRecord, amount: number): Promise<void>;
}

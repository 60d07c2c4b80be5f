import { cartTotals } from '../../../shared/checkout/cart-display.ts';
import { toCheckoutRequest, type CheckoutState, type RequestContext } from '../../../shared/checkout/checkout-state.ts';
import { convertAmount, type CurrencyDisplay } from '../../../shared/money.ts';
import type { CheckoutForm, CreateOrderRequest, PaymentMethodId } from '../../../shared/types/order.ts';
import { readOrderAnswer, type OrderAnswer } from './order-answer.ts';

const ORDERS_API = '/api/orders/';

/**
 * POST /api/orders/ with the cart as the state holds it (the server prices it
 * again from D1), the form, the payment method and the amount to pay as the
 * page showed it (decision 016: the server charges that figure or answers 409
 * with the new one). A failed request is the generic error, like a 5xx.
 */
export async function submitOrder(
  state: CheckoutState,
  context: RequestContext,
  form: CheckoutForm,
  paymentMethod: PaymentMethodId,
  currency: CurrencyDisplay,
  send: typeof fetch,
  origin: string,
): Promise<OrderAnswer> {
  const body: CreateOrderRequest = {
    checkout: toCheckoutRequest(state, context), form, payment_method: paymentMethod,
    shown: { currency_code: currency.code, to_pay: convertAmount(cartTotals(state).toPay, currency) },
  };
  try {
    const response = await send(ORDERS_API, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const answer: unknown = await response.json().catch(() => null);
    return readOrderAnswer(response.status, answer, origin);
  } catch (error) {
    console.error('Order could not be sent', error);
    return { kind: 'unexpected' };
  }
}

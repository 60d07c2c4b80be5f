import { toCheckoutRequest, type CheckoutState, type RequestContext } from '../../../shared/checkout/checkout-state.ts';
import type { CheckoutForm, CreateOrderRequest, PaymentMethodId } from '../../../shared/types/order.ts';
import { readOrderAnswer, type OrderAnswer } from './order-answer.ts';

const ORDERS_API = '/api/orders/';

/**
 * POST /api/orders/ with the cart as the state holds it (the server prices it
 * again from D1), the form and the payment method. A failed request is the
 * generic error, like a 5xx.
 */
export async function submitOrder(
  state: CheckoutState,
  context: RequestContext,
  form: CheckoutForm,
  paymentMethod: PaymentMethodId,
  send: typeof fetch,
  origin: string,
): Promise<OrderAnswer> {
  const body: CreateOrderRequest = { checkout: toCheckoutRequest(state, context), form, payment_method: paymentMethod };
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

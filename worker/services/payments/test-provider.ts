/**
 * The built-in test provider (architecture decision 11): the local default
 * behind the 'card' method. Its hosted-looking page is the shop's own
 * /payments/test/{paymentId}/ and its form posts back the outcome with the
 * payment's secret, so a POST that does not carry it is a forgery. It
 * collects no money, so its refund always succeeds.
 */
import { sameSecret } from '../same-secret.ts';
import { ForgedCallbackError, type PaymentOutcome, type PaymentProvider } from './provider.ts';

const OUTCOMES: Record<string, PaymentOutcome> = { pay: 'paid', cancel: 'cancelled', fail: 'failed' };

export const testProvider: PaymentProvider = {
  id: 'test',
  async start(context, _order, payment) {
    return { redirectUrl: `${context.origin}/payments/test/${payment.id}/`, reference: `test-${payment.id}` };
  },
  async verify(_context, payment, callback) {
    if (!sameSecret(callback.secret ?? '', payment.callbackSecret)) throw new ForgedCallbackError('The payment secret does not match.');
    const outcome = OUTCOMES[callback.outcome ?? ''];
    if (!outcome) throw new ForgedCallbackError('Unknown outcome.');
    return outcome;
  },
  // Nothing was collected anywhere: the refund is only the shop's own record (payments.refunded_at).
  async refund() {},
};

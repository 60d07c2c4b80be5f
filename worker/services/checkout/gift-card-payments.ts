/**
 * Gift cards pay for the order as payment events (core 3: payment_id,
 * processor_slug 'giftcard', creation_time), in the order typed: each takes
 * what is left to pay, at most its balance. A card typed once the order is
 * already paid in full is not used (it keeps its balance) and says so.
 * payment_id is the card's code: the client keeps the codes the server
 * confirms as a cart discount or a payment event (core 4).
 */
import type { Translate } from '../../../shared/i18n.ts';
import type { CheckoutResponse } from '../../../shared/types/checkout.ts';
import type { GiftCardRow } from '../../data/cart-data.ts';
import { cents } from '../../../shared/money.ts';

type PaymentEvent = CheckoutResponse['payment_events'][number];

interface GiftCardPayments { events: PaymentEvent[]; paid: number; errors: string[] }

export function giftCardPayments(cards: GiftCardRow[], totalPrice: number, now: Date, t: Translate): GiftCardPayments {
  const events: PaymentEvent[] = [];
  const errors: string[] = [];
  let remaining = cents(totalPrice);
  for (const card of cards) {
    if (remaining <= 0) { errors.push(t('checkoutReason.giftCardNotNeeded', { code: card.code })); continue; }
    const amount = cents(Math.min(card.balance, remaining));
    events.push({ payment_id: card.code, processor_slug: 'giftcard', amount, creation_time: now.toISOString() });
    remaining = cents(remaining - amount);
  }
  return { events, paid: cents(totalPrice - remaining), errors };
}

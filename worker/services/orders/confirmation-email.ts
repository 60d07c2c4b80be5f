/**
 * The order confirmation email (issue 6 item 6, issue 15 item 8): in the
 * order's language, as plain text and HTML in the shop's one mail layout
 * (services/mail/compose-mail.ts), written to the outbox in the same batch
 * that marks the order paid, so a paid order always has exactly one.
 * Amounts read as the buyer saw them, with the charge and the delivery
 * address (decision 016).
 */
import type { Translate } from '../../../shared/i18n.ts';
import type { Language } from '../../../shared/languages.ts';
import { exchangeRateText, orderAmountText, orderChargeText, recipientLines } from '../../../shared/order/order-display.ts';
import type { OrderSummary } from '../../../shared/types/order.ts';
import { composeMail, type ComposedMail, type MailLine } from '../mail/compose-mail.ts';

export function confirmationEmail(order: OrderSummary, viewUrl: string, brandName: string, t: Translate): ComposedMail {
  const language = order.language as Language;
  return composeMail({
    subject: t('orderEmail.subject', { number: order.order_number, brand: brandName }),
    heading: t('orderEmail.greeting', { name: order.recipient.first_name }),
    paragraphs: [t('orderEmail.thanks', { number: order.order_number })],
    table: orderLines(order, language, t),
    action: { label: t('orderEmail.viewOrder'), url: viewUrl },
    after: [[`${t('orderEmail.deliverTo')}:`, ...recipientLines(order, language)].join('\n')],
    brandName,
    language,
  });
}

/** The rows, then the totals as the checkout showed them. */
function orderLines(order: OrderSummary, language: Language, t: Translate): MailLine[] {
  const money = (amount: number) => orderAmountText(order, amount, language);
  const charge = orderChargeText(order, language);
  const rate = exchangeRateText(order, language);
  const line = (label: string, value: string, more: Partial<MailLine> = {}): MailLine => ({ label, value, ...more });
  return [
    ...order.rows.map((row) => line(`${row.amount} × ${row.name}${row.variant_text ? ` (${row.variant_text})` : ''}`, money(row.row_total))),
    line(t('orderEmail.products'), money(order.products_price), { divider: true }),
    ...(order.discount > 0 ? [line(t('orderEmail.discount'), `-${money(order.discount)}`)] : []),
    line(t('orderEmail.delivery', { method: order.delivery_method }), money(order.delivery_cost)),
    // The very promise the checkout made (decision 018), stored with the order.
    ...(order.delivery_time ? [line(t('orderEmail.deliveryTime'), order.delivery_time)] : []),
    ...(order.repack_cost > 0 ? [line('RePack', money(order.repack_cost))] : []),
    line(t('orderEmail.total'), money(order.total_price), { strong: true }),
    ...(order.gift_card_paid > 0 ? [line(t('orderEmail.giftCards'), `-${money(order.gift_card_paid)}`)] : []),
    line(t('orderEmail.paid'), money(order.to_pay), { strong: true }),
    line(charge.inEuro ? t('orderEmail.chargedInEuro') : t('orderEmail.charged'), charge.text),
    ...(rate ? [line(t('orderEmail.exchangeRate'), rate)] : []),
  ];
}

/**
 * The order confirmation email (issue 6 item 6): plain text in the order's
 * language, written to the outbox in the same batch that marks the order
 * paid, so a paid order always has exactly one. Amounts read as the buyer
 * saw them, with the charge and the delivery address (decision 016).
 */
import type { Translate } from '../../../shared/i18n.ts';
import type { Language } from '../../../shared/languages.ts';
import { exchangeRateText, orderAmountText, orderChargeText, recipientLines } from '../../../shared/order/order-display.ts';
import type { OrderSummary } from '../../../shared/types/order.ts';

interface EmailText { subject: string; body: string }

export function confirmationEmail(order: OrderSummary, viewUrl: string, brandName: string, t: Translate): EmailText {
  const language = order.language as Language;
  const money = (amount: number) => orderAmountText(order, amount, language);
  const charge = orderChargeText(order, language);
  const lines = [
    t('orderEmail.greeting', { name: order.recipient.first_name }),
    '',
    t('orderEmail.thanks', { number: order.order_number }),
    '',
    ...order.rows.map((row) => `${row.amount} × ${row.name}${row.variant_text ? ` (${row.variant_text})` : ''}: ${money(row.row_total)}`),
    '',
    `${t('orderEmail.products')}: ${money(order.products_price)}`,
    ...(order.discount > 0 ? [`${t('orderEmail.discount')}: -${money(order.discount)}`] : []),
    `${t('orderEmail.delivery', { method: order.delivery_method })}: ${money(order.delivery_cost)}`,
    // The very promise the checkout made (decision 018), stored with the order.
    ...(order.delivery_time ? [`${t('orderEmail.deliveryTime')}: ${order.delivery_time}`] : []),
    ...(order.repack_cost > 0 ? [`RePack: ${money(order.repack_cost)}`] : []),
    `${t('orderEmail.total')}: ${money(order.total_price)}`,
    ...(order.gift_card_paid > 0 ? [`${t('orderEmail.giftCards')}: -${money(order.gift_card_paid)}`] : []),
    `${t('orderEmail.paid')}: ${money(order.to_pay)}`,
    `${charge.inEuro ? t('orderEmail.chargedInEuro') : t('orderEmail.charged')}: ${charge.text}`,
    ...(exchangeRateText(order, language) ? [`${t('orderEmail.exchangeRate')}: ${exchangeRateText(order, language)}`] : []),
    '',
    `${t('orderEmail.deliverTo')}:`,
    ...recipientLines(order, language),
    '',
    `${t('orderEmail.viewOrder')}: ${viewUrl}`,
    '',
    brandName,
  ];
  return { subject: t('orderEmail.subject', { number: order.order_number, brand: brandName }), body: lines.join('\n') };
}

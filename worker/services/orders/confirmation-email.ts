/**
 * The order confirmation email (issue 6 item 6): plain text in the order's
 * language, written to the outbox in the same batch that marks the order
 * paid, so a paid order always has exactly one.
 */
import type { Translate } from '../../../shared/i18n.ts';
import type { Language } from '../../../shared/languages.ts';
import { EURO, formatAmount } from '../../../shared/money.ts';
import type { OrderSummary } from '../../../shared/types/order.ts';

interface EmailText { subject: string; body: string }

export function confirmationEmail(order: OrderSummary, firstName: string, viewUrl: string, brandName: string, t: Translate): EmailText {
  const money = (amount: number) => formatAmount(amount, EURO, order.language as Language);
  const lines = [
    t('orderEmail.greeting', { name: firstName }),
    '',
    t('orderEmail.thanks', { number: order.order_number }),
    '',
    ...order.rows.map((row) => `${row.amount} × ${row.name}${row.variant_text ? ` (${row.variant_text})` : ''}: ${money(row.row_total)}`),
    '',
    `${t('orderEmail.products')}: ${money(order.products_price)}`,
    ...(order.discount > 0 ? [`${t('orderEmail.discount')}: -${money(order.discount)}`] : []),
    `${t('orderEmail.delivery', { method: order.delivery_method })}: ${money(order.delivery_cost)}`,
    ...(order.repack_cost > 0 ? [`RePack: ${money(order.repack_cost)}`] : []),
    `${t('orderEmail.total')}: ${money(order.total_price)}`,
    ...(order.gift_card_paid > 0 ? [`${t('orderEmail.giftCards')}: -${money(order.gift_card_paid)}`] : []),
    `${t('orderEmail.paid')}: ${money(order.to_pay)}`,
    '',
    `${t('orderEmail.viewOrder')}: ${viewUrl}`,
    '',
    brandName,
  ];
  return { subject: t('orderEmail.subject', { number: order.order_number, brand: brandName }), body: lines.join('\n') };
}

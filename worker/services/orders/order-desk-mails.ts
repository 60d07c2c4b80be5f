/**
 * The order desk's mails to the customer (issue 16 item 5): a status
 * change, a tracking code, a cancel and what was refunded, each in the
 * order's language through the one mail layout, with a link to the order
 * lookup on the host the change came through. The status reads as the
 * order pages show it (orderPages.statuses).
 */
import type { Translate } from '../../../shared/i18n.ts';
import type { Language } from '../../../shared/languages.ts';
import { formatCharge } from '../../../shared/money.ts';
import { orderAmountText } from '../../../shared/order/order-display.ts';
import type { OrderStatus } from '../../../shared/types/order.ts';
import type { DeskOrderRecord } from '../../data/orders/order-desk.ts';
import { shopSettings } from '../../env.ts';
import { translatorFor } from '../../i18n.ts';
import { composeMail, type ComposedMail, type MailLine } from '../mail/compose-mail.ts';
import { orderLanguage, type OrderDeskDeps } from './order-desk-context.ts';

export interface TrackingInput { code: string; carrier: string }

/** What a cancel gave back: the payment's refund (made, or failed and left for finance) and the gift cards' balance. */
export interface CancelRefund { payment: { amount: number; currency: string; ok: boolean } | null; giftCards: number }

interface MailFrame { t: Translate; language: Language; order: DeskOrderRecord; deps: OrderDeskDeps }

function frameOf(deps: OrderDeskDeps, order: DeskOrderRecord): MailFrame {
  const language = orderLanguage(order.language);
  return { t: translatorFor(language), language, order, deps };
}

function compose(frame: MailFrame, parts: { subject: string; paragraphs: string[]; table?: MailLine[]; note: string }): ComposedMail {
  const { t, language, order, deps } = frame;
  return composeMail({
    subject: parts.subject,
    heading: order.firstName ? t('deskMail.order.greeting', { name: order.firstName }) : t('deskMail.order.greetingNoName'),
    paragraphs: [...parts.paragraphs, ...(parts.note ? [`${t('deskMail.order.note')}:\n${parts.note}`] : [])],
    table: parts.table,
    action: { label: t('deskMail.order.viewOrder'), url: deps.links.route('viewOrder', language) },
    after: [t('deskMail.order.after', { number: order.orderNumber, email: shopSettings(deps.env).contactEmail })],
    brandName: deps.brandName,
    language,
  });
}

const trackingLines = (t: Translate, tracking: TrackingInput): MailLine[] => [
  { label: t('deskMail.order.trackingCode'), value: tracking.code, strong: true },
  ...(tracking.carrier ? [{ label: t('deskMail.order.carrier'), value: tracking.carrier }] : []),
];

/** The order moved to `to` (with the parcel's tracking code when the warehouse sent one along). */
export function statusMail(deps: OrderDeskDeps, order: DeskOrderRecord, to: OrderStatus, note: string, tracking?: TrackingInput): ComposedMail {
  const frame = frameOf(deps, order);
  const { t } = frame;
  const status = t(`orderPages.statuses.${to}`);
  return compose(frame, {
    subject: t('deskMail.order.status.subject', { number: order.orderNumber, status }),
    paragraphs: [t('deskMail.order.status.body', { number: order.orderNumber, status })],
    table: tracking ? trackingLines(t, tracking) : undefined,
    note,
  });
}

/** A parcel of the order got a tracking code. */
export function trackingMail(deps: OrderDeskDeps, order: DeskOrderRecord, tracking: TrackingInput): ComposedMail {
  const frame = frameOf(deps, order);
  const { t } = frame;
  return compose(frame, {
    subject: t('deskMail.order.tracking.subject', { number: order.orderNumber }),
    paragraphs: [t('deskMail.order.tracking.body', { number: order.orderNumber })],
    table: trackingLines(t, tracking),
    note: '',
  });
}

/** The order was cancelled: what comes back, and when (cat 9: a refund shows in 1 to 5 days). */
export function cancelMail(deps: OrderDeskDeps, order: DeskOrderRecord, refund: CancelRefund, note: string): ComposedMail {
  const frame = frameOf(deps, order);
  const { t, language } = frame;
  const table: MailLine[] = [];
  if (refund.payment) {
    table.push({
      label: t(refund.payment.ok ? 'deskMail.order.cancelled.refunded' : 'deskMail.order.cancelled.toRefund'),
      value: formatCharge(refund.payment, order.display, language), strong: true,
    });
  }
  if (refund.giftCards > 0) table.push({ label: t('deskMail.order.cancelled.giftCards'), value: orderAmountText({ display_currency: order.display }, refund.giftCards, language) });
  return compose(frame, {
    subject: t('deskMail.order.cancelled.subject', { number: order.orderNumber }),
    paragraphs: [t('deskMail.order.cancelled.body', { number: order.orderNumber }), ...(refund.payment ? [t('deskMail.order.cancelled.refundTime')] : [])],
    table,
    note,
  });
}

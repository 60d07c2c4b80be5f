import type { ReactNode } from 'react';
import type { StaffOrderResponse } from '../../../shared/types/order-desk.ts';
import { useSite } from '../../site-context.tsx';
import { labelOr, useDeskDate } from '../case-desk/case-labels.ts';
import { useDeskMoney } from './order-desk-labels.ts';

/** Brand names read the same in every language; the test card and gift cards are translated. */
const PROVIDER_NAMES: Record<string, string> = { klarna: 'Klarna', paypal: 'PayPal' };

/** A table that may scroll sideways at phone widths: focusable, so the keyboard scrolls it too. */
function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return <div className="table-scroll" role="group" aria-label={label} tabIndex={0}>{children}</div>;
}

/** The order's rows and totals in euro, as the shop books them. */
export function OrderRowsTable({ view }: { view: StaffOrderResponse }) {
  const { t } = useSite();
  const money = useDeskMoney();
  const { order } = view;
  const total = (label: string, amount: number) => (
    <tr className="order-desk__total"><th scope="row" colSpan={3}>{label}</th><td className="order-desk__amount">{money.euro(amount)}</td></tr>
  );
  return (
    <Scroll label={t('orderDesk.order.rowsCaption', { number: order.order_number })}>
      <table className="order-desk__table">
        <caption className="desk-table__caption">{t('orderDesk.order.rowsCaption', { number: order.order_number })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orderPages.product')}</th>
            <th scope="col" className="order-desk__amount">{t('orderPages.amount')}</th>
            <th scope="col" className="order-desk__amount">{t('orderPages.unitPrice')}</th>
            <th scope="col" className="order-desk__amount">{t('orderPages.rowTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">{row.name}{row.variant_text ? <span className="desk-muted"> ({row.variant_text})</span> : null}</th>
              <td className="order-desk__amount">{row.amount}</td>
              <td className="order-desk__amount">{money.euro(row.unit_price)}</td>
              <td className="order-desk__amount">{money.euro(row.row_total)}</td>
            </tr>
          ))}
          {order.discount > 0 ? total(t('orderPages.discount'), -order.discount) : null}
          {total(t('orderPages.deliveryCost'), order.delivery_cost)}
          {order.repack_cost > 0 ? total(t('orderPages.repackCost'), order.repack_cost) : null}
          {total(t('orderPages.totalPrice'), order.total_price)}
          {order.gift_card_paid > 0 ? total(t('orderPages.giftCardPaid'), order.gift_card_paid) : null}
        </tbody>
      </table>
    </Scroll>
  );
}

/** The order's payments: provider, status, amount in its currency, and what became of a refund. */
export function OrderPaymentsTable({ view }: { view: StaffOrderResponse }) {
  const { t } = useSite();
  const money = useDeskMoney();
  const date = useDeskDate();
  if (view.payments.length === 0) return <p>{t('orderDesk.order.noPayments')}</p>;
  const display = view.order.display_currency;
  return (
    <Scroll label={t('orderDesk.order.paymentsCaption', { number: view.order.order_number })}>
      <table className="order-desk__table">
        <caption className="desk-table__caption">{t('orderDesk.order.paymentsCaption', { number: view.order.order_number })}</caption>
        <thead>
          <tr>
            {(['provider', 'paymentStatus', 'paidAt', 'amount', 'refund'] as const).map((column) => <th key={column} scope="col">{t(`orderDesk.order.${column}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {view.payments.map((payment, index) => (
            <tr key={index}>
              <th scope="row">{PROVIDER_NAMES[payment.provider] ?? labelOr(t, `orderDesk.providers.${payment.provider}`, payment.provider)}</th>
              <td>{labelOr(t, `orderDesk.paymentStatuses.${payment.status}`, payment.status)}</td>
              <td>{date(payment.created_at, true)}</td>
              <td>{money.charge(payment.amount, payment.currency, display)}</td>
              <td>
                {payment.refunded_at ? t('orderDesk.order.refunded', { amount: money.charge(payment.refunded_amount ?? payment.amount, payment.currency, display) }) : null}
                {!payment.refunded_at && payment.needs_refund_at ? <strong>{t('orderDesk.order.needsRefund')}</strong> : null}
                {!payment.refunded_at && !payment.needs_refund_at ? '–' : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

/** The parcels' tracking codes, oldest first. */
export function OrderTrackingList({ view }: { view: StaffOrderResponse }) {
  const { t } = useSite();
  if (view.order.tracking_codes.length === 0) return <p>{t('orderDesk.order.noTracking')}</p>;
  return (
    <ul className="order-desk__tracking">
      {view.order.tracking_codes.map((code) => <li key={code.code}><code>{code.code}</code>{code.carrier ? ` (${code.carrier})` : ''}</li>)}
    </ul>
  );
}

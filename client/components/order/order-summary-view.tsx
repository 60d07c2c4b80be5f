import { exchangeRateText, orderAmountText, orderChargeText, recipientLines } from '../../../shared/order/order-display.ts';
import type { OrderSummary } from '../../../shared/types/order.ts';
import { useSite } from '../../site-context.tsx';
import type { OrderProofFields } from './order-action-call.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderEvents } from './order-events.tsx';
import { orderDate, orderRows, orderTotals } from './summary-lines.ts';
import { SummaryTable } from './summary-table.tsx';

const dateOf = (value: string | null) => (value ? orderDate(value) : '');

interface OrderSummaryViewProps {
  order: OrderSummary;
  headingLevel?: 2 | 3;
  /** How the page proved the order the visitor's: with it, the customer's actions are offered (issue 16 item 4). */
  proof?: OrderProofFields;
  /** The order as an action left it. */
  onChanged?: (order: OrderSummary) => void;
}

/**
 * An order as the buyer may see it (cat 3 Order labels): number, status,
 * tracking codes and dates, delivery, then its rows and totals, the history
 * the customer sees and what they may still do. Shared by the confirmation
 * page, the order lookup and the account's orders.
 */
export function OrderSummaryView({ order, headingLevel = 2, proof, onChanged = () => undefined }: OrderSummaryViewProps) {
  const { t, config } = useSite();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const subHeading = headingLevel === 2 ? 3 : 4;
  // Decision 016: the order's figures in the currency the buyer saw, at the rate of the time, and what was charged.
  const price = (euro: number) => orderAmountText(order, euro, config.language);
  const charge = orderChargeText(order, config.language);
  const [recipient, ...address] = recipientLines(order, config.language);
  const details: Array<[string, string]> = [
    [t('orderPages.orderNumber'), order.order_number],
    [t('orderPages.status'), t(`orderPages.statuses.${order.status}`)],
    // A carrier named by the desk goes with its code; no link: the shop keeps no carrier's tracking address.
    [t('orderPages.trackingCodes'), order.tracking_codes.map(({ code, carrier }) => (carrier ? `${code} (${carrier})` : code)).join(', ')],
    [t('orderPages.orderDate'), orderDate(order.created)],
    [t('orderPages.shippedAt'), dateOf(order.shipped_at)],
    [t('orderPages.deliveredAt'), dateOf(order.delivered_at)],
    [t('orderPages.returnUntil'), dateOf(order.return_until)],
    [t('orderPages.packedWith'), order.packed_with.join(', ')],
    [t('orderPages.deliveryMethod'), order.delivery_method],
    [t('orderPages.deliveryLocation'), order.delivery_location],
    // The promise the checkout made when the order was placed (decision 018), as the mail repeats it.
    [t('checkoutForm.shippingTime'), order.delivery_time],
    [t('orderPages.recipient'), recipient ?? ''],
    [t('orderPages.deliveryAddress'), address.join(', ')],
    [t('orderPages.specialRequest'), order.special_request],
    [t('orderPages.paymentMethod'), t(`checkoutForm.paymentMethods.${order.payment_method}`)],
    [charge.inEuro ? t('orderPages.chargedInEuro') : t('orderPages.charged'), charge.text],
    [t('orderPages.exchangeRate'), exchangeRateText(order, config.language)],
  ];
  return (
    <section className="order-summary" aria-labelledby={`order-${order.order_number}`}>
      <Heading id={`order-${order.order_number}`} className="order-summary__title">{t('orderPages.summaryTitle')}</Heading>
      <dl className="order-summary__details">
        {details.filter(([, value]) => value !== '').map(([label, value]) => (
          <div key={label} className="order-summary__detail">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <OrderEvents orderNumber={order.order_number} events={order.history} headingLevel={subHeading} />
      {proof ? <OrderActions key={order.order_number} order={order} proof={proof} headingLevel={subHeading} onChanged={onChanged} /> : null}
      <SummaryTable caption={t('orderPages.rowsCaption', { number: order.order_number })} rows={orderRows(order)} totals={orderTotals(order, t)} price={price} />
    </section>
  );
}

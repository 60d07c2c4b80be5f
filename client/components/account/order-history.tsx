import { hasShipped } from '../../../shared/order/order-status-flow.ts';
import type { CustomerOrderRow } from '../../../shared/types/account.ts';
import type { OrderStatus } from '../../../shared/types/order.ts';
import { useSite } from '../../site-context.tsx';
import { orderDate } from '../order/summary-lines.ts';

/** cat 3 order status labels, in the page's language; a status the dictionary does not know shows as it is. */
function useStatusLabel(): (status: string) => string {
  const { t } = useSite();
  return (status) => {
    const key = `orderPages.statuses.${status}`;
    const label = t(key);
    return label === key ? status : label;
  };
}

/** Opens one order's details below the list (issue 16 item 4); the panel is `panelId`. */
interface DetailsControl { selected: string | null; panelId: string; onSelect: (orderNumber: string) => void }

function DetailsButton({ orderNumber, control }: { orderNumber: string; control: DetailsControl }) {
  const { t } = useSite();
  const open = control.selected === orderNumber;
  return (
    <button type="button" className="account-orders__details-button" aria-expanded={open} aria-controls={open ? control.panelId : undefined}
      onClick={() => control.onSelect(orderNumber)}>
      {t('accountArea.orders.details')}
    </button>
  );
}

/** An order whose goods have left the shop links to /returns/ with it picked (issue 16 item 1); the server checks the 100 days. */
function ReturnLink({ order }: { order: CustomerOrderRow }) {
  const { t, href } = useSite();
  if (!hasShipped(order.status as OrderStatus)) return null;
  return (
    <a className="account-orders__return" href={`${href('returns')}?order=${encodeURIComponent(order.order_number)}`}>
      {t('accountArea.orders.returnProducts')}<span className="visually-hidden"> {order.order_number}</span>
    </a>
  );
}

/** An order whose goods have left the shop links to /reclamation/ with it named, so the complaint form fills from it (issue 16 item 2). */
function ComplaintLink({ order }: { order: CustomerOrderRow }) {
  const { t, href } = useSite();
  if (!hasShipped(order.status as OrderStatus)) return null;
  return (
    <a className="account-orders__complaint" href={`${href('reclamation')}?order=${encodeURIComponent(order.order_number)}`}>
      {t('accountArea.orders.complaint')}<span className="visually-hidden"> {order.order_number}</span>
    </a>
  );
}

/**
 * The account area's order history (issue 15): number (a link to the
 * order's own page), date (DD.MM.YYYY, cat 9), status (cat 3) and total as
 * the order was shown, and a button that shows the order's tracking and
 * actions (issue 16 item 4). A table where there is room; at phone widths
 * (375 px) a list of the same orders, so nothing scrolls sideways (the
 * stylesheet shows one of the two).
 */
export function OrderHistory({ orders, details }: { orders: CustomerOrderRow[]; details?: DetailsControl }) {
  const { t } = useSite();
  const statusLabel = useStatusLabel();
  if (orders.length === 0) return <p>{t('accountArea.orders.none')}</p>;
  return (
    <>
      <table className="order-table account-orders__table">
        <caption className="order-table__caption">{t('accountArea.orders.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orderPages.orderNumber')}</th>
            <th scope="col">{t('orderPages.orderDate')}</th>
            <th scope="col">{t('orderPages.status')}</th>
            <th scope="col" className="order-table__number">{t('orderPages.totalPrice')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.order_number}>
              <th scope="row">
                <a href={order.path}>{order.order_number}</a>
                {details ? <> <DetailsButton orderNumber={order.order_number} control={details} /></> : null}
                {' '}<ReturnLink order={order} /> <ComplaintLink order={order} />
              </th>
              <td>{orderDate(order.created_at)}</td>
              <td>{statusLabel(order.status)}</td>
              <td className="order-table__number">{order.total_text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="account-orders__list" aria-label={t('accountArea.orders.caption')}>
        {orders.map((order) => (
          <li key={order.order_number} className="account-orders__item">
            <a className="account-orders__number" href={order.path}>{order.order_number}</a>
            <dl className="account-orders__details">
              <div><dt>{t('orderPages.orderDate')}</dt><dd>{orderDate(order.created_at)}</dd></div>
              <div><dt>{t('orderPages.status')}</dt><dd>{statusLabel(order.status)}</dd></div>
              <div><dt>{t('orderPages.totalPrice')}</dt><dd>{order.total_text}</dd></div>
            </dl>
            {details ? <DetailsButton orderNumber={order.order_number} control={details} /> : null}
            <ReturnLink order={order} />
            <ComplaintLink order={order} />
          </li>
        ))}
      </ul>
    </>
  );
}

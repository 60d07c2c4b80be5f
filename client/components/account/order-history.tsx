import type { CustomerOrderRow } from '../../../shared/types/account.ts';
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

/**
 * The account area's order history (issue 15): number (a link to the
 * order's own page), date (DD.MM.YYYY, cat 9), status (cat 3) and total as
 * the order was shown. A table where there is room; at phone widths (375 px)
 * a list of the same orders, so nothing scrolls sideways (the stylesheet
 * shows one of the two).
 */
export function OrderHistory({ orders }: { orders: CustomerOrderRow[] }) {
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
              <th scope="row"><a href={order.path}>{order.order_number}</a></th>
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
          </li>
        ))}
      </ul>
    </>
  );
}

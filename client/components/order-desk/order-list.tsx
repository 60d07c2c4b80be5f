import { useRef } from 'react';
import type { StaffOrderListResponse, StaffOrderListRow } from '../../../shared/types/order-desk.ts';
import { ApiError } from '../../hooks/api-fetcher.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useSite } from '../../site-context.tsx';
import { useDeskDate } from '../case-desk/case-labels.ts';
import { DeskPager } from '../desk/desk-pager.tsx';
import { DeskStatusBadge } from '../desk/desk-status-badge.tsx';
import { StaffOnlyNotice } from '../desk/staff-gate.tsx';
import { useDeskMoney, useOrderStatusLabel } from './order-desk-labels.ts';
import { OrderListFiltersForm } from './order-list-filters.tsx';
import { useOrderListQuery } from './use-order-list-query.ts';

function OrderTable({ orders, caption }: { orders: StaffOrderListRow[]; caption: string }) {
  const { t, href } = useSite();
  const statusLabel = useOrderStatusLabel();
  const date = useDeskDate();
  const money = useDeskMoney();
  const link = (row: StaffOrderListRow) => <a href={href('staffOrder', { orderNumber: row.order_number })}>{row.order_number}</a>;
  return (
    <>
      <table className="desk-table">
        <caption className="desk-table__caption">{caption}</caption>
        <thead>
          <tr>
            {(['number', 'date', 'customer', 'status', 'delivery', 'stores', 'total'] as const).map((column) => (
              <th key={column} scope="col" className={column === 'total' ? 'order-desk__amount' : undefined}>{t(`orderDesk.list.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((row) => (
            <tr key={row.order_number}>
              <th scope="row">{link(row)}</th>
              <td>{date(row.created_at, true)}</td>
              <td>{row.customer_name}<br /><span className="desk-muted">{row.email}</span></td>
              <td><DeskStatusBadge status={row.status} label={statusLabel(row.status)} /></td>
              <td>{row.delivery_method || '–'}</td>
              <td>{row.stores || '–'}</td>
              <td className="order-desk__amount">{money.euro(row.total_price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="desk-cards" aria-label={caption}>
        {orders.map((row) => (
          <li key={row.order_number} className="desk-cards__item">
            <span className="desk-cards__title">{link(row)}</span>{' '}
            <DeskStatusBadge status={row.status} label={statusLabel(row.status)} />
            <dl className="desk-cards__details">
              <div><dt>{t('orderDesk.list.date')}</dt><dd>{date(row.created_at, true)}</dd></div>
              <div><dt>{t('orderDesk.list.customer')}</dt><dd>{row.customer_name}, {row.email}</dd></div>
              <div><dt>{t('orderDesk.list.delivery')}</dt><dd>{row.delivery_method || '–'}</dd></div>
              <div><dt>{t('orderDesk.list.stores')}</dt><dd>{row.stores || '–'}</dd></div>
              <div><dt>{t('orderDesk.list.total')}</dt><dd>{money.euro(row.total_price)}</dd></div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The staff order list (issue 16 item 5): newest first, filtered by status,
 * store, delivery method and the days placed, paged; the filters live in the address.
 */
export function OrderList() {
  const { t, config } = useSite();
  const [filters, change] = useOrderListQuery();
  const query = new URLSearchParams({
    status: filters.status, store: filters.store, delivery_method: filters.delivery_method, from: filters.from, to: filters.to,
    page: String(filters.page), lang: config.language,
  });
  const { data, error } = useApi<StaffOrderListResponse>(`/api/staff/orders/?${query}`, { label: 'Staff orders could not be loaded', revalidateOnMount: true, dedupingInterval: 0 });
  // The filters keep their stores and methods while another page of the list loads.
  const options = useRef<StaffOrderListResponse | undefined>(undefined);
  if (data) options.current = data;

  let content;
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) content = <StaffOnlyNotice />;
  else if (error) content = <p className="desk-failed" role="alert">{t('desk.loadFailed')}</p>;
  else if (!data) content = <p role="status">{t('desk.loading')}</p>;
  else if (data.orders.length === 0) content = <p className="desk-empty" role="status">{t('orderDesk.list.empty')}</p>;
  else {
    content = (
      <>
        <p className="desk-muted" role="status">{t('orderDesk.list.count', { count: data.total })}</p>
        <OrderTable orders={data.orders} caption={t('orderDesk.list.caption')} />
        <DeskPager page={data.page} pages={data.pages} onPage={(page) => change({ page })} />
      </>
    );
  }
  return (
    <>
      <OrderListFiltersForm filters={filters} options={options.current} onChange={change} />
      {content}
    </>
  );
}

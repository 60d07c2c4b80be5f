import type { StaffOrderResponse } from '../../../shared/types/order-desk.ts';
import { useSite } from '../../site-context.tsx';
import { useDeskDate } from '../case-desk/case-labels.ts';
import { DeskStatusBadge } from '../desk/desk-status-badge.tsx';
import { useOrderStatusLabel } from './order-desk-labels.ts';

/** What, when and who of an order, for staff (issue 16 item 5). */
export function OrderSummaryFacts({ view }: { view: StaffOrderResponse }) {
  const { t } = useSite();
  const statusLabel = useOrderStatusLabel();
  const date = useDeskDate();
  const { order } = view;
  const name = `${order.recipient.first_name} ${order.recipient.last_name}`.trim();
  return (
    <dl className="desk-facts">
      <div><dt>{t('orderDesk.order.number')}</dt><dd>{order.order_number}</dd></div>
      <div><dt>{t('orderDesk.order.status')}</dt><dd><DeskStatusBadge status={order.status} label={statusLabel(order.status)} /></dd></div>
      <div><dt>{t('orderDesk.order.created')}</dt><dd>{date(order.created, true)}</dd></div>
      <div><dt>{t('orderDesk.order.language')}</dt><dd>{order.language}</dd></div>
      <div><dt>{t('orderDesk.order.name')}</dt><dd>{name || '–'}</dd></div>
      <div><dt>{t('orderDesk.order.email')}</dt><dd><a href={`mailto:${order.email}`}>{order.email}</a></dd></div>
      <div><dt>{t('orderDesk.order.phone')}</dt><dd>{view.phone ? <a href={`tel:${view.phone.replace(/\s+/g, '')}`}>{view.phone}</a> : '–'}</dd></div>
      <div>
        <dt>{t('orderDesk.order.account')}</dt>
        <dd>{view.customer_id === null ? t('orderDesk.order.guest') : t('orderDesk.order.accountId', { id: view.customer_id })}</dd>
      </div>
    </dl>
  );
}

/** Where the order goes and where its goods come from, with the desk's dates. */
export function OrderDeliveryFacts({ view }: { view: StaffOrderResponse }) {
  const { t } = useSite();
  const date = useDeskDate();
  const { order } = view;
  const address = [order.recipient.address, `${order.recipient.postal_code} ${order.recipient.city}`.trim(), order.recipient.country_code.toUpperCase()].filter(Boolean).join(', ');
  return (
    <>
      <dl className="desk-facts">
        <div><dt>{t('orderDesk.order.method')}</dt><dd>{order.delivery_method || '–'}</dd></div>
        {view.pickup_store ? <div><dt>{t('orderDesk.order.pickupStore')}</dt><dd>{view.pickup_store.name}</dd></div> : null}
        {!view.pickup_store && order.delivery_location ? <div><dt>{t('orderDesk.order.pickupPoint')}</dt><dd>{order.delivery_location}</dd></div> : null}
        <div><dt>{t('orderDesk.order.address')}</dt><dd>{address || '–'}</dd></div>
        {order.special_request ? <div><dt>{t('orderDesk.order.specialRequest')}</dt><dd className="order-desk__request">{order.special_request}</dd></div> : null}
        {order.shipped_at ? <div><dt>{t('orderDesk.order.shippedAt')}</dt><dd>{date(order.shipped_at, true)}</dd></div> : null}
        {order.delivered_at ? <div><dt>{t('orderDesk.order.deliveredAt')}</dt><dd>{date(order.delivered_at, true)}</dd></div> : null}
        {view.released_at ? <div><dt>{t('orderDesk.order.releasedAt')}</dt><dd>{date(view.released_at, true)}</dd></div> : null}
      </dl>
      <h3 className="order-desk__subheading">{t('orderDesk.order.storesTitle')}</h3>
      {view.stores.length === 0 ? <p>{t('orderDesk.order.noStores')}</p> : (
        <ul className="order-desk__stores">
          {view.stores.map((store) => <li key={store.id}>{store.name}: {t('orderDesk.order.units', { count: store.quantity })}</li>)}
        </ul>
      )}
    </>
  );
}

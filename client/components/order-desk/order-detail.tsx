import { useState, type ReactNode } from 'react';
import type { StaffOrderActionResponse, StaffOrderResponse } from '../../../shared/types/order-desk.ts';
import { ApiError } from '../../hooks/api-fetcher.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useSite } from '../../site-context.tsx';
import { DeskAuditTrail } from '../desk/desk-audit-trail.tsx';
import { StaffOnlyNotice } from '../desk/staff-gate.tsx';
import { OrderCancelForm, OrderStatusForm, OrderTrackingForm } from './order-action-forms.tsx';
import { useOrderStatusLabel } from './order-desk-labels.ts';
import { OrderDeliveryFacts, OrderSummaryFacts } from './order-facts.tsx';
import { OrderGiftCards } from './order-gift-cards.tsx';
import { OrderPaymentsTable, OrderRowsTable, OrderTrackingList } from './order-tables.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="desk-section" aria-labelledby={`order-${id}`}>
      <h2 className="desk-section__heading" id={`order-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * One order on the staff desk (issue 16 item 5): the order, its customer,
 * delivery, payments and tracking codes, the actions (move, add a tracking
 * code, cancel with or without a refund) and the audit trail. An action
 * answers the order as it is now, which the page shows at once; what was
 * done is said in one live region.
 */
export function OrderDetail({ orderNumber }: { orderNumber: string }) {
  const { t, config, href } = useSite();
  const statusLabel = useOrderStatusLabel();
  const apiBase = `/api/staff/orders/${encodeURIComponent(orderNumber)}/`;
  const { data, error, mutate } = useApi<StaffOrderResponse>(`${apiBase}?lang=${config.language}`, { label: 'Staff order could not be loaded', revalidateOnMount: true, dedupingInterval: 0 });
  const [notice, setNotice] = useState('');

  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return <StaffOnlyNotice />;
  if (error instanceof ApiError && error.status === 404) return <p className="desk-failed" role="alert">{t('orderDesk.order.notFound')}</p>;
  if (error) return <p className="desk-failed" role="alert">{t('desk.loadFailed')}</p>;
  if (!data) return <p role="status">{t('desk.loading')}</p>;

  const done = (answer: StaffOrderActionResponse, text: string) => {
    setNotice(text);
    const { refund: _refund, ...view } = answer;
    void mutate(view, { revalidate: false });
  };

  return (
    <div className="order-desk">
      <p><a href={href('staffOrders')}>{t('orderDesk.order.back')}</a></p>
      <p className="desk-live" role="status">{notice}</p>
      <div className="desk-columns">
        <Section id="customer" title={t('orderDesk.order.customerTitle')}><OrderSummaryFacts view={data} /></Section>
        <Section id="delivery" title={t('orderDesk.order.deliveryTitle')}><OrderDeliveryFacts view={data} /></Section>
      </div>
      <Section id="rows" title={t('orderDesk.order.rowsTitle')}><OrderRowsTable view={data} /></Section>
      <Section id="payments" title={t('orderDesk.order.paymentsTitle')}><OrderPaymentsTable view={data} /></Section>
      {data.gift_cards.length > 0 ? <Section id="gift-cards" title={t('orderDesk.giftCards.title')}><OrderGiftCards view={data} /></Section> : null}
      <Section id="tracking" title={t('orderDesk.order.trackingTitle')}><OrderTrackingList view={data} /></Section>
      <div className="desk-columns">
        <Section id="status" title={t('orderDesk.actions.statusTitle')}>
          <OrderStatusForm key={data.order.status} apiBase={apiBase} statuses={data.next_statuses} onDone={done} />
        </Section>
        <Section id="add-tracking" title={t('orderDesk.actions.trackingTitle')}>
          {data.can_track ? <OrderTrackingForm apiBase={apiBase} onDone={done} /> : <p>{t('orderDesk.actions.notTrackable')}</p>}
        </Section>
        <Section id="cancel" title={t('orderDesk.actions.cancelTitle')}>
          {data.can_cancel ? <OrderCancelForm apiBase={apiBase} onDone={done} /> : <p>{t('orderDesk.actions.notCancellable')}</p>}
        </Section>
      </div>
      <DeskAuditTrail events={data.events} statusLabel={statusLabel} headingId="order-audit" />
    </div>
  );
}

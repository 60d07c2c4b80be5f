import { useEffect, useRef, useState } from 'react';
import type { CustomerOrderRow } from '../../../shared/types/account.ts';
import { useCustomerOrder } from '../../hooks/use-customer-account.ts';
import { useSite } from '../../site-context.tsx';
import { OrderSummaryView } from '../order/order-summary-view.tsx';
import { AccountAlert } from './account-alert.tsx';
import { OrderHistory } from './order-history.tsx';

const PANEL_ID = 'account-order-details';

/**
 * The account's orders (issue 15) with one order's details opened below the
 * list (issue 16 item 4): status, tracking codes and dates, the history the
 * customer sees, and cancel or pack together while it has not shipped. The
 * session proves the order the customer's; an action refreshes the list too.
 */
export function AccountOrders({ orders, customerId, onChanged }: { orders: CustomerOrderRow[]; customerId: number; onChanged: () => void }) {
  const { t, config } = useSite();
  const [selected, setSelected] = useState<string | null>(null);
  const order = useCustomerOrder(customerId, selected, config.language);
  const panel = useRef<HTMLDivElement>(null);
  const opened = useRef(false);

  // The opened details take the focus once they are there, so that they are read next.
  useEffect(() => {
    if (opened.current && selected && order.data) {
      opened.current = false;
      panel.current?.focus();
    }
  }, [selected, order.data]);

  const select = (orderNumber: string) => {
    opened.current = selected !== orderNumber;
    setSelected(selected === orderNumber ? null : orderNumber);
  };

  return (
    <>
      <OrderHistory orders={orders} details={{ selected, panelId: PANEL_ID, onSelect: select }} />
      {selected ? (
        <div id={PANEL_ID} ref={panel} tabIndex={-1} className="account-orders__panel">
          {order.data ? (
            <OrderSummaryView order={order.data} headingLevel={3} proof={{}} onChanged={(changed) => {
              void order.mutate(changed, { revalidate: false });
              onChanged();
            }} />
          ) : order.error ? <AccountAlert text={t('accountArea.orders.detailsFailed')} />
            : <p role="status">{t('accountArea.orders.detailsLoading')}</p>}
        </div>
      ) : null}
    </>
  );
}

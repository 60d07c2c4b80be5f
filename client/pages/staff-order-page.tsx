import type { StaffOrderPageProps } from '../../shared/types/order-desk.ts';
import { OrderDetail } from '../components/order-desk/order-detail.tsx';
import { StaffGate } from '../components/desk/staff-gate.tsx';
import { useSite } from '../site-context.tsx';

/** /staff/orders/{orderNumber}/ (issue 16 item 5): one order on the staff desk; its data loads in the browser. */
export default function StaffOrderPage({ orderNumber }: StaffOrderPageProps) {
  const { t } = useSite();
  return (
    <StaffGate title={t('orderDesk.orderPage.title', { number: orderNumber })}>
      <OrderDetail orderNumber={orderNumber} />
    </StaffGate>
  );
}

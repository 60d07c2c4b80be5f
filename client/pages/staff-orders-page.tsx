import { OrderList } from '../components/order-desk/order-list.tsx';
import { StaffGate } from '../components/desk/staff-gate.tsx';
import { useSite } from '../site-context.tsx';

/** /staff/orders/ (issue 16 item 5): the order desk's list, for staff and admins; its data loads in the browser. */
export default function StaffOrdersPage() {
  const { t } = useSite();
  return <StaffGate title={t('orderDesk.listPage.title')}><OrderList /></StaffGate>;
}

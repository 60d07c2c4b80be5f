import { ORDER_STATUSES } from '../../../shared/order/order-desk-schema.ts';
import type { StaffOrderListResponse } from '../../../shared/types/order-desk.ts';
import { useSite } from '../../site-context.tsx';
import { DeskFilter } from '../desk/desk-filter.tsx';
import { useOrderStatusLabel } from './order-desk-labels.ts';
import type { OrderListFilters } from './use-order-list-query.ts';

/** A day of the list's date range: a labelled date input ('' for no bound). */
function DayFilter({ name, label, value, onChange }: { name: 'from' | 'to'; label: string; value: string; onChange: (value: string) => void }) {
  const id = `desk-filter-${name}`;
  return (
    <div className="desk-filter">
      <label className="desk-filter__label" htmlFor={id}>{label}</label>
      <input id={id} name={name} type="date" className="desk-filter__select" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

interface OrderListFiltersProps {
  filters: OrderListFilters;
  options: Pick<StaffOrderListResponse, 'stores' | 'delivery_methods'> | undefined;
  onChange: (change: Partial<OrderListFilters>) => void;
}

/** The order list's filters (issue 16 item 5): status, store, delivery method and the days placed. */
export function OrderListFiltersForm({ filters, options, onChange }: OrderListFiltersProps) {
  const { t } = useSite();
  const statusLabel = useOrderStatusLabel();
  return (
    <div className="desk-filters order-desk__filters" role="group" aria-label={t('orderDesk.list.filters')}>
      <DeskFilter name="status" label={t('orderDesk.list.filterStatus')} value={filters.status}
        options={ORDER_STATUSES.map((status) => ({ value: status, text: statusLabel(status) }))} onChange={(status) => onChange({ status })} />
      <DeskFilter name="store" label={t('orderDesk.list.filterStore')} value={filters.store}
        options={(options?.stores ?? []).map((store) => ({ value: String(store.id), text: store.name }))} onChange={(store) => onChange({ store })} />
      <DeskFilter name="delivery_method" label={t('orderDesk.list.filterDelivery')} value={filters.delivery_method}
        options={(options?.delivery_methods ?? []).map((method) => ({ value: String(method.id), text: method.name }))}
        onChange={(method) => onChange({ delivery_method: method })} />
      <DayFilter name="from" label={t('orderDesk.list.filterFrom')} value={filters.from} onChange={(from) => onChange({ from })} />
      <DayFilter name="to" label={t('orderDesk.list.filterTo')} value={filters.to} onChange={(to) => onChange({ to })} />
    </div>
  );
}

import { useState } from 'react';
import { ORDER_STATUSES } from '../../../shared/order/order-desk-schema.ts';
import { useNavigation } from '../../navigation/navigation-context.tsx';

export interface OrderListFilters { status: string; store: string; delivery_method: string; from: string; to: string; page: number }

const ID = /^[1-9]\d{0,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_FILTERS = ['status', 'store', 'delivery_method', 'from', 'to'] as const;

/** The filters a list's address names; anything it does not know shows everything. */
export function orderFiltersOf(search: string): OrderListFilters {
  const query = new URLSearchParams(search);
  const read = (name: string, ok: (value: string) => boolean) => {
    const value = query.get(name) ?? '';
    return ok(value) ? value : '';
  };
  const page = query.get('page') ?? '';
  return {
    status: read('status', (value) => (ORDER_STATUSES as readonly string[]).includes(value)),
    store: read('store', (value) => ID.test(value)),
    delivery_method: read('delivery_method', (value) => ID.test(value)),
    from: read('from', (value) => DAY.test(value)),
    to: read('to', (value) => DAY.test(value)),
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
  };
}

/** The filters as a query ('' when none): only what differs from "everything, page 1". */
export function orderFilterQuery(filters: OrderListFilters): string {
  const query = new URLSearchParams();
  for (const name of TEXT_FILTERS) if (filters[name]) query.set(name, filters[name]);
  if (filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The order list's filters and page, kept in the address (a filtered list
 * can be bookmarked). Used only below the staff gate, which renders in the
 * browser alone. A new filter starts at page 1.
 */
export function useOrderListQuery(): [OrderListFilters, (change: Partial<OrderListFilters>) => void] {
  const { replaceUrl } = useNavigation();
  const [filters, setFilters] = useState(() => orderFiltersOf(location.search));
  const change = (next: Partial<OrderListFilters>) => {
    const value = { ...filters, page: 1, ...next };
    setFilters(value);
    replaceUrl(location.pathname + orderFilterQuery(value));
  };
  return [filters, change];
}

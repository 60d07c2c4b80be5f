import type { Language } from '../../../shared/languages.ts';
import type { ResourcesResponse, StoreResource } from '../../../shared/types/catalogue.ts';
import { ApiError } from '../../hooks/api-fetcher.ts';
import { useApi } from '../../hooks/use-api.ts';

export interface EnterpriseOrderChoice { id: number; name: string; organisation: string }

type StaffData =
  | { status: 'loading' }
  | { status: 'forbidden' | 'failed' }
  | { status: 'ready'; orders: EnterpriseOrderChoice[]; stores: StoreResource[] };

/**
 * What the staff tools choose from: the open enterprise orders (a staff
 * call: the session cookie goes with it, and a session that is not staff
 * any more gets 403, decision 021) and the shop's stores and warehouses.
 */
export function useStaffData(language: Language): StaffData {
  const orders = useApi<{ enterprise_orders: EnterpriseOrderChoice[] }>('/api/customer/enterprise/orders/');
  const resources = useApi<ResourcesResponse>(`/api/resources/?lang=${language}`, { immutable: true });
  const forbidden = orders.error instanceof ApiError && orders.error.status === 403;
  if (forbidden) return { status: 'forbidden' };
  if (orders.error || resources.error) return { status: 'failed' };
  if (!orders.data || !resources.data) return { status: 'loading' };
  return { status: 'ready', orders: orders.data.enterprise_orders, stores: resources.data.stores };
}

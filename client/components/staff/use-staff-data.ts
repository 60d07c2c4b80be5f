import { useEffect } from 'react';
import type { Language } from '../../../shared/languages.ts';
import type { ResourcesResponse, StoreResource } from '../../../shared/types/catalogue.ts';
import { ApiError } from '../../hooks/api-fetcher.ts';
import { useApi } from '../../hooks/use-api.ts';
import { forgetStaffToken, withStaffToken } from '../../state/staff-access.ts';

export interface EnterpriseOrderChoice { id: number; name: string; organisation: string }

type StaffData =
  | { status: 'loading' }
  | { status: 'forbidden' | 'failed' }
  | { status: 'ready'; orders: EnterpriseOrderChoice[]; stores: StoreResource[] };

/**
 * What the staff tools choose from: the open enterprise orders (a staff
 * call, which also proves the secret) and the shop's stores and warehouses.
 * A refused secret is forgotten, so the tools go away.
 */
export function useStaffData(token: string, language: Language): StaffData {
  const orders = useApi<{ enterprise_orders: EnterpriseOrderChoice[] }>(withStaffToken('/api/customer/enterprise/orders/', token));
  const resources = useApi<ResourcesResponse>(`/api/resources/?lang=${language}`, { immutable: true });
  const forbidden = orders.error instanceof ApiError && orders.error.status === 403;
  useEffect(() => { if (forbidden) forgetStaffToken(); }, [forbidden]);
  if (forbidden) return { status: 'forbidden' };
  if (orders.error || resources.error) return { status: 'failed' };
  if (!orders.data || !resources.data) return { status: 'loading' };
  return { status: 'ready', orders: orders.data.enterprise_orders, stores: resources.data.stores };
}

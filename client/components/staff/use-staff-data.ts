import { useEffect, useState } from 'react';
import type { Language } from '../../../shared/languages.ts';
import type { ResourcesResponse, StoreResource } from '../../../shared/types/catalogue.ts';
import { forgetStaffToken, withStaffToken } from '../../state/staff-access.ts';

export interface EnterpriseOrderChoice { id: number; name: string; organisation: string }

export type StaffData =
  | { status: 'loading' }
  | { status: 'forbidden' | 'failed' }
  | { status: 'ready'; orders: EnterpriseOrderChoice[]; stores: StoreResource[] };

/**
 * What the staff tools choose from: the open enterprise orders (a staff
 * call, which also proves the secret) and the shop's stores and warehouses.
 * A refused secret is forgotten, so the tools go away.
 */
export function useStaffData(token: string, language: Language): StaffData {
  const [data, setData] = useState<StaffData>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const load = async (): Promise<StaffData> => {
      const [orders, resources] = await Promise.all([
        fetch(withStaffToken('/api/customer/enterprise/orders/', token), { headers: { accept: 'application/json' } }),
        fetch(`/api/resources/?lang=${language}`, { headers: { accept: 'application/json' } }),
      ]);
      if (orders.status === 403) {
        forgetStaffToken();
        return { status: 'forbidden' };
      }
      if (!orders.ok || !resources.ok) return { status: 'failed' };
      const { enterprise_orders } = (await orders.json()) as { enterprise_orders: EnterpriseOrderChoice[] };
      const { stores } = (await resources.json()) as ResourcesResponse;
      return { status: 'ready', orders: enterprise_orders, stores };
    };
    load().catch((): StaffData => ({ status: 'failed' })).then((loaded) => { if (live) setData(loaded); });
    return () => { live = false; };
  }, [token, language]);
  return data;
}

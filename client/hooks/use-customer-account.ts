import type { CustomerOrdersResponse, CustomerProfile } from '../../shared/types/account.ts';
import type { OrderSummary } from '../../shared/types/order.ts';
import { fetchJson } from './api-fetcher.ts';
import { useApi } from './use-api.ts';

const PROFILE_API = '/api/customer/profile/';
const ORDERS_API = '/api/customer/orders/';

/**
 * The account area's reads (issue 15), once the customer is known. The
 * cache key names the customer: after a logout and another login in the same
 * tab, nothing of the first customer is ever shown to the second.
 */
function useCustomerRead<T>(customerId: number | null, api: string, language: string, label: string) {
  const url = `${api}?lang=${encodeURIComponent(language)}`;
  return useApi<T>(customerId === null ? null : `customer-${customerId}:${url}`, { label, fetcher: () => fetchJson<T>(url) });
}

export function useCustomerProfile(customerId: number | null, language: string) {
  return useCustomerRead<CustomerProfile>(customerId, PROFILE_API, language, 'The account profile could not be loaded');
}

export function useCustomerOrders(customerId: number | null, language: string) {
  return useCustomerRead<CustomerOrdersResponse>(customerId, ORDERS_API, language, 'The order history could not be loaded');
}

/** One of the customer's orders in full (issue 16 item 4: tracking, history, cancel and pack together); null reads nothing. */
export function useCustomerOrder(customerId: number | null, orderNumber: string | null, language: string) {
  const api = `${ORDERS_API}${encodeURIComponent(orderNumber ?? '')}/`;
  return useCustomerRead<OrderSummary>(orderNumber === null ? null : customerId, api, language, 'The order could not be loaded');
}

/**
 * Loading the customer of the session (core 4): GET /api/customer/. A 401
 * (or any failure) logs out, except a 5xx while developing on localhost,
 * where a worker restart must not throw the developer out (core 4, core 8),
 * and a fetch that got no answer at all: leaving the page aborts the fetch,
 * and a click on a link before it answered must not end the session. That
 * page counts the visitor as logged out; the next page asks again.
 */
import { authUserOf } from '../../shared/account/auth-user.ts';
import type { CustomerResponse } from '../../shared/types/account.ts';
import { ApiError, fetchJson } from '../hooks/api-fetcher.ts';
import { authStore } from './auth-store.ts';

const CUSTOMER_API = '/api/customer/';
const isDevelopment = () => ['localhost', '127.0.0.1'].includes(location.hostname);

export async function loadCustomer(): Promise<void> {
  try {
    const user = authUserOf(await fetchJson<CustomerResponse>(CUSTOMER_API));
    authStore.setUser(user);
    // The cart follows the customer (core 4): the saving loads only now that someone is logged in.
    void import('./cart-sync.ts').then((sync) => sync.startCartSync(user.cartContent), (error) => console.error('Cart saving could not start', error));
  } catch (error) {
    if (!(error instanceof ApiError)) {
      console.error('User fetch got no answer; the session is kept for the next page', error);
      return authStore.settle();
    }
    if (error.status >= 500 && isDevelopment()) {
      console.error('User fetch failed; kept logged in while developing', error);
      return authStore.settle();
    }
    authStore.clear();
  }
}

/**
 * The checkout's view of auth (core 4, core 6, core 7): validation waits
 * while the customer is still loading, and the request carries the
 * customer's id when someone is logged in. The server reads the customer
 * from the session and ignores the id (issue 15 "Role escalation").
 */
import type { RequestContext } from '../../shared/checkout/checkout-state.ts';
import { authStore } from './auth-store.ts';

export const isAuthLoading = (): boolean => authStore.getState().loading;

export function withCustomerId(context: RequestContext): RequestContext {
  return { ...context, customerId: authStore.getState().user?.id ?? null };
}

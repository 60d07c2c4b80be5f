/**
 * Changing the account (PATCH /api/customer/, issue 15): the profile, and
 * joining or leaving the loyalty club. The answer is the customer as the
 * server now has it, so the auth store takes it at once: a new member's
 * prices switch to club prices without a reload (issue 15 item 6).
 */
import { authUserOf } from '../../shared/account/auth-user.ts';
import type { CustomerPatch } from '../../shared/account/account-schema.ts';
import type { CustomerResponse } from '../../shared/types/account.ts';
import { readAccountAnswer, type AccountAnswer } from '../components/account/account-call.ts';
import { authStore } from './auth-store.ts';

const CUSTOMER_API = '/api/customer/';

/** `patch`: fields of customerPatchSchema (the server checks them); `language`: the page's, so the server's messages come in it. */
export async function updateCustomer(patch: Partial<Record<keyof CustomerPatch, string | boolean>>, language: string, send: typeof fetch = (input, init) => fetch(input, init)): Promise<AccountAnswer<CustomerResponse>> {
  let answer: AccountAnswer<CustomerResponse>;
  try {
    const response = await send(`${CUSTOMER_API}?lang=${encodeURIComponent(language)}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(patch),
    });
    answer = readAccountAnswer<CustomerResponse>(response.status, await response.json().catch(() => null));
  } catch (error) {
    console.error('The account could not be changed', error);
    return { kind: 'unexpected' };
  }
  if (answer.kind === 'ok') authStore.setUser(authUserOf(answer.body));
  // The session ended elsewhere (logout on another device, a password change): core 4 clears the user.
  else if (answer.kind === 'refused' && answer.status === 401) authStore.clear();
  return answer;
}

/**
 * Logging out (core 4, issue 15): POST /api/auth/logout/ ends every session
 * of the account and clears both cookies; then the client forgets the user.
 * The cart stays (clearing the checkout is a separate action of core 4); a
 * cart change still waiting to be saved to the account is saved first.
 */
import { postAccount } from '../components/account/account-call.ts';
import { authStore } from './auth-store.ts';

const LOGOUT_API = '/api/auth/logout/';

/** True when logged out; false when the server could not be reached or refused (the user stays logged in). */
export async function logout(language: string): Promise<boolean> {
  if (authStore.getState().user) await import('./cart-sync.ts').then((sync) => sync.flushCartSync()).catch(() => undefined);
  const answer = await postAccount<unknown>(LOGOUT_API, {}, language);
  if (answer.kind !== 'ok') return false;
  authStore.clear();
  return true;
}

/**
 * The browser's auth state (core 4 "Auth", issue 15): loading until the
 * customer is known. This module is small and eager (the header and prices
 * read it); fetching the customer lives in auth-session.ts, loaded only when
 * the `so_logged_in` cookie says a session may exist, so a guest's pages
 * carry none of it.
 */
import { INITIAL_AUTH, LOGGED_OUT, type AuthState, type AuthUser } from '../../shared/account/auth-user.ts';
import { LOGGED_IN_COOKIE, mayHaveSession } from '../../shared/account/session-cookie.ts';

let state: AuthState = INITIAL_AUTH;
const listeners = new Set<() => void>();

function set(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const authStore = {
  getState: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The customer is known (login, start, or a change the server confirmed). */
  setUser(user: AuthUser): void {
    set({ loading: false, user });
  },
  /** A change to the known customer (a wishlist or vote answer); nothing when logged out. */
  updateUser(change: (user: AuthUser) => AuthUser): void {
    if (state.user) set({ loading: false, user: change(state.user) });
  },
  /** Known to be nobody for now, keeping the cookies (a 5xx while developing, core 4). */
  settle(): void {
    set(LOGGED_OUT);
  },
  /** core 4: logout or a failed user fetch clears the user; the script-readable hint cookie goes too. */
  clear(): void {
    if (typeof document !== 'undefined') document.cookie = `${LOGGED_IN_COOKIE}=; Max-Age=0; path=/`;
    set(LOGGED_OUT);
  },
};

/** The server render and hydration see the initial state: loading, nobody. */
export const serverAuthSnapshot = (): AuthState => INITIAL_AUTH;

let started = false;
/**
 * core 4: on start the user is fetched if the auth cookie exists, else a
 * logout is done. Called once by boot; the fetch module loads only when needed.
 */
export function startAuth(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  if (!mayHaveSession(document.cookie)) return authStore.clear();
  void import('./auth-session.ts').then((session) => session.loadCustomer()).catch((error) => {
    console.error('The customer could not be loaded', error);
    authStore.clear();
  });
}

const AUTH_WAIT_MS = 5000;
const AUTH_POLL_MS = 100;

/** core 7/8/9: the checkout waits for auth loading, polling every 100 ms, at most 5 s ('auth took too long'). */
export async function waitForAuth(): Promise<AuthState> {
  for (let waited = 0; state.loading; waited += AUTH_POLL_MS) {
    if (waited >= AUTH_WAIT_MS) {
      console.warn('auth took too long');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, AUTH_POLL_MS));
  }
  return state;
}

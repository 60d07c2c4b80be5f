import { useSyncExternalStore } from 'react';
import type { AuthState } from '../../shared/account/auth-user.ts';
import { authStore, serverAuthSnapshot } from '../state/auth-store.ts';

/** The auth state of core 4; the server and the first client render see "loading, nobody". */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, serverAuthSnapshot);
}

import { createContext, useContext } from 'react';

export type NavigationStatus = 'idle' | 'loading' | 'error';

export interface Navigation {
  status: NavigationStatus;
  /** Client navigation to an in-shop href; on the server, a no-op. */
  navigate: (href: string) => void;
  /**
   * Replaces the current entry's URL (a grid's filters) and merges `state`
   * into its history state, without loading a page; on the server, a no-op.
   */
  replaceUrl: (href: string, state?: Record<string, unknown>) => void;
}

/** The server renders with this idle value; the client provides the live router. */
export const NavigationContext = createContext<Navigation>({ status: 'idle', navigate: () => {}, replaceUrl: () => {} });

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}

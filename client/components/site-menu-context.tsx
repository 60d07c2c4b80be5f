import { createContext, useContext } from 'react';
import type { SiteMenu } from '../../shared/types/menu.ts';

/**
 * The fixed navigation tree of core 2 from the page payload's frame, for the
 * pages that show it in their content (the /menu/ page). The layouts provide it.
 */
export const SiteMenuContext = createContext<SiteMenu>({ sections: [] });

export function useSiteMenu(): SiteMenu {
  return useContext(SiteMenuContext);
}

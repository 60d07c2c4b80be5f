import type { ClubViewer } from '../../shared/grid/price-display.ts';
import { useAuth } from './use-auth.ts';

/**
 * The price viewer of cat 6 from the auth state (issue 15 item 6). The server
 * render and hydration know nobody, so they show the guest's view; it switches
 * once the customer is known.
 */
export function useClubViewer(): ClubViewer {
  const { user } = useAuth();
  return !user ? 'guest' : user.isClubMember ? 'member' : 'customer';
}

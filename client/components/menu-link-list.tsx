import type { MenuLink } from '../../shared/types/menu.ts';
import { useAuth } from '../hooks/use-auth.ts';

/**
 * A menu section's links as a list; the link of the page on screen is marked
 * current. A link with a logged-in form shows it once a customer is known.
 */
export function MenuLinkList({ links, currentPath, className }: { links: MenuLink[]; currentPath?: string | null; className?: string }) {
  const { user } = useAuth();
  return (
    <ul className={className}>
      {links.map((link) => {
        const shown = (user && link.loggedIn) || link;
        return (
          <li key={`${link.href} ${link.label}`}>
            <a href={shown.href} aria-current={shown.href === currentPath ? 'page' : undefined}>{shown.label}</a>
          </li>
        );
      })}
    </ul>
  );
}

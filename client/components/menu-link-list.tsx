import type { MenuLink } from '../../shared/types/menu.ts';

/** A menu section's links as a list; the link of the page on screen is marked current. */
export function MenuLinkList({ links, currentPath, className }: { links: MenuLink[]; currentPath?: string | null; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.href} ${link.label}`}>
          <a href={link.href} aria-current={link.href === currentPath ? 'page' : undefined}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

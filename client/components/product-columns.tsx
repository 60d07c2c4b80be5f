import type { MenuSection } from '../../shared/types/menu.ts';
import type { ProductGroupNode } from '../../shared/types/catalogue.ts';
import { useSite } from '../site-context.tsx';
import { groupHref, menuChildren, promoHref } from './menu-groups.ts';
import { MenuLinkList } from './menu-link-list.tsx';

/** The Products panel's columns (core 2): each top-level group with its showInMenu children and promo links, then Brands. */
export function ProductColumns({ section, currentPath, groups }: { section: MenuSection; currentPath: string | null; groups: ProductGroupNode[] }) {
  const { config } = useSite();
  const extraLinks = section.links.filter((link) => link.groupId === undefined);
  const current = (href: string) => (href === currentPath ? 'page' : undefined);
  return (
    <>
      <ul className="products-panel__columns">
        {groups.filter((group) => group.showInMenu).map((group) => (
          <li key={group.id} className="products-panel__column">
            <a className="products-panel__group" href={groupHref(group.path, config)} aria-current={current(groupHref(group.path, config))}>{group.name}</a>
            {menuChildren(group).length > 0 ? (
              <ul className="products-panel__children">
                {menuChildren(group).map((child) => (
                  <li key={child.id}><a href={groupHref(child.path, config)} aria-current={current(groupHref(child.path, config))}>{child.name}</a></li>
                ))}
              </ul>
            ) : null}
            {group.links.length > 0 ? (
              <ul className="products-panel__promos">
                {group.links.map((link) => <li key={link.slug}><a href={promoHref(link.slug, config)}>{link.title}</a></li>)}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <MenuLinkList links={extraLinks} currentPath={currentPath} className="products-panel__extra" />
    </>
  );
}

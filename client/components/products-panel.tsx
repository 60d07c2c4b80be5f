import type { MenuSection } from '../../shared/types/menu.ts';
import { useProductGroups } from '../hooks/use-product-groups.ts';
import { useSite } from '../site-context.tsx';
import { groupHref, menuChildren, promoHref } from './menu-groups.ts';
import { MenuLinkList } from './menu-link-list.tsx';

/**
 * The Products panel (core 2): each top-level group as a column with its
 * showInMenu children and promo links, then Brands. Until the product-group
 * store is DONE (and always in the server render) it lists the top-level links
 * of the page payload, which work without JavaScript.
 */
export function ProductsPanel({ section, currentPath }: { section: MenuSection; currentPath: string | null }) {
  const { t, config } = useSite();
  const { status, groups: data, load } = useProductGroups(config.language);
  const extraLinks = section.links.filter((link) => link.groupId === undefined);
  const current = (href: string) => (href === currentPath ? 'page' : undefined);

  if (status === 'DONE' && data) {
    return (
      <>
        <ul className="products-panel__columns">
          {data.filter((group) => group.showInMenu).map((group) => (
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

  return (
    <>
      <MenuLinkList links={section.links} currentPath={currentPath} className="main-nav__links" />
      <p className="products-panel__status" role="status">
        {status === 'PENDING' ? t('menu.loading') : status === 'FAILED' ? t('menu.loadFailed') : null}
      </p>
      {status === 'FAILED' ? (
        <button type="button" className="products-panel__retry" onClick={load}>{t('menu.retry')}</button>
      ) : null}
    </>
  );
}

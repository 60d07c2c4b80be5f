import { lazy, Suspense, useEffect } from 'react';
import type { MenuSection } from '../../shared/types/menu.ts';
import { useProductGroups, type ResourceStatus } from '../hooks/use-product-groups.ts';
import { useSite } from '../site-context.tsx';
import { MenuLinkList } from './menu-link-list.tsx';

// The columns render only once the groups have answered (asked on the first sign of interest): their code loads
// beside the groups, not with every page (issue 5 JS budget).
const loadColumns = () => import('./product-columns.tsx');
const ProductColumns = lazy(() => loadColumns().then((module) => ({ default: module.ProductColumns })));

/**
 * The Products panel (core 2): the group columns when the product-group store
 * is DONE. Until then (and always in the server render) it lists the
 * top-level links of the page payload, which work without JavaScript.
 */
export function ProductsPanel({ section, currentPath }: { section: MenuSection; currentPath: string | null }) {
  const { t, config } = useSite();
  const { status, groups, load } = useProductGroups(config.language);
  useEffect(() => { if (status === 'PENDING') void loadColumns(); }, [status]);

  const topLevel = (shown: ResourceStatus) => (
    <>
      <MenuLinkList links={section.links} currentPath={currentPath} className="main-nav__links" />
      <p className="products-panel__status" role="status">
        {shown === 'PENDING' ? t('menu.loading') : shown === 'FAILED' ? t('menu.loadFailed') : null}
      </p>
      {shown === 'FAILED' ? (
        <button type="button" className="products-panel__retry" onClick={load}>{t('menu.retry')}</button>
      ) : null}
    </>
  );
  if (status === 'DONE' && groups) {
    return <Suspense fallback={topLevel('PENDING')}><ProductColumns section={section} currentPath={currentPath} groups={groups} /></Suspense>;
  }
  return topLevel(status);
}

import { lazy, Suspense } from 'react';
import type { MenuSection } from '../../shared/types/menu.ts';
import type { ResourceStatus } from '../hooks/use-product-groups.ts';
import { useSite } from '../site-context.tsx';
import { MenuLinkList } from './menu-link-list.tsx';

// The product-group store (SWR) and the columns load on the first sign of interest, not with every page:
// the header is on every page, and the error and static pages fetch nothing else (issue 19 item 4).
const ProductGroupsPanel = lazy(() => import('./product-groups-panel.tsx').then((module) => ({ default: module.ProductGroupsPanel })));

interface PanelProps { section: MenuSection; currentPath: string | null }

/**
 * The panel until the groups have answered (and always in the server render):
 * the top-level links of the page payload, which work without JavaScript, and
 * the store's state (core 4).
 */
export function TopLevelProducts({ section, currentPath, status, onRetry }: PanelProps & { status: ResourceStatus; onRetry?: () => void }) {
  const { t } = useSite();
  return (
    <>
      <MenuLinkList links={section.links} currentPath={currentPath} className="main-nav__links" />
      <p className="products-panel__status" role="status">
        {status === 'PENDING' ? t('menu.loading') : status === 'FAILED' ? t('menu.loadFailed') : null}
      </p>
      {status === 'FAILED' ? (
        <button type="button" className="products-panel__retry" onClick={onRetry}>{t('menu.retry')}</button>
      ) : null}
    </>
  );
}

/**
 * The Products panel (core 2): the group columns once the product-group store
 * is DONE. `wanted` is the first sign of interest (a hover or focus on the
 * Products button, or opening it), which asks for the groups.
 */
export function ProductsPanel({ section, currentPath, wanted }: PanelProps & { wanted: boolean }) {
  if (!wanted) return <TopLevelProducts section={section} currentPath={currentPath} status="UNSET" />;
  return (
    <Suspense fallback={<TopLevelProducts section={section} currentPath={currentPath} status="PENDING" />}>
      <ProductGroupsPanel section={section} currentPath={currentPath} />
    </Suspense>
  );
}

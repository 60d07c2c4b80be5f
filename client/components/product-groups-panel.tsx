import { lazy, Suspense, useEffect } from 'react';
import type { MenuSection } from '../../shared/types/menu.ts';
import { useProductGroups } from '../hooks/use-product-groups.ts';
import { useSite } from '../site-context.tsx';
import { TopLevelProducts } from './products-panel.tsx';

// The columns render only once the groups have answered: their code loads beside the groups.
const loadColumns = () => import('./product-columns.tsx');
const ProductColumns = lazy(() => loadColumns().then((module) => ({ default: module.ProductColumns })));

/**
 * The Products panel once interest was shown (products-panel.tsx): asks for
 * the product-group tree once (core 4 "Already fetched"; a failure waits for
 * the retry button) and shows its columns when it is DONE.
 */
export function ProductGroupsPanel({ section, currentPath }: { section: MenuSection; currentPath: string | null }) {
  const { config } = useSite();
  const { status, groups, load } = useProductGroups(config.language);
  // Once per state: `load` is a new function each render, and asks nothing while pending or done.
  useEffect(() => { if (status === 'UNSET') load(); }, [status]);
  useEffect(() => { if (status === 'PENDING') void loadColumns(); }, [status]);

  if (status === 'DONE' && groups) {
    return (
      <Suspense fallback={<TopLevelProducts section={section} currentPath={currentPath} status="PENDING" />}>
        <ProductColumns section={section} currentPath={currentPath} groups={groups} />
      </Suspense>
    );
  }
  return <TopLevelProducts section={section} currentPath={currentPath} status={status} onRetry={load} />;
}

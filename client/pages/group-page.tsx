import { useCallback } from 'react';
import { DESCRIPTION_TRIM } from '../../shared/grid/card-text.ts';
import type { GroupPageProps } from '../../shared/types/grid-page.ts';
import type { ProductListItem } from '../../shared/types/product-list.ts';
import { trackCategoryView } from '../commerce-analytics.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { ProductGrid } from '../components/grid/product-grid.tsx';
import { RecommendedRow } from '../components/grid/recommended-row.tsx';
import { TrimmedDescription } from '../components/grid/trimmed-description.tsx';
import { RichText } from '../components/rich-text.tsx';
import { useRecommendations } from '../hooks/use-recommendations.ts';
import { useSite } from '../site-context.tsx';

/** The product group page (cat 2): breadcrumbs, name, description, subgroups, the grid and the recommended row. */
export default function GroupPage({ group, subgroups, breadcrumbs, grid }: GroupPageProps) {
  const { t, localHref } = useSite();
  const recommended = useRecommendations(group.id);
  const onFirstProducts = useCallback((items: ProductListItem[]) => trackCategoryView(group.name, items), [group.name]);
  return (
    <div className="listing">
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1 className="page-heading">{group.name}</h1>
      {group.description ? <TrimmedDescription key={group.id} text={group.description} mobile={DESCRIPTION_TRIM.mobile} desktop={DESCRIPTION_TRIM.desktop} /> : null}
      {subgroups.length > 0 ? (
        <nav className="subgroup-links" aria-label={t('grid.subgroups')}>
          <ul>
            {subgroups.map((subgroup) => <li key={subgroup.path}><a href={localHref(subgroup.path)}>{subgroup.name}</a></li>)}
          </ul>
        </nav>
      ) : null}
      <ProductGrid key={grid.setup.basePath} grid={grid} onFirstProducts={onFirstProducts} />
      <RecommendedRow title={t('grid.recommended')} items={recommended} />
      {group.descriptionHtml ? <RichText className="group-story" html={group.descriptionHtml} /> : null}
    </div>
  );
}

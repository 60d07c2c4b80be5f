import type { ExperiencesPageProps } from '../../shared/types/area-pages.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { ProductGrid } from '../components/grid/product-grid.tsx';
import { useSite } from '../site-context.tsx';

/** /experiences/products/: courses and guided trips, the experience brands' products in the product grid. */
export default function ExperiencesPage({ breadcrumbs, grid, brands }: ExperiencesPageProps) {
  const { t, localHref } = useSite();
  return (
    <div className="listing experiences">
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1 className="page-heading">{t('experiences.title')}</h1>
      <p className="listing__intro">{t('experiences.intro')}</p>
      <p className="listing__intro">{t('experiences.howToBook')}</p>
      {brands.length > 0 ? (
        <nav className="subgroup-links" aria-label={t('experiences.brands')}>
          <ul>{brands.map((brand) => <li key={brand.slug}><a href={localHref(`/${brand.slug}/`)}>{brand.name}</a></li>)}</ul>
        </nav>
      ) : null}
      {grid.page.total > 0 ? <ProductGrid key={grid.setup.basePath} grid={grid} /> : <p>{t('experiences.none')}</p>}
    </div>
  );
}

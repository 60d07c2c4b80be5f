import type { ListingPageProps } from '../../shared/types/grid-page.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { ProductGrid } from '../components/grid/product-grid.tsx';
import { useSite } from '../site-context.tsx';

/** /newest/, /second-hand/, /campaigns/club-offers/ and campaign pages: a heading, an introduction and the grid. */
export default function ListingPage({ kind, title, breadcrumbs, grid }: ListingPageProps) {
  const { t } = useSite();
  return (
    <div className="listing">
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1 className="page-heading">{title}</h1>
      <p className="listing__intro">{t(`listing.${kind}Intro`)}</p>
      <ProductGrid key={grid.setup.basePath} grid={grid} />
    </div>
  );
}

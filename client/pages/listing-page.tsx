import type { ListingPageProps } from '../../shared/types/grid-page.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { ProductGrid } from '../components/grid/product-grid.tsx';
import { useSite } from '../site-context.tsx';

/** Each kind's introduction, written out: the check of the dictionary parts (shared/i18n-parts-reach.test.ts) reads keys from the source. */
const INTRO_KEY: Record<ListingPageProps['kind'], string> = {
  newest: 'listing.newestIntro',
  secondHand: 'listing.secondHandIntro',
  clubOffers: 'listing.clubOffersIntro',
  campaign: 'listing.campaignIntro',
};

/** /newest/, /second-hand/, /campaigns/club-offers/ and campaign pages: a heading, an introduction and the grid. */
export default function ListingPage({ kind, title, breadcrumbs, grid }: ListingPageProps) {
  const { t } = useSite();
  return (
    <div className="listing">
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1 className="page-heading">{title}</h1>
      <p className="listing__intro">{t(INTRO_KEY[kind])}</p>
      <ProductGrid key={grid.setup.basePath} grid={grid} />
    </div>
  );
}

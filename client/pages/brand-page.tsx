import { DESCRIPTION_TRIM } from '../../shared/grid/card-text.ts';
import type { BrandPageProps } from '../../shared/types/grid-page.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { BrandCarousel } from '../components/grid/brand-carousel.tsx';
import { ProductGrid } from '../components/grid/product-grid.tsx';
import { TrimmedDescription } from '../components/grid/trimmed-description.tsx';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { useSite } from '../site-context.tsx';

/** The brand page (cat 2): breadcrumbs, promo carousel, logo or name, description (700 characters on desktop) and the grid. */
export default function BrandPage({ brand, breadcrumbs, grid }: BrandPageProps) {
  const { t } = useSite();
  return (
    <div className="listing">
      <Breadcrumbs crumbs={breadcrumbs} />
      <div className={`brand-hero${brand.promoImages.length > 0 ? ' brand-hero--with-images' : ''}`}>
        {brand.promoImages.length > 0 ? <BrandCarousel images={brand.promoImages} label={t('brandPage.carousel', { name: brand.name })} /> : null}
        <div>
          <div className="brand-head">
            {brand.logo ? <ResponsiveImage className="brand-head__logo" src={brand.logo} alt="" width={240} height={96} sizes="240px" maxWidth={480} priority /> : null}
            <h1 className="page-heading">{brand.title || brand.name}</h1>
          </div>
          {brand.description ? <TrimmedDescription text={brand.description} mobile={DESCRIPTION_TRIM.mobile} desktop={DESCRIPTION_TRIM.brand} /> : null}
        </div>
      </div>
      <ProductGrid key={grid.setup.basePath} grid={grid} />
    </div>
  );
}

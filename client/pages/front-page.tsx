import type { FrontPageProps } from '../../shared/types/front-page.ts';
import { ImageBanners, TextBanners } from '../components/front-banners.tsx';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { useFeatureFlag } from '../state/use-feature-flag.ts';

/** The front page (issue 3 item 8): banners, highlights, top product groups and the brand strip. */
export default function FrontPage({ heading, imageBanners, textBanners, topGroups, brands, brandsHref, labels }: FrontPageProps) {
  const showBrands = useFeatureFlag('brand_strip', true);
  return (
    <div className="front">
      <h1 className="front__heading">{heading}</h1>
      <ImageBanners banners={imageBanners} label={labels.offers} />
      <TextBanners banners={textBanners} label={labels.highlights} />
      {topGroups.length > 0 ? (
        <section className="front__section" aria-labelledby="top-groups-heading">
          <h2 id="top-groups-heading" className="front__section-title">{labels.topGroups}</h2>
          <ul className="group-tiles">
            {topGroups.map((group) => (
              <li key={group.id}>
                <a className="group-tile" href={group.href}>
                  <ResponsiveImage className="group-tile__image" src={group.image} alt="" width={320} height={320} sizes="(min-width: 900px) 200px, 45vw" maxWidth={320} />
                  <span className="group-tile__name">{group.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {showBrands && brands.length > 0 ? (
        <section className="front__section" aria-labelledby="brands-heading">
          <div className="front__section-head">
            <h2 id="brands-heading" className="front__section-title">{labels.brands}</h2>
            <a href={brandsHref}>{labels.allBrands}</a>
          </div>
          <ul className="brand-strip">
            {brands.map((brand) => (
              <li key={brand.slug}>
                <a className="brand-strip__link" href={brand.href}>
                  {brand.logo
                    ? <ResponsiveImage src={brand.logo} alt={brand.name} width={160} height={64} sizes="160px" maxWidth={320} />
                    : <span className="brand-strip__name">{brand.name}</span>}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

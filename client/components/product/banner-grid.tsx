import { useId } from 'react';
import type { Banner } from '../../../shared/types/catalogue.ts';
import { useSite } from '../../site-context.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';

/** cat 9: the product page shows at most four banners. */
const BANNER_GRID_MAX = 4;

/** The banner grid under the product content (cat 2): the first four banners, two a row on wide screens. */
export function BannerGrid({ banners }: { banners: Banner[] }) {
  const { t } = useSite();
  const headingId = useId();
  const shown = banners.slice(0, BANNER_GRID_MAX);
  if (shown.length === 0) return null;
  return (
    <section className="product-banners" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">{t('productContent.banners')}</h2>
      <ul className="product-banners__list">
        {shown.map((banner) => {
          const title = banner.heading || banner.title;
          const body = (
            <>
              {banner.image ? (
                <ResponsiveImage className={`product-banner__image banner__image--${banner.cropPoint}`} src={banner.image} alt=""
                  width={800} height={450} sizes="(min-width: 900px) 600px, 100vw" maxWidth={1280} />
              ) : null}
              <div className="product-banner__text">
                <h3 className="product-banner__title">{title}</h3>
                {banner.subText ? <span className="product-banner__sub">{banner.subText}</span> : null}
                {banner.url && banner.buttonText ? <span className="product-banner__button">{banner.buttonText}</span> : null}
              </div>
            </>
          );
          return (
            <li key={banner.id}>
              {banner.url ? <a className="product-banner" href={banner.url}>{body}</a> : <div className="product-banner">{body}</div>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

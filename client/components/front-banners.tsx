import type { Banner } from '../../shared/types/catalogue.ts';
import { ResponsiveImage } from './responsive-image.tsx';

/**
 * Image banners of the front page: the first one large, the rest beside and
 * below it. A grid, not a rotating carousel: every offer is visible and
 * reachable without waiting or extra controls.
 */
export function ImageBanners({ banners, label }: { banners: Banner[]; label: string }) {
  if (banners.length === 0) return null;
  return (
    <section className="banners" aria-label={label}>
      {banners.map((banner, index) => (
        <a key={banner.id} className={`banner ${index === 0 ? 'banner--hero' : ''}`} href={banner.url || undefined}>
          <ResponsiveImage
            className={`banner__image banner__image--${banner.cropPoint}`}
            src={banner.image}
            alt=""
            width={1600}
            height={700}
            sizes={index === 0 ? '(min-width: 1200px) 1200px, 100vw' : '(min-width: 900px) 600px, 100vw'}
            priority={index === 0}
          />
          <span className="banner__text">
            {index === 0 ? <h2 className="banner__title">{banner.heading || banner.title}</h2> : <h3 className="banner__title">{banner.heading || banner.title}</h3>}
            {banner.subText ? <span className="banner__sub">{banner.subText}</span> : null}
            {banner.buttonText ? <span className="banner__button">{banner.buttonText}</span> : null}
          </span>
        </a>
      ))}
    </section>
  );
}

/** Text banners: short highlights (free delivery, returns, club prices), linked when they lead somewhere. */
export function TextBanners({ banners, label }: { banners: Banner[]; label: string }) {
  if (banners.length === 0) return null;
  return (
    <section className="text-banners" aria-label={label}>
      <ul className="text-banners__list">
        {banners.map((banner) => (
          <li key={banner.id} className="text-banner">
            <strong className="text-banner__title">{banner.url ? <a href={banner.url}>{banner.heading || banner.title}</a> : banner.heading || banner.title}</strong>
            {banner.subText ? <span className="text-banner__sub">{banner.subText}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

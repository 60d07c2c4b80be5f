import type { ProductView } from '../../../shared/types/product-page.ts';
import { useSite } from '../../site-context.tsx';

interface BrandBlockProps {
  manufacturer: ProductView['manufacturer'];
  /** The brand's description (GET /api/brand/), plain text; '' when it failed to load or has none. */
  description: string;
}

/** The Brand tab (cat 2): logo or name, description, and the brand button to /{manufacturer slug}/. */
export function BrandBlock({ manufacturer, description }: BrandBlockProps) {
  const { t, localHref } = useSite();
  return (
    <div className="brand-block">
      {manufacturer.logo ? (
        <img className="brand-block__logo" src={manufacturer.logo} alt={manufacturer.name} width={160} height={80} loading="lazy" decoding="async" />
      ) : (
        <p className="brand-block__name">{manufacturer.name}</p>
      )}
      {description ? <p className="brand-block__description">{description}</p> : null}
      <a className="button button--secondary brand-block__link" href={localHref(`/${manufacturer.slug}/`)}>
        {t('productContent.brandLink', { brand: manufacturer.name })}
      </a>
    </div>
  );
}

/**
 * schema.org Product for the product page (issue 5): one Offer per variant
 * with its price in the visitor's currency and its availability, so search
 * engines see what the page shows.
 */
import { convertAmount, type CurrencyDisplay } from '../../shared/money.ts';
import { variantOrderState } from '../../shared/product/variant-availability.ts';
import { productTitle } from '../../shared/product/product-title.ts';
import type { ProductView } from '../../shared/types/product-page.ts';

const SCHEMA = 'https://schema.org/';

function availabilityOf(product: ProductView, variant: ProductView['variants'][number]): string {
  const state = variantOrderState(variant, { modelOnOrder: product.onOrder, mode: 'normal' });
  if (!state.orderable) return `${SCHEMA}OutOfStock`;
  return state.onOrder ? `${SCHEMA}BackOrder` : `${SCHEMA}InStock`;
}

/**
 * The variant's own URL: the query that selects it (cat 2 color, size, type).
 * Built as a string: a URLSearchParams per offer cost 2 % of the render of a
 * product with 63 variants (issue 19).
 */
function variantQuery(variant: ProductView['variants'][number]): string {
  const pairs: string[] = [];
  if (variant.colorSlug) pairs.push(`color=${encodeURIComponent(variant.colorSlug)}`);
  if (variant.sizeSlug) pairs.push(`size=${encodeURIComponent(variant.sizeSlug)}`);
  if (variant.typeSlug) pairs.push(`type=${encodeURIComponent(variant.typeSlug)}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** Absolute URLs: pages carry the language prefix, images never do. */
interface AbsoluteUrls { page: (path: string) => string; image: (path: string) => string }

export function productJsonLd(product: ProductView, currency: CurrencyDisplay, absolute: AbsoluteUrls, description: string): unknown {
  const url = absolute.page(product.modelPath);
  const images = [...product.colors.flatMap((colour) => colour.images), ...product.generalImages.map((image) => image.path)];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: productTitle(product.manufacturer.name, product.name),
    url,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: [...new Set(images)].slice(0, 10).map(absolute.image) } : {}),
    ...(product.modelNumber ? { mpn: product.modelNumber } : {}),
    brand: { '@type': 'Brand', name: product.manufacturer.name },
    ...(product.ratingCount > 0 ? {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: Math.round(product.rating * 5) / 10, bestRating: 5, worstRating: 0, reviewCount: product.ratingCount },
    } : {}),
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      url: `${url}${variantQuery(variant)}`,
      ...(variant.teksoNumber ? { sku: variant.teksoNumber } : {}),
      price: convertAmount(variant.price.active, currency).toFixed(2),
      priceCurrency: currency.code.toUpperCase(),
      availability: availabilityOf(product, variant),
      itemCondition: product.isSecondHand ? `${SCHEMA}UsedCondition` : `${SCHEMA}NewCondition`,
    })),
  };
}

import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { productTitle } from '../../shared/product/product-title.ts';
import type { ProductPageProps } from '../../shared/types/product-page.ts';
import { ProductBuyBox } from '../components/product/product-buy-box.tsx';
import { ProductGallery } from '../components/product/product-gallery.tsx';
import { BannerGrid, Breadcrumbs, ProductInformation } from '../components/product/product-parts.ts';
import type { ProductExtraState } from '../components/product/product-extra-reader.tsx';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useVariantSelection } from '../hooks/use-variant-selection.ts';
import { lazyOnUse } from '../lazy-on-use.ts';
import { savedScrollY } from '../navigation/scroll-position.ts';
import { useSite } from '../site-context.tsx';
import { ensureDictionaryPart } from '../dictionary-parts.ts';
import { createSharedValue, useSharedValue } from '../state/shared-value.ts';

// The extra data's reader (and SWR with it) loads after hydration: the data comes after it in any case.
const ProductExtraReader = lazyOnUse(() => import('../components/product/product-extra-reader.tsx').then((module) => module.ProductExtraReader));

// Bundles come with extra type 2 after the page, for few products: their code loads with them.
const BundlesSection = lazy(() => Promise.all([import('../components/product/bundles-section.tsx'), ensureDictionaryPart('productInfo')])
  .then(([module]) => ({ default: module.BundlesSection })));

// The recommendation rows too render only once the extra data has answered: the cards' code loads with them.
const RecommendedRow = lazy(() => import('../components/grid/recommended-row.tsx').then((module) => ({ default: module.RecommendedRow })));

/**
 * The product page (cat 2). The page is keyed by model, so moving to another
 * product starts its selection, gallery and tabs afresh.
 */
export default function ProductPage(props: ProductPageProps) {
  // A link to the same product with another variant query is a fresh start too.
  return <ProductPageContent key={`${props.product.modelId}:${JSON.stringify(props.initialQuery)}`} {...props} />;
}

function ProductPageContent(props: ProductPageProps) {
  const { t } = useSite();
  const { product } = props;
  const choice = useVariantSelection(props);
  const [extra, setExtra] = useState<ProductExtraState>({});
  const hydrated = useHydrated();
  // Back or a reload onto the recommendations: the page is short until the extra data is here, so the
  // router's scroll was clamped. Read now, before the clamped value is saved over it; applied once the data is in.
  const scrollToRestore = useRef<number | null>(typeof window === 'undefined' ? null : savedScrollY());
  useLayoutEffect(() => {
    const y = scrollToRestore.current;
    if (!extra.data || y === null) return;
    scrollToRestore.current = null;
    if (window.scrollY < y) window.scrollTo(0, y);
  }, [extra.data]);
  // What the information region shares with the buy box, created once: the region's props never change.
  const [shared] = useState(() => ({
    variant: createSharedValue(choice.variant),
    reviewsRequests: createSharedValue(0),
    showingOriginal: createSharedValue(false),
  }));
  // Before paint: a region that reads it (the back-in-stock form) shows the new variant in the same frame.
  useLayoutEffect(() => shared.variant.set(choice.variant), [shared, choice.variant]);
  const showingOriginal = useSharedValue(shared.showingOriginal);
  const original = showingOriginal ? product.original : null;
  // The commerce events' code loads after the page: the view is reported a moment later.
  useEffect(() => { import('../commerce-analytics.ts').then((analytics) => analytics.trackProductView(product), () => {}); }, [product]);

  const colour = product.colors.find((entry) => entry.slug === choice.selection.color);
  const images = useMemo(() => {
    const own = colour?.images ?? product.colors.flatMap((entry) => entry.images);
    return [...new Set([...(choice.variant?.images ?? []), ...own, ...product.generalImages.map((image) => image.path)])];
  }, [colour, product, choice.variant]);
  const name = productTitle(product.manufacturer.name, original?.name || product.name);
  const data = extra.data;

  return (
    <div className="product-page">
      <Breadcrumbs crumbs={product.breadcrumbs} />
      {!product.isPublic ? <p className="product-page__hidden" role="note">{t('product.notPublic')}</p> : null}
      <div className="product-page__top">
        <div className="product-page__media">
          <ProductGallery images={images} alt={name} resetKey={choice.selection.color} />
        </div>
        <ProductBuyBox page={props} choice={choice} name={name} sizeTables={data?.sizetables ?? []}
          reviewsRequests={shared.reviewsRequests} chosenVariant={shared.variant} />
      </div>
      {hydrated ? (
        <Suspense fallback={null}>
          <ProductExtraReader slug={product.slug} groupId={product.breadcrumbs.length > 1 ? product.mainGroupId : null} onChange={setExtra} />
        </Suspense>
      ) : null}
      {extra.error ? <p className="product-page__extra-error" role="alert">{t('product.extraFailed')}</p> : null}
      {data && data.bundles.length > 0 ? <Suspense fallback={null}><BundlesSection bundles={data.bundles} /></Suspense> : null}
      <ProductInformation product={product} stores={props.stores} staff={props.staff} deliveryLimit={props.deliveryLimit} keywords={props.keywords}
        brandDescription={props.brandDescription} blockedStockText={props.blockedStockText}
        variant={shared.variant} reviewsRequests={shared.reviewsRequests} showingOriginal={shared.showingOriginal} />
      {data && data.recommendations.length > 0 ? <Suspense fallback={null}><RecommendedRow title={t('product.groupBestSellers')} items={data.recommendations} /></Suspense> : null}
      {data && data.also_bought.length > 0 ? <Suspense fallback={null}><RecommendedRow title={t('product.alsoBought')} items={data.also_bought} /></Suspense> : null}
      <BannerGrid banners={props.banners} />
    </div>
  );
}

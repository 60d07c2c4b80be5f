import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { overrideFor, variantInCountry } from '../../shared/product/country-override.ts';
import { SUSTAINABLE_CHOICE_SLUG } from '../../shared/product/details-order.ts';
import { productTitle } from '../../shared/product/product-title.ts';
import type { ProductPageProps } from '../../shared/types/product-page.ts';
import { trackProductView } from '../commerce-analytics.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { BannerGrid } from '../components/product/banner-grid.tsx';
import { BrandBlock } from '../components/product/brand-block.tsx';
import { ProductBuyBox } from '../components/product/product-buy-box.tsx';
import { ProductDescription } from '../components/product/product-description.tsx';
import { ProductDetails } from '../components/product/product-details.tsx';
import { ProductGallery } from '../components/product/product-gallery.tsx';
import { ProductSections } from '../components/product/product-sections.tsx';
import { productTabId, ProductTabs, type ProductTabId } from '../components/product/product-tabs.tsx';
import { AverageStars } from '../components/product/average-stars.tsx';
import { QuoteBox } from '../components/product/quote-box.tsx';
import { StoreAvailabilityTable } from '../components/product/store-availability-table.tsx';
import type { ProductExtraState } from '../components/product/product-extra-reader.tsx';
import { TranslationToggle } from '../components/product/translation-toggle.tsx';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useVariantSelection } from '../hooks/use-variant-selection.ts';
import { lazyOnUse } from '../lazy-on-use.ts';
import { savedScrollY } from '../navigation/scroll-position.ts';
import { useSite } from '../site-context.tsx';
import { ensureDictionaryPart } from '../dictionary-parts.ts';

// The extra data's reader (and SWR with it) loads after hydration: the data comes after it in any case.
const ProductExtraReader = lazyOnUse(() => import('../components/product/product-extra-reader.tsx').then((module) => module.ProductExtraReader));

// Reviews load their own chunk and data when the Reviews tab is first opened: most visits never do.
const ReviewsSection = lazy(() => import('../components/product/reviews-section.tsx').then((module) => ({ default: module.ReviewsSection })));

// Bundles come with extra type 2 after the page, for few products: their code loads with them.
const BundlesSection = lazy(() => import('../components/product/bundles-section.tsx').then((module) => ({ default: module.BundlesSection })));

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
  const { t, config, localHref } = useSite();
  const { product } = props;
  // Guides may link to the shop (prefixed with the language) or elsewhere.
  const localPath = (path: string) => (path.startsWith('/') && !path.startsWith('//') ? localHref(path) : path);
  const [bundleAdded, setBundleAdded] = useState<boolean | null>(null);
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
  const [tab, setTab] = useState<ProductTabId>('description');
  const [reviewsOpened, setReviewsOpened] = useState(false);
  useEffect(() => { if (tab === 'reviews') setReviewsOpened(true); }, [tab]);
  const [showingOriginal, setShowingOriginal] = useState(false);
  const finnish = config.language === 'fi';
  const original = showingOriginal ? product.original : null;
  useEffect(() => trackProductView(product), [product]);

  const colour = product.colors.find((entry) => entry.slug === choice.selection.color);
  const images = useMemo(() => {
    const own = colour?.images ?? product.colors.flatMap((entry) => entry.images);
    return [...new Set([...(choice.variant?.images ?? []), ...own, ...product.generalImages.map((image) => image.path)])];
  }, [colour, product, choice.variant]);
  const name = productTitle(product.manufacturer.name, original?.name || product.name);
  const data = extra.data;

  const description = (
    <>
      {product.original ? (
        <TranslationToggle originalLanguage={product.original.language} showingOriginal={showingOriginal}
          onToggle={() => setShowingOriginal((value) => !value)} controls="product-description" />
      ) : null}
      <div id="product-description">
        {(original?.shortDescription || product.shortDescription) ? <p className="product-description__lead">{original?.shortDescription || product.shortDescription}</p> : null}
        <ProductDescription html={original?.descriptionHtml ?? product.descriptionHtml} keywords={props.keywords} />
      </div>
      {finnish && product.quote ? <QuoteBox quote={product.quote} /> : null}
    </>
  );
  // The delivery country's shipping time for the variant replaces its own, as in the buy box (cat 3 extra_data_overrides).
  const shownVariant = choice.variant && variantInCountry(choice.variant, overrideFor(props.deliveryLimit, choice.variant.variantId));
  const availability = shownVariant
    ? <StoreAvailabilityTable variant={shownVariant} stores={props.stores} staff={props.staff} blockedStockText={props.blockedStockText} />
    : <p>{t('availability.selectSizeFirst')}</p>;
  const guides = (
    <ul className="product-guides">
      {product.blogPosts.map((post) => <li key={post.path}><a href={localPath(post.path)}>{post.title}</a></li>)}
    </ul>
  );

  return (
    <div className="product-page">
      <Breadcrumbs crumbs={product.breadcrumbs} />
      {!product.isPublic ? <p className="product-page__hidden" role="note">{t('product.notPublic')}</p> : null}
      <div className="product-page__top">
        <div className="product-page__media">
          <ProductGallery images={images} alt={name} resetKey={choice.selection.color} />
        </div>
        <ProductBuyBox page={props} choice={choice} name={name} sizeTables={data?.sizetables ?? []} onShowReviews={() => setTab('reviews')} />
      </div>
      {hydrated ? (
        <Suspense fallback={null}>
          <ProductExtraReader slug={product.slug} groupId={product.breadcrumbs.length > 1 ? product.mainGroupId : null} onChange={setExtra} />
        </Suspense>
      ) : null}
      {extra.error ? <p className="product-page__extra-error" role="alert">{t('product.extraFailed')}</p> : null}
      {data && data.bundles.length > 0 ? <Suspense fallback={null}><BundlesSection bundles={data.bundles} onAddBundle={(id, variantIds) => {
        void Promise.all([import('../state/cart-lines.ts'), ensureDictionaryPart('checkout')])
          .then(([{ addBundleToCart }]) => setBundleAdded(addBundleToCart(id, variantIds)));
      }} /></Suspense> : null}
      {bundleAdded !== null ? <p className="product-page__bundle-added" role="status">{t(bundleAdded ? 'product.addedToCart' : 'product.cannotAddMore')}</p> : null}
      <ProductTabs
        selected={tab}
        onSelect={setTab}
        ratingCount={product.isSecondHand ? 0 : product.ratingCount}
        blogPostCount={product.blogPosts.length}
        description={description}
        details={<ProductDetails properties={product.properties} modelNumber={product.modelNumber} tags={product.tags} />}
        availability={availability}
        reviews={reviewsOpened ? (
          <Suspense fallback={<p>{t('reviewsList.loading')}</p>}>
            <ReviewsSection modelId={product.modelId} ratingCount={product.ratingCount} rating={product.rating} />
          </Suspense>
        ) : null}
        guides={guides}
        brand={<BrandBlock manufacturer={product.manufacturer} description={props.brandDescription} />}
      />
      <ProductSections sustainable={product.properties.some((property) => property.slug === SUSTAINABLE_CHOICE_SLUG)}
        guides={product.blogPosts} companyInfo={finnish}
        reviews={product.ratingCount > 0 && !product.isSecondHand ? (
          <a href={`#${productTabId('reviews')}`} onClick={() => setTab('reviews')}><AverageStars rating={product.rating} ratingCount={product.ratingCount} /></a>
        ) : undefined} />
      {data && data.recommendations.length > 0 ? <Suspense fallback={null}><RecommendedRow title={t('grid.recommended')} items={data.recommendations} /></Suspense> : null}
      {data && data.also_bought.length > 0 ? <Suspense fallback={null}><RecommendedRow title={t('product.alsoBought')} items={data.also_bought} /></Suspense> : null}
      <BannerGrid banners={props.banners} />
    </div>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { overrideFor, variantInCountry } from '../../../shared/product/country-override.ts';
import { SUSTAINABLE_CHOICE_SLUG } from '../../../shared/product/details-order.ts';
import type { ProductPageProps, VariantView } from '../../../shared/types/product-page.ts';
import { ensureDictionaryPart } from '../../dictionary-parts.ts';
import { useSite } from '../../site-context.tsx';
import { useSharedValue, type SharedValue } from '../../state/shared-value.ts';
import { AverageStars } from './average-stars.tsx';
import { BrandBlock } from './brand-block.tsx';
import { ProductDescription } from './product-description.tsx';
import { ProductDetails } from './product-details.tsx';
import { ProductSections } from './product-sections.tsx';
import { productTabId, ProductTabs, type ProductTabId } from './product-tabs.tsx';
import { QuoteBox } from './quote-box.tsx';
import { StoreAvailabilityTable } from './store-availability-table.tsx';
import { TranslationToggle } from './translation-toggle.tsx';

// Reviews load their own chunk and data when the Reviews tab is first opened: most visits never do. Their
// texts came with this region's (the product page's regions' loader).
const ReviewsSection = lazy(() => Promise.all([import('./reviews-section.tsx'), ensureDictionaryPart('productInfo')])
  .then(([module]) => ({ default: module.ReviewsSection })));

/**
 * The page's props it shows, each as the payload holds it: the page object itself is new at each of its
 * renders, and a new prop reaching the region while it waits for its code would blank it.
 */
type PageFields = Pick<ProductPageProps, 'product' | 'stores' | 'staff' | 'deliveryLimit' | 'keywords' | 'brandDescription' | 'blockedStockText'>;

export interface ProductInformationProps extends PageFields {
  /** The buy box's variant (null until the choice is whole): the Availability tab shows its stores. */
  variant: SharedValue<VariantView | null>;
  /** Counts the buy box's "show the reviews" clicks: each one selects the Reviews tab. */
  reviewsRequests: SharedValue<number>;
  /** Whether the original text shows instead of the translation: the buy box's title follows it too. */
  showingOriginal: SharedValue<boolean>;
}

/**
 * The product's information under the buy box (cat 2): the tabs (description,
 * details, availability, reviews, guides, brand) and the collapsible
 * sections. A deferred region of the product page (decision 043): its props
 * never change, and what the buy box changes comes through shared values.
 */
export function ProductInformation(props: ProductInformationProps) {
  const { product, variant: sharedVariant, reviewsRequests, showingOriginal: sharedShowingOriginal } = props;
  const { t, config, localHref } = useSite();
  const variant = useSharedValue(sharedVariant);
  const reviewsRequested = useSharedValue(reviewsRequests);
  const [tab, setTab] = useState<ProductTabId>('description');
  useEffect(() => { if (reviewsRequested > 0) setTab('reviews'); }, [reviewsRequested]);
  const [reviewsOpened, setReviewsOpened] = useState(false);
  useEffect(() => { if (tab === 'reviews') setReviewsOpened(true); }, [tab]);
  const showingOriginal = useSharedValue(sharedShowingOriginal);
  const finnish = config.language === 'fi';
  const original = showingOriginal ? product.original : null;
  // Guides may link to the shop (prefixed with the language) or elsewhere.
  const localPath = (path: string) => (path.startsWith('/') && !path.startsWith('//') ? localHref(path) : path);

  const description = (
    <>
      {product.original ? (
        <TranslationToggle originalLanguage={product.original.language} showingOriginal={showingOriginal}
          onToggle={() => sharedShowingOriginal.set(!sharedShowingOriginal.get())} controls="product-description" />
      ) : null}
      <div id="product-description">
        {(original?.shortDescription || product.shortDescription) ? <p className="product-description__lead">{original?.shortDescription || product.shortDescription}</p> : null}
        <ProductDescription html={original?.descriptionHtml ?? product.descriptionHtml} keywords={props.keywords} />
      </div>
      {finnish && product.quote ? <QuoteBox quote={product.quote} /> : null}
    </>
  );
  // The delivery country's shipping time for the variant replaces its own, as in the buy box (cat 3 extra_data_overrides).
  const shownVariant = variant && variantInCountry(variant, overrideFor(props.deliveryLimit, variant.variantId));
  const availability = shownVariant
    ? <StoreAvailabilityTable variant={shownVariant} stores={props.stores} staff={props.staff} blockedStockText={props.blockedStockText} />
    : <p>{t('availability.selectSizeFirst')}</p>;
  const guides = (
    <ul className="product-guides">
      {product.blogPosts.map((post) => <li key={post.path}><a href={localPath(post.path)}>{post.title}</a></li>)}
    </ul>
  );

  return (
    <>
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
    </>
  );
}

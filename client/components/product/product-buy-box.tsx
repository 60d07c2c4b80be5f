import { lazy, Suspense, useState } from 'react';
import { isBlockedInCountry, overrideFor } from '../../../shared/product/country-override.ts';
import { isAddToCartDisabled } from '../../../shared/product/variant-selection.ts';
import type { SizeTableView } from '../../../shared/types/product-extra.ts';
import type { ProductPageProps, VariantView } from '../../../shared/types/product-page.ts';
import type { VariantSelection } from '../../hooks/use-variant-selection.ts';
import type { SharedValue } from '../../state/shared-value.ts';
import { useSite } from '../../site-context.tsx';
import { useFeatureFlag } from '../../state/use-feature-flag.ts';
import type { AddedLine } from './added-to-cart-modal.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { AvailabilityBlock } from './availability-block.tsx';
import { DeliveryMethodsBox } from './delivery-methods-box.tsx';
import { PriceBlock } from './price-block.tsx';
import { FinnishBadge, ProductRibbons, ReviewsStarsLink, StockNotifier } from './product-parts.ts';
import { SizeTableLink } from './size-table.tsx';
import { VariantOptions } from './variant-options.tsx';
import { ensureDictionaryPart } from '../../dictionary-parts.ts';
import { useStaffCartMode } from '../../hooks/use-staff-cart-mode.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { WishlistButton } from '../wishlist/wishlist-button.tsx';

// cat 4 added-to-cart modal and the validation loop: loaded with the first add, like the cart code (JS budget).
// The modal and its texts (the checkout part of the dictionary) load with the first add.
const AddedToCart = lazy(() => ensureDictionaryPart('checkout').then(() => import('./added-to-cart-modal.tsx')));
// The staff modes' button (core 3, cat 4) loads only when the stored cart is in one.
const StaffAddButton = lazy(() => ensureDictionaryPart('checkout').then(() => import('../staff/staff-add-button.tsx')));
// cat 4 "Ski wizard add" (it works on the stored wizard): its code and the 'wizards' texts load after hydration, only on ski gear's pages.
const SkiWizardAdd = lazy(() => import('../ski-wizard/ski-wizard-add.tsx').then((module) => module.withTexts));
// Gift-campaign mode's code form (cat 4 redeem) and its texts (the 'gifts' part): only on a campaign's product page.
const GiftCodeForm = lazy(() => ensureDictionaryPart('gifts').then(() => import('../gift-campaign/gift-code-form.tsx')));

interface ProductBuyBoxProps {
  page: ProductPageProps;
  choice: VariantSelection;
  name: string;
  sizeTables: SizeTableView[];
  /** Counts the stars link's clicks: the information under the buy box selects its Reviews tab. */
  reviewsRequests: SharedValue<number>;
  /** The chosen variant as the page's regions read it (the back-in-stock form). */
  chosenVariant: SharedValue<VariantView | null>;
}

/**
 * The buy column of cat 2 Product page content: brand, title, stars, price,
 * options, availability, add to cart or the notifier, delivery methods. In
 * gift-campaign mode there is no normal add-to-cart and no availability block.
 */
export function ProductBuyBox({ page, choice, name, sizeTables, reviewsRequests, chosenVariant }: ProductBuyBoxProps) {
  const { t, config, localHref } = useSite();
  const { product, mode, deliveryLimit } = page;
  const { selection, variant, orderState } = choice;
  // The answer belongs to the variant it was for: another choice hides it.
  const [added, setAdded] = useState<AddedLine | null>(null);
  const [pending, setPending] = useState(false);
  const fastShipping = useFeatureFlag('fast_shipping_product_page', true);
  const staffMode = useStaffCartMode();
  // The code form is the browser's: it renders after hydration, so the server's HTML and the first render agree.
  const hydrated = useHydrated();
  const normal = mode === 'normal';
  const countryBlocked = isBlockedInCountry(deliveryLimit, variant ? overrideFor(deliveryLimit, variant.variantId) : undefined);
  const disabled = isAddToCartDisabled({ orderState, variant, countryBlocked, mode });
  const price = variant?.price ?? product.price;
  const outOfStock = normal && variant !== null && orderState !== null && !orderState.orderable && !countryBlocked;

  const add = async () => {
    if (!variant || !orderState) return;
    // The cart's code loads with the first add: most product views never add (issue 5 JS budget).
    const [{ addVariantToCart }] = await Promise.all([import('../../state/cart-lines.ts'), ensureDictionaryPart('checkout')]);
    const ok = addVariantToCart(variant.variantId, orderState.onOrder, orderState.quantity);
    // Each add that went in opens the added-to-cart modal afresh (its count changes).
    const count = (added?.count ?? 0) + (ok ? 1 : 0);
    setAdded({ variant, onOrder: orderState.onOrder, max: orderState.quantity, ok, count });
    // The event's code loads after the add: a chunk that cannot load costs the event, never the add.
    if (ok) import('../../commerce-analytics.ts').then((analytics) => analytics.trackAddToCart(product, variant), () => {});
  };

  const button = <AddToCartButton product={product} selection={selection} variant={variant} orderState={orderState} disabled={disabled} pending={pending} onAdd={add} />;
  return (
    <div className="product-buy">
      <p className="product-buy__brand"><a href={localHref(`/${product.manufacturer.slug}/`)}>{product.manufacturer.name}</a></p>
      <h1 className="product-buy__title">{name}</h1>
      <ProductRibbons ribbons={product.ribbons} />
      {product.tagline ? <p className="product-buy__tagline">{product.tagline}</p> : null}
      {!product.isSecondHand && product.ratingCount > 0 ? (
        <ReviewsStarsLink rating={product.rating} ratingCount={product.ratingCount} requests={reviewsRequests} />
      ) : null}
      {product.secondHandParent ? (
        <p className="product-buy__used">{t('product.usedCopyOf')} <a href={localHref(product.secondHandParent.path)}>{product.secondHandParent.name}</a></p>
      ) : null}
      {/* One truth: a gift's price is the campaign's, which the code form states; the shop's price would not be charged. */}
      {normal ? <PriceBlock price={price} showDiscountPercentage={product.showDiscountPercentage} vatPercent={page.vatPercent}
        priceEnding={product.priceEnding} priceEndingMaxDays={page.priceEndingMaxDays} fromPrefix={variant === null && product.fromPrefix} /> : null}
      <VariantOptions product={product} selection={selection} onChoose={choice.choose} isOrderable={choice.isOrderable}
        sizeTableLink={sizeTables.length > 0 ? <SizeTableLink tables={sizeTables} /> : undefined} />
      {normal ? (
        <AvailabilityBlock product={product} variant={variant} orderState={orderState} stores={page.stores} deliveryDays={page.deliveryDays}
          deliveryLimit={deliveryLimit} staff={page.staff} blockedStockText={page.blockedStockText} countryName={page.deliveryCountry.name} />
      ) : (
        <p className="product-buy__gift" role="note">{t('product.giftCampaignNotice', { campaign: page.giftCampaign?.name ?? '' })}</p>
      )}
      {hydrated && page.giftCampaign ? <Suspense fallback={null}><GiftCodeForm campaign={page.giftCampaign} variant={variant} orderState={orderState} /></Suspense> : null}
      {normal ? (
        <div className="product-buy__actions">
          {staffMode ? (
            <Suspense fallback={button}><StaffAddButton key={variant?.variantId ?? 0} variant={variant} stores={page.stores} fallback={button} /></Suspense>
          ) : button}
          {added && !added.ok && added.variant.variantId === variant?.variantId ? <p className="product-buy__added" role="status">{t('product.cannotAddMore')}</p> : null}
        </div>
      ) : null}
      {/* cat 2: the wishlist after add to cart; a model customers cannot see cannot be wished for (cat 7 answers 404). */}
      {normal && product.isPublic ? <WishlistButton modelId={product.modelId} place="page" /> : null}
      {hydrated && normal && product.skiWizard ? <Suspense fallback={null}><SkiWizardAdd product={product} variant={variant} name={name} /></Suspense> : null}
      {added?.count ? <Suspense fallback={null}><AddedToCart added={added} name={name} product={product} onPending={setPending} /></Suspense> : null}
      {outOfStock ? <StockNotifier variant={chosenVariant} /> : null}
      {normal && fastShipping && page.deliveryCountry.code === 'fi' ? <DeliveryMethodsBox variantId={variant?.variantId ?? null} price={price.active} /> : null}
      {config.language === 'fi' && product.manufacturer.isFinnish ? <FinnishBadge /> : null}
      {product.modelNotice ? <p className="product-buy__notice" role="note">{product.modelNotice}</p> : null}
    </div>
  );
}

import { Suspense, useState } from 'react';
import { availabilityLine } from '../../../shared/delivery/availability-line.ts';
import { linePromise } from '../../../shared/delivery/delivery-promise.ts';
import { availabilityMode, storeAvailabilityIcon, type OrderState } from '../../../shared/product/variant-availability.ts';
import type { CountryDeliveryDays, DeliveryLimitInfo, ProductView, StoreView, VariantView } from '../../../shared/types/product-page.ts';
import { isBlockedInCountry, overrideFor, variantInCountry } from '../../../shared/product/country-override.ts';
import { displayDate } from '../../../shared/product/product-title.ts';
import { ensureDictionaryPart } from '../../dictionary-parts.ts';
import { lazyOnUse } from '../../lazy-on-use.ts';
import { useSite } from '../../site-context.tsx';
import { AvailabilityIcon } from './availability-icon.tsx';

// The stores' table and its texts load with its first opening (issue 19: the product page's JS budget).
const StoreAvailabilityModal = lazyOnUse(() => Promise.all([import('./store-availability-modal.tsx'), ensureDictionaryPart('productInfo')])
  .then(([module]) => module.StoreAvailabilityModal));

interface AvailabilityBlockProps {
  product: ProductView;
  /** The chosen variant; null until colour, size and type pick one. */
  variant: VariantView | null;
  /** variantOrderState of the variant (backorderable model, country override); null without a variant. */
  orderState: OrderState | null;
  stores: StoreView[];
  deliveryDays: CountryDeliveryDays;
  deliveryLimit: DeliveryLimitInfo;
  staff: boolean;
  /** general setting blockedStockText; '' gives the default text (cat 8). */
  blockedStockText: string;
  /** The delivery country's name in the page language. */
  countryName: string;
}

/**
 * The availability block (cat 4 Variant availability, cat 8): the delivery-time
 * line, where the variant is in stock (the four display modes), the blocked-stock
 * and blocked-country texts, and the button for the per-store table.
 */
export function AvailabilityBlock({ product, variant, orderState, stores, deliveryDays, deliveryLimit, staff, blockedStockText, countryName }: AvailabilityBlockProps) {
  const { t, href } = useSite();
  const [tableOpen, setTableOpen] = useState(false);
  // Mounted from the first opening on, so a closing dialog hands focus back as a native one does.
  const [tableMounted, setTableMounted] = useState(false);
  const override = variant ? overrideFor(deliveryLimit, variant.variantId) : undefined;
  const countryBlocked = isBlockedInCountry(deliveryLimit, override);
  const blockedNotice = countryBlocked ? (
    <div className="availability-block__country" role="note">
      <p>{t('availability.notShipped', { country: countryName })}</p>
      {deliveryLimit.blockInfoText ? <p>{deliveryLimit.blockInfoText}</p> : null}
    </div>
  ) : null;
  if (!variant) {
    return (
      <div className="availability-block">
        {blockedNotice}
        <p className="availability-block__hint">{t('availability.selectSizeFirst')}</p>
      </div>
    );
  }

  // The delivery country's shipping time replaces the variant's own (cat 3 extra_data_overrides).
  const shown = variantInCountry(variant, override);
  const skiBundle = product.isBundle && product.skiWizard !== null;
  // The one delivery promise (decision 018): stock at hand ships at once, as the cart and checkout say.
  const line = orderState?.orderable
    // inStock is "sellable units > 0" (worker/data/product-model-stock.ts): enough for the one unit a page shows.
    ? availabilityLine(t, linePromise({ shippingTime: shown.shippingTimeNumber, sellable: +shown.inStock, skiBundle }, deliveryDays))
    : { icon: 'minus' as const, text: t('availability.notAvailable') };
  const mode = availabilityMode(shown, stores, orderState?.onOrder ?? false);
  const shops = stores.filter((store) => store.type === 'retail' && storeAvailabilityIcon(store, shown) === 'check');
  const shopLinks = shops.map((store, index) => (
    <span key={store.id}>{index > 0 ? ', ' : ''}<a href={href('store', { store: store.slug })}>{store.name}</a></span>
  ));

  return (
    <div className="availability-block">
      {blockedNotice ?? (
        <p className={`availability-block__shipping availability-block__shipping--${line.icon}`}>
          <AvailabilityIcon icon={line.icon} /> <span>{line.text}</span>
        </p>
      )}
      {variant.blockedStock ? <p className="availability-block__blocked">{blockedStockText || t('availability.blockedDefault')}</p> : null}
      {variant.stockIncoming && !variant.inStock ? <p className="availability-block__incoming">{t('availability.incoming', { date: displayDate(variant.stockIncoming) })}</p> : null}
      <p className={`availability-block__stores availability-block__stores--${mode}`}>
        {mode === 'only-webstore' ? t('availability.onlyWebstore') : null}
        {mode === 'only-one-store' ? <>{t('availability.oneStore')} {shopLinks}</> : null}
        {mode === 'store-list' ? <>{t('availability.storeList')} {shopLinks}</> : null}
        {mode === 'out-of-stock' ? t('availability.noStoreStock') : null}
      </p>
      <button type="button" className="availability-block__table-button" onClick={() => { setTableMounted(true); setTableOpen(true); }} aria-haspopup="dialog">
        {t('availability.showStores')}
      </button>
      {tableMounted ? (
        <Suspense fallback={null}>
          <StoreAvailabilityModal open={tableOpen} onClose={() => setTableOpen(false)} variant={shown} stores={stores} staff={staff} blockedStockText={blockedStockText} />
        </Suspense>
      ) : null}
    </div>
  );
}

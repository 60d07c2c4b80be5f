import { productTitle } from '../../../shared/product/product-title.ts';
import { useId, useState } from 'react';
import type { BundleView } from '../../../shared/types/product-extra.ts';
import { useMoney } from '../../hooks/use-money.ts';
import { ensureDictionaryPart } from '../../dictionary-parts.ts';
import { useSite } from '../../site-context.tsx';
import { autoBundleVariants, bundleAvailable, BuyBundleModal } from './buy-bundle-modal.tsx';

interface BundlesSectionProps {
  bundles: BundleView[];
}

/**
 * Bundles (cat 3 Extra data): the product sold together with other models
 * at a discount, the price before and after. "Buy bundle" adds at once when
 * nothing needs choosing (cat 4), else opens the buy-bundle modal.
 */
export function BundlesSection({ bundles }: BundlesSectionProps) {
  const { t, localHref } = useSite();
  const headingId = useId();
  const [chosen, setChosen] = useState<BundleView | null>(null);
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<boolean | null>(null);
  const format = useMoney();
  if (bundles.length === 0) return null;

  /** Adds the bundle with one variant per model, in the models' order (the cart completes it). */
  const onAddBundle = (bundleId: number, variantIds: number[]) => {
    // The cart's code and texts load with the first add, as the buy box's do.
    void Promise.all([import('../../state/cart-lines.ts'), ensureDictionaryPart('checkout')])
      .then(([{ addBundleToCart }]) => setAdded(addBundleToCart(bundleId, variantIds)));
  };

  const buy = (bundle: BundleView) => {
    const auto = autoBundleVariants(bundle);
    if (auto) onAddBundle(bundle.id, auto);
    else {
      setChosen(bundle);
      setOpen(true);
    }
  };

  return (
    <section className="bundles" aria-labelledby={headingId}>
      <h2 id={headingId} className="bundles__title">{t('bundles.title')}</h2>
      <ul className="bundles__list">
        {bundles.map((bundle) => (
          <li key={bundle.id} className="bundle">
            <h3 className="bundle__name">{bundle.name}</h3>
            {bundle.description ? <p className="bundle__description">{bundle.description}</p> : null}
            <ul className="bundle__models">
              {bundle.secondary_product_models.map((model) => (
                <li key={model.id} className="bundle__model">
                  {model.image ? <img src={model.image} alt="" width={96} height={96} loading="lazy" decoding="async" /> : null}
                  <a href={localHref(model.path)}>
                    {productTitle(model.manufacturer, model.name)}
                  </a>
                </li>
              ))}
            </ul>
            <p className="bundle__prices">
              <span className="bundle__price">
                <span className="visually-hidden">{t('bundles.bundlePrice')} </span>{format(bundle.prices.active)}
              </span>
              {bundle.prices.regular > bundle.prices.active ? (
                <span className="bundle__regular">
                  <span className="visually-hidden">{t('bundles.separatePrice')} </span><s>{format(bundle.prices.regular)}</s>
                </span>
              ) : null}
              {bundle.discountPercent > 0 ? <span className="bundle__saving">{t('bundles.saving', { percent: Math.round(bundle.discountPercent) })}</span> : null}
            </p>
            <button type="button" className="button button--primary bundle__buy" disabled={!bundleAvailable(bundle)}
              aria-haspopup={autoBundleVariants(bundle) ? undefined : 'dialog'} onClick={() => buy(bundle)}>
              {bundleAvailable(bundle) ? t('bundles.buy') : t('bundles.unavailable')}
            </button>
          </li>
        ))}
      </ul>
      {chosen ? (
        <BuyBundleModal key={chosen.id} bundle={chosen} open={open} onClose={() => setOpen(false)}
          onConfirm={(variantIds) => { setOpen(false); onAddBundle(chosen.id, variantIds); }} />
      ) : null}
      {added !== null ? <p className="product-page__bundle-added" role="status">{t(added ? 'product.addedToCart' : 'product.cannotAddMore')}</p> : null}
    </section>
  );
}

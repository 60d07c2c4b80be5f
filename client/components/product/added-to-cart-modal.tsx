import { useEffect, useState } from 'react';
import { amountView } from '../../../shared/checkout/cart-display.ts';
import { CART_INFO_KEYS, updateAmount, type CartRow } from '../../../shared/checkout/checkout-state.ts';
import type { ProductView, VariantView } from '../../../shared/types/product-page.ts';
import { useCheckoutValidation } from '../../hooks/use-checkout-validation.ts';
import { ModalDialog } from '../modal-dialog.tsx';
import { checkoutStore } from '../../state/checkout-store.ts';
import { showToast } from '../../state/toasts.ts';
import { useSite } from '../../site-context.tsx';
import { AmountControl } from '../cart/amount-control.tsx';
import { useMoney } from '../../hooks/use-money.ts';

/** An add on the product page: the variant, what the page knew of its quantity, and how many adds went in so far. */
export interface AddedLine {
  variant: VariantView;
  onOrder: boolean;
  /** Orderable quantity; null when unlimited. */
  max: number | null;
  /** The add went in (false: "cannot add more", no modal). */
  ok: boolean;
  /** Grows with each add that went in: a new count opens the dialog afresh. */
  count: number;
}

interface AddedToCartProps {
  added: AddedLine;
  /** The product's shown name (brand and title). */
  name: string;
  /** The product, for the names of the chosen variant's colour, size and type. */
  product: Pick<ProductView, 'colors' | 'types'>;
  /** cat 4: while checkout validation is PENDING the page's add button shows loading and ignores clicks. */
  onPending?: (pending: boolean) => void;
}

/**
 * After Add to cart (cat 4): the validation loop runs from the first add on
 * (this module loads with it), and the added-to-cart dialog opens on each
 * add that went in, until the shopper closes it.
 */
export default function AddedToCart({ added, name, product, onPending }: AddedToCartProps) {
  const pending = useCheckoutValidation('cart').status === 'PENDING';
  useEffect(() => onPending?.(pending), [pending, onPending]);
  const [closed, setClosed] = useState(0);
  return closed === added.count ? null : <AddedToCartDialog key={added.count} added={added} name={name} product={product} onClose={() => setClosed(added.count)} />;
}

/** The chosen variant's colour, size and type as the product page names them (issue 14: the dialog said which one went in). */
export function chosenOptions(product: Pick<ProductView, 'colors' | 'types'>, variant: VariantView, t: (key: string) => string): Array<{ label: string; value: string }> {
  const colour = product.colors.find((candidate) => candidate.slug === variant.colorSlug);
  const type = product.types.find((candidate) => candidate.slug === variant.typeSlug);
  return [
    { label: t('product.colour'), value: variant.colorSlug ? colour?.name ?? '' : '' },
    { label: t('product.size'), value: variant.sizeSlug },
    { label: type?.title || t('product.type'), value: variant.typeSlug ? type?.name ?? '' : '' },
  ].filter((option) => option.value !== '');
}

/** The row the dialog edits: the cart's own, else what the page knew. */
export function modalRow(rows: CartRow[], variantId: number, onOrder: boolean, maxAmount: number | null): CartRow {
  return rows.find((row) => row.productId === variantId) ?? { productId: variantId, amount: 1, on_order: onOrder, max_amount: onOrder ? null : maxAmount };
}

/**
 * cat 4 Added-to-cart modal: the product and its quantity, editable from 1 to
 * the line's orderable quantity (unlimited on order), "Available N pcs" when
 * at the max or the max is at most 5, blocked for a frozen line. Closing
 * applies the quantity; the change is validated like any other.
 */
function AddedToCartDialog({ added, name, product, onClose }: AddedToCartProps & { onClose(): void }) {
  const { variant } = added;
  const { t, href } = useSite();
  const money = useMoney();
  const row = modalRow(checkoutStore.getState().products, variant.variantId, added.onOrder, added.max);
  const [amount, setAmount] = useState(row.amount);
  const view = amountView(row, amount);
  const image = variant.images[0];
  const options = chosenOptions(product, variant, t);

  const apply = () => {
    if (view.locked || amount === row.amount) return;
    const result = checkoutStore.update((state) => updateAmount(state, variant.variantId, amount));
    if (result.info) showToast(t(CART_INFO_KEYS[result.info]), 'info');
  };
  const close = () => {
    apply();
    onClose();
  };

  return (
    <ModalDialog open className="added-modal" title={t('cartPage.addedTitle')} closeLabel={t('cartPage.close')} onClose={close}>
      <div className="added-modal__product">
        {image ? <img src={image.startsWith('/') ? `${image}?w=320` : image} alt="" width={96} height={96} /> : null}
        <div>
          <p className="added-modal__name">{name}</p>
          {options.length > 0 ? (
            <dl className="added-modal__options">
              {options.map((option) => <div key={option.label}><dt>{option.label}</dt><dd>{option.value}</dd></div>)}
            </dl>
          ) : null}
          <p className="added-modal__price">{money(variant.price.active * amount)}</p>
        </div>
      </div>
      {view.locked ? <p className="added-modal__note" role="note">{t('cart.frozenProduct')}</p> : (
        <AmountControl value={amount} max={view.max} label={name} onChange={setAmount} />
      )}
      {view.available !== null ? <p className="added-modal__note">{t('cartPage.available', { count: view.available })}</p> : null}
      <div className="added-modal__actions">
        <button type="button" className="button button--secondary" onClick={close}>{t('cartPage.continueShopping')}</button>
        <a className="button button--primary" href={href('checkout')} onClick={apply}>{t('cartPage.goToCheckout')}</a>
      </div>
    </ModalDialog>
  );
}

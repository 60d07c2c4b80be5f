import { useId, useState } from 'react';
import { addToCartLabel, type Selection } from '../../../shared/product/variant-selection.ts';
import type { OrderState } from '../../../shared/product/variant-availability.ts';
import type { ProductView, VariantView } from '../../../shared/types/product-page.ts';
import { useSite } from '../../site-context.tsx';

interface AddToCartButtonProps {
  product: ProductView;
  selection: Selection;
  /** The variant the selection matches; null when nothing (or no variant) matches. */
  variant: VariantView | null;
  orderState: OrderState | null;
  /** isAddToCartDisabled (cat 4); ignored while an option is still to be chosen, so the click can warn. */
  disabled: boolean;
  /** Checkout validation is PENDING (cat 4): shows loading and ignores clicks. */
  pending?: boolean;
  onAdd(variant: VariantView): void;
}

/** What a click does: nothing while pending, the warning when no variant is chosen (cat 4: id 0), else add. */
export function addToCartAction(variant: VariantView | null, pending: boolean): 'ignore' | 'warn' | 'add' {
  if (pending) return 'ignore';
  return variant === null ? 'warn' : 'add';
}

/**
 * cat 4 Add-to-cart button: Select Color → Select Size → Select Type → Add to
 * cart / Out of stock. Clicked with nothing chosen it warns "First select the
 * product size" instead of adding; the warning goes once the selection changes.
 */
export function AddToCartButton({ product, selection, variant, orderState, disabled, pending = false, onAdd }: AddToCartButtonProps) {
  const { t } = useSite();
  const warningId = useId();
  const [warnedFor, setWarnedFor] = useState<string | null>(null);
  const label = addToCartLabel(product, selection, orderState?.orderable ?? false);
  const choosing = label === 'selectColor' || label === 'selectSize' || label === 'selectType';
  const selectionKey = `${selection.color}|${selection.size}|${selection.type}`;
  const warning = warnedFor === selectionKey && variant === null;
  const click = () => {
    const action = addToCartAction(variant, pending);
    if (action === 'warn') setWarnedFor(selectionKey);
    else if (action === 'add' && variant) onAdd(variant);
  };
  return (
    <div className="add-to-cart">
      <button type="button" className={`button button--primary add-to-cart__button add-to-cart__button--${label}`}
        disabled={disabled && !choosing} aria-disabled={pending ? 'true' : undefined} aria-busy={pending ? 'true' : undefined}
        aria-describedby={warning ? warningId : undefined} onClick={click}>
        {pending ? <span className="add-to-cart__spinner" aria-hidden="true" /> : null}
        {/* Each label names its own text: product.selectColor, .selectSize, .selectType, .addToCart, .outOfStock. */}
        {t(`product.${label}`)}
      </button>
      {warning ? <p id={warningId} className="add-to-cart__warning" role="alert">{t('product.selectSizeFirst')}</p> : null}
    </div>
  );
}

import { productTitle } from '../../../shared/product/product-title.ts';
import { amountView } from '../../../shared/checkout/cart-display.ts';
import { CART_INFO_KEYS, isBundleRow, removeBundle, removeProduct, setBundleAmount, updateAmount, type CartOutcome, type CartRow, type CheckoutState } from '../../../shared/checkout/checkout-state.ts';
import type { CheckoutRowProblem } from '../../../shared/types/checkout.ts';
import { checkoutStore } from '../../state/checkout-store.ts';
import { showToast } from '../../state/toasts.ts';
import { useSite } from '../../site-context.tsx';
import { AmountControl } from './amount-control.tsx';
import { useMoney } from '../../hooks/use-money.ts';

const PROBLEM_KEYS: Record<CheckoutRowProblem, string> = {
  unknown: 'cartPage.problemUnknown',
  not_orderable: 'cartPage.problemNotOrderable',
  over_quantity: 'cartPage.problemOverQuantity',
  country_blocked: 'cartPage.problemCountryBlocked',
  method_restricted: 'cartPage.problemMethodRestricted',
  incompatible: 'cartPage.problemIncompatible',
};

/** A change through the store; a refusal is said as an info toast (core 8). */
export function useCartChange(): (change: (state: CheckoutState) => CartOutcome) => void {
  const { t } = useSite();
  return (change) => {
    const result = checkoutStore.update(change);
    if (result.info) showToast(t(CART_INFO_KEYS[result.info]), 'info');
  };
}

/**
 * One cart row (core 3 cart product row): image, name, variant, unit price,
 * amount control, remove, and the row's problem from the last answer. Frozen
 * rows keep their amount; bundle rows change through the bundle functions (core 4).
 * `amountFromTargets`: a transfer request to several stores, whose row amount is their sum.
 */
export function CartRowItem({ row, amountFromTargets = false }: { row: CartRow; amountFromTargets?: boolean }) {
  const { t, localHref } = useSite();
  const money = useMoney();
  const apply = useCartChange();
  const details = row.details;
  const bundle = isBundleRow(row);
  const id = String(row.productId);
  const view = amountView(row, row.amount);
  const name = details ? productTitle(details.manufacturer, details.name) : t('cartPage.loadingRow');
  const setAmount = (amount: number) => apply((state) => (bundle ? setBundleAmount(state, id, amount) : updateAmount(state, row.productId, amount)));
  const remove = () => apply((state) => (bundle ? removeBundle(state, id) : removeProduct(state, row.productId)));
  return (
    <li className={`cart-row${details?.problem ? ' cart-row--problem' : ''}`}>
      <div className="cart-row__image">
        {details?.image ? <img src={details.image.startsWith('/') ? `${details.image}?w=160` : details.image} alt="" width={80} height={80} loading="lazy" /> : null}
      </div>
      <div className="cart-row__info">
        <p className="cart-row__name">{details?.path ? <a href={localHref(details.path)}>{name}</a> : name}</p>
        {details?.variant_text ? <p className="cart-row__variant">{details.variant_text}</p> : null}
        {bundle ? <p className="cart-row__variant">{t('cartPage.bundle')}</p> : null}
        {/* A member's club price is the row's price (the server decides, issue 15); it is named as on the product page. */}
        {details ? <p className="cart-row__price">{details.price.type === 'club' ? <span className="cart-row__club">{t('card.clubPrice')} </span> : null}{money(details.price.active)}</p> : null}
        {view.locked ? <p className="cart-row__locked">{t('cartPage.locked')}</p> : null}
        {details?.problem ? <p className="cart-row__problem" role="alert">{t(PROBLEM_KEYS[details.problem], { max: row.max_amount ?? 0 })}</p> : null}
      </div>
      <div className="cart-row__controls">
        {/* A transfer to several stores counts what each receives (core 5): the staff tools set the amount, not this field. */}
        <AmountControl value={row.amount} max={view.max} label={name} disabled={view.locked || amountFromTargets} onChange={setAmount} />
        {details ? <p className="cart-row__total">{money(details.row_total)}</p> : null}
        <button type="button" className="cart-row__remove" onClick={remove} aria-label={t('cartPage.removeNamed', { name })}>{t('cartPage.remove')}</button>
      </div>
    </li>
  );
}

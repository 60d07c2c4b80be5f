import { lazy, Suspense } from 'react';
import { canContinueToPayment, hasItems } from '../../shared/checkout/cart-display.ts';
import { removeGiftCard } from '../../shared/checkout/cart-gifts.ts';
import type { CheckoutState } from '../../shared/checkout/checkout-core.ts';
import { CodeEntry } from '../components/cart/code-entry.tsx';
import { CartRowItem, useCartChange } from '../components/cart/cart-row-item.tsx';
import { CartTotals, FreeDeliveryProgressBar } from '../components/cart/cart-totals.tsx';
import { DeliveryOptions } from '../components/cart/delivery-options.tsx';
import { useAuth } from '../hooks/use-auth.ts';
import { useMoney } from '../hooks/use-money.ts';
import { useCheckoutValidation } from '../hooks/use-checkout-validation.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useNavigation } from '../navigation/navigation-context.tsx';
import { useSite } from '../site-context.tsx';

// Staff tools (decisions 012, 021) load only for a logged-in staff account: shoppers never download them.
const StaffTools = lazy(() => import('../components/staff/staff-tools.tsx'));

/** The /checkout/ page's props: none, the cart lives in the browser (core 3, decision 010). */
type CheckoutPageProps = Record<string, never>;

/**
 * /checkout/ (issue 6): the shopping cart, priced by the server through the
 * validation loop (core 4, core 7). Rows with their amounts, codes, delivery,
 * RePack, special requests, free-delivery progress, totals and the reason the
 * order cannot go ahead (core 5); "Continue to payment" once the server has
 * priced the cart as it is and nothing is in the way.
 */
export default function CheckoutPage(_props: CheckoutPageProps) {
  const { t } = useSite();
  const state = useCheckoutValidation('checkout');
  const hydrated = useHydrated();
  // Known after hydration (core 4): the server render and the first client render show no staff tools.
  const staffTools = useAuth().user?.isStaffUser ? <Suspense fallback={null}><StaffTools state={state} /></Suspense> : null;

  if (!hydrated) {
    return (
      <div className="cart-page">
        <h1 className="page-heading">{t('cartPage.title')}</h1>
        <p className="cart-page__loading" role="status">{t('cartPage.loading')}</p>
      </div>
    );
  }
  // The staff tools keep one place in the tree, so an empty cart filling up does not reload them.
  return <>{hasItems(state) ? <CartContents state={state} /> : <EmptyCart />}{staffTools}</>;
}

function EmptyCart() {
  const { t, href } = useSite();
  return (
    <div className="cart-page cart-page--empty">
      <h1 className="page-heading">{t('cartPage.title')}</h1>
      <p>{t('cartPage.empty')}</p>
      <a className="button button--primary" href={href('front')}>{t('cartPage.backToShop')}</a>
    </div>
  );
}

function CartContents({ state }: { state: CheckoutState }) {
  const { t, href } = useSite();
  const { navigate } = useNavigation();
  const money = useMoney();
  const apply = useCartChange();
  // A change not yet priced (no hash) waits for its validation as a running one does.
  const pending = state.status === 'PENDING' || state.validateHash === '';
  const ready = canContinueToPayment(state);
  return (
    <div className="cart-page" aria-busy={pending}>
      <h1 className="page-heading">{t('cartPage.title')}</h1>
      <div className="cart-page__columns">
        <div className="cart-page__main">
          <ul className="cart-rows">
            {state.products.map((row) => <CartRowItem key={String(row.productId)} row={row} amountFromTargets={state.transferRequest && state.transferRequestTo.length > 1} />)}
            {state.giftCardProducts.map((card) => (
              <li key={card.uid} className="cart-row">
                <div className="cart-row__info">
                  <p className="cart-row__name">{t('cartPage.giftCard')}</p>
                  {card.recipient_name ? <p className="cart-row__variant">{card.recipient_name}</p> : null}
                  <p className="cart-row__price">{money(card.amount)}</p>
                </div>
                <div className="cart-row__controls">
                  <button type="button" className="cart-row__remove" onClick={() => apply((current) => removeGiftCard(current, card.uid))}
                    aria-label={t('cartPage.removeNamed', { name: t('cartPage.giftCard') })}>{t('cartPage.remove')}</button>
                </div>
              </li>
            ))}
          </ul>
          {/* A transfer request moves goods between the shop's warehouses: no codes, delivery or payment. */}
          {state.transferRequest ? null : <CodeEntry state={state} />}
          {state.transferRequest ? null : <DeliveryOptions state={state} />}
        </div>
        <aside className="cart-page__summary" aria-label={t('cartPage.summary')}>
          <FreeDeliveryProgressBar state={state} />
          <CartTotals state={state} />
          {state.snippetError ? <p className="cart-page__reason" role="alert">{state.snippetError}</p> : null}
          {state.status === 'ERROR' ? <p className="cart-page__reason" role="alert">{t('cartPage.validationFailed')}</p> : null}
          {/* A live region speaks only once it is in the document: it stays, empty when idle. */}
          <p className="cart-page__status" role="status">{pending ? t('cartPage.updating') : null}</p>
          {/* WCAG 2.1.1: one button in every state, so it keeps focus and stays in the Tab order while the cart is checked. */}
          {state.transferRequest ? null : (
            <button type="button" className="button button--primary cart-page__continue" aria-disabled={!ready}
              onClick={() => { if (ready) navigate(href('checkoutPayment')); }}>{t('cartPage.continue')}</button>
          )}
        </aside>
      </div>
    </div>
  );
}

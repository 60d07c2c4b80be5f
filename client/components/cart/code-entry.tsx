import { useId, useState, type FormEvent } from 'react';
import { addCode, MAX_CODE_LENGTH, removeCode } from '../../../shared/checkout/discount-codes.ts';
import type { CheckoutState } from '../../../shared/checkout/checkout-core.ts';
import { checkoutStore } from '../../state/checkout-store.ts';
import { useSite } from '../../site-context.tsx';
import { useMoney } from '../../hooks/use-money.ts';

/**
 * One field for discount codes and gift cards (cat 5: one discount code per
 * order, any number of gift vouchers). The server says which codes hold;
 * the accepted ones are listed with what they give and a remove button.
 */
export function CodeEntry({ state }: { state: CheckoutState }) {
  const { t } = useSite();
  const money = useMoney();
  const id = useId();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    checkoutStore.update((current) => addCode(current, code));
    setCode('');
  };
  const amountOf = (kept: string) => {
    const lower = kept.toLowerCase();
    if (state.cartDiscount?.code.toLowerCase() === lower) return money(state.cartDiscount.amount);
    const card = state.giftCards.find((event) => event.payment_id.toLowerCase() === lower);
    return card ? t('cartPage.giftCardUsed', { amount: money(card.amount) }) : '';
  };
  return (
    <section className="cart-codes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cart-section__title"><label htmlFor={`${id}-code`}>{t('cartPage.codeLabel')}</label></h2>
      <form className="cart-codes__form" onSubmit={submit}>
        <div className="cart-codes__row">
          <input id={`${id}-code`} className="cart-codes__input" autoComplete="off" maxLength={MAX_CODE_LENGTH} value={code}
            onChange={(event) => setCode(event.target.value)} />
          <button type="submit" className="button button--secondary">{t('cartPage.codeApply')}</button>
        </div>
      </form>
      {state.codes.length > 0 || state.pendingCodes.length > 0 ? (
        <ul className="cart-codes__list">
          {[...state.codes, ...state.pendingCodes].map((kept) => (
            <li key={kept} className="cart-codes__code">
              <span><strong>{kept}</strong> {state.codes.includes(kept) ? amountOf(kept) : t('cartPage.codeChecking')}</span>
              <button type="button" className="cart-codes__remove" onClick={() => checkoutStore.update((current) => removeCode(current, kept))}
                aria-label={t('cartPage.removeNamed', { name: kept })}>{t('cartPage.remove')}</button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { addGiftCard } from '../../../shared/checkout/cart-gifts.ts';
import { GIFT_CARD_STEP, MAX_GIFT_CARD_AMOUNT } from '../../../shared/checkout/checkout-core.ts';
import { DEFAULT_GIFT_CARD_TEMPLATE, type GiftCardTemplate } from '../../../shared/gift-card/card-templates.ts';
import {
  DEFAULT_GIFT_CARD_AMOUNT, GIFT_CARD_MESSAGE_MAX, GIFT_CARD_MODELS, GIFT_CARD_RECIPIENT_MAX, giftCardAmountProblem, readGiftCardAmount, type GiftCardKind,
} from '../../../shared/gift-card/gift-card-rules.ts';
import { currencyOf, EURO, formatPrice } from '../../../shared/money.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useMoney } from '../../hooks/use-money.ts';
import { useSite } from '../../site-context.tsx';
import { checkoutStore } from '../../state/checkout-store.ts';
import { NoteField } from '../desk/note-field.tsx';
import { TextField } from '../order/text-field.tsx';
import { AmountField } from './amount-field.tsx';
import { TemplatePicker } from './template-picker.tsx';

/**
 * One gift card to add (cat 5): its face value in euro and, for the web card,
 * the recipient, message and picture. Adding is disabled at 0 and until the
 * stored cart has loaded (before hydration the page cannot add to it); an
 * amount emptied or 0, over 10,000 or off the steps of 10 says why beside
 * the field.
 */
export function GiftCardForm({ kind }: { kind: GiftCardKind }) {
  const { t, config, href } = useSite();
  const money = useMoney();
  const ready = useHydrated();
  const [amountText, setAmountText] = useState(String(DEFAULT_GIFT_CARD_AMOUNT));
  const [recipient, setRecipient] = useState('');
  const [message, setMessage] = useState('');
  const [template, setTemplate] = useState<GiftCardTemplate>(DEFAULT_GIFT_CARD_TEMPLATE);
  const [outcome, setOutcome] = useState<'added' | 'full' | null>(null);
  // An emptied or zero amount says what it needs once the field was edited (WCAG 3.3.1), not before.
  const [touched, setTouched] = useState(false);
  const amount = readGiftCardAmount(amountText);
  const problem = giftCardAmountProblem(amount);
  const rule = { step: formatPrice(GIFT_CARD_STEP, EURO, config.language), max: formatPrice(MAX_GIFT_CARD_AMOUNT, EURO, config.language) };
  const error = problem === null || (problem === 'required' && !touched) ? '' : t(`giftCards.amountError.${problem}`, rule);
  const otherCurrency = currencyOf(config).code !== EURO.code;

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || problem !== null) return;
    const added = checkoutStore.update((state) => addGiftCard(state, {
      productId: GIFT_CARD_MODELS[kind], amount, ...(kind === 'web' ? { recipientName: recipient, message, template } : {}),
    }, Date.now() / 1000));
    setOutcome(added.changed ? 'added' : 'full');
  };
  const field = (name: string) => `${kind}-${name}`;
  return (
    <form className="gift-card-form" noValidate onSubmit={add}>
      <AmountField id={`field-${field('amount')}`} label={t('giftCards.amount')} hint={t('giftCards.amountHint', rule)} value={amountText} error={error}
        onChange={(value) => { setAmountText(value); setTouched(true); setOutcome(null); }} />
      {otherCurrency && problem === null ? <p className="gift-card-form__price">{t('giftCards.priceInCurrency', { price: money(amount) })}</p> : null}
      {kind === 'web' ? (
        <>
          <TextField name={field('recipient')} label={t('giftCards.web.recipient')} value={recipient} error="" required={false} autoComplete="off"
            maxLength={GIFT_CARD_RECIPIENT_MAX} onChange={setRecipient} />
          <NoteField name={field('message')} label={t('giftCards.web.message')} value={message} error="" required={false} rows={3}
            maxLength={GIFT_CARD_MESSAGE_MAX} onChange={setMessage} />
          <TemplatePicker value={template} onChange={setTemplate} />
        </>
      ) : null}
      <button className="button button--primary gift-card-form__add" type="submit" disabled={!ready || problem !== null}>
        {t(kind === 'web' ? 'giftCards.web.add' : 'giftCards.physical.add')}
      </button>
      <p className="gift-card-form__status" role="status">
        {outcome === 'added' ? <>{t('giftCards.added')} <a href={href('checkout')}>{t('giftCards.toCart')}</a></> : null}
        {outcome === 'full' ? t('giftCards.cartFull') : null}
      </p>
    </form>
  );
}

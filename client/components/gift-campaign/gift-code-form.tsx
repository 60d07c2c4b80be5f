import { useRef, useState, type FormEvent } from 'react';
import { redeemGiftCampaign } from '../../../shared/gift-campaign/redeem-cart.ts';
import { CAMPAIGN_CODE_LENGTH, MAX_TYPED_CODE_LENGTH } from '../../../shared/gift-campaign/campaign-code.ts';
import type { OrderState } from '../../../shared/product/variant-availability.ts';
import type { ProductPageProps, VariantView } from '../../../shared/types/product-page.ts';
import { useNavigation } from '../../navigation/navigation-context.tsx';
import { useSite } from '../../site-context.tsx';
import { checkoutStore } from '../../state/checkout-store.ts';
import { TextField } from '../order/text-field.tsx';
import { GIFT_CODE_MESSAGES, redeemCode } from './redeem-code.ts';
import { useGiftTerms } from './use-gift-terms.ts';

interface GiftCodeFormProps {
  campaign: NonNullable<ProductPageProps['giftCampaign']>;
  variant: VariantView | null;
  orderState: OrderState | null;
}

type FormState = { kind: 'idle' | 'checking' | 'unexpected' | 'chooseSize' } | { kind: 'invalid'; message: string };

/**
 * The product page's gift-campaign mode (cat 4 Gift campaign redeem, cat 5,
 * cat 8): what the recipient pays, then the code. Loading while the code is
 * checked; a refused code's message on the field (what was typed stays),
 * anything else "An unexpected error(#4924)". On success the cart holds
 * only this gift with the campaign data, and the recipient goes to
 * /checkout/payment/. Loaded lazily with the 'gifts' texts (JS budget).
 */
export default function GiftCodeForm({ campaign, variant, orderState }: GiftCodeFormProps) {
  const { t, config, href } = useSite();
  const { navigate } = useNavigation();
  const [code, setCode] = useState('');
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const orderable = variant !== null && orderState?.orderable === true;
  const terms = useGiftTerms(campaign);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'checking') return;
    if (!variant) {
      setState({ kind: 'chooseSize' });
      return;
    }
    setState({ kind: 'checking' });
    const outcome = await redeemCode({ code, variantId: variant.variantId, categorySlug: campaign.slug }, config.language, t);
    if (outcome.kind === 'ok') {
      checkoutStore.update((cart) => redeemGiftCampaign(cart, variant.variantId, outcome.data));
      navigate(href('checkoutPayment'));
      return;
    }
    setState(outcome);
    if (outcome.kind === 'invalid') input.current?.focus();
  };

  const checking = state.kind === 'checking';
  return (
    <form className="gift-code" onSubmit={submit} noValidate aria-labelledby="gift-code-title">
      <h2 id="gift-code-title" className="gift-code__title">{t('giftCampaign.form.title')}</h2>
      <p className="gift-code__terms">{terms}</p>
      <TextField name="gift-code" label={t('giftCampaign.form.label')} value={code} error={state.kind === 'invalid' ? state.message : ''}
        hint={t('giftCampaign.form.hint', { length: CAMPAIGN_CODE_LENGTH })} autoComplete="off" maxLength={MAX_TYPED_CODE_LENGTH} inputRef={input}
        onChange={(value) => { setCode(value); if (!checking) setState({ kind: 'idle' }); }} />
      <button type="submit" className="button button--primary gift-code__submit" disabled={variant !== null && !orderable}
        aria-busy={checking ? 'true' : undefined}>
        {checking ? <span className="add-to-cart__spinner" aria-hidden="true" /> : null}
        {t(checking ? 'giftCampaign.form.checking' : 'giftCampaign.form.submit')}
      </button>
      {variant !== null && !orderable ? <p className="gift-code__note">{t('product.outOfStock')}</p> : null}
      <div role="status" className="gift-code__status">
        {state.kind === 'unexpected' ? <p className="form-error">{t(GIFT_CODE_MESSAGES.unexpected)}</p> : null}
        {/* cat 4: nothing chosen (variant id 0) warns instead of redeeming. */}
        {state.kind === 'chooseSize' && !variant ? <p className="form-error">{t('product.selectSizeFirst')}</p> : null}
      </div>
    </form>
  );
}

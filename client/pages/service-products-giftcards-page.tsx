import { BalanceCheck } from '../components/gift-cards/balance-check.tsx';
import { GiftCardForm } from '../components/gift-cards/gift-card-form.tsx';
import { useSite } from '../site-context.tsx';

/**
 * /service-products/giftcards/ (issue 17 item 3, cat 5; decision 028): the
 * web gift card (a code and a printable card by mail), the physical card
 * (shipped like a product) and the balance check by code.
 */
export default function GiftCardsPage() {
  const { t } = useSite();
  return (
    <div className="gift-cards-page">
      <h1 className="page-heading">{t('giftCards.title')}</h1>
      <p className="gift-cards-page__intro">{t('giftCards.intro')}</p>
      <div className="gift-cards-page__offers">
        <section className="gift-cards-page__offer" aria-labelledby="gift-web-title">
          <h2 id="gift-web-title">{t('giftCards.web.title')}</h2>
          <p>{t('giftCards.web.text')}</p>
          <GiftCardForm kind="web" />
        </section>
        <section className="gift-cards-page__offer" aria-labelledby="gift-physical-title">
          <h2 id="gift-physical-title">{t('giftCards.physical.title')}</h2>
          <p>{t('giftCards.physical.text')}</p>
          <GiftCardForm kind="physical" />
        </section>
      </div>
      <section className="gift-cards-page__balance" aria-labelledby="gift-balance-title">
        <h2 id="gift-balance-title">{t('giftCards.balance.title')}</h2>
        <p>{t('giftCards.balance.text')}</p>
        <BalanceCheck />
      </section>
    </div>
  );
}

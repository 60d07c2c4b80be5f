import type { ClubInfoPageProps } from '../../shared/types/order-pages.ts';
import { useSite } from '../site-context.tsx';

const BENEFITS = ['clubPrices', 'earlyOffers', 'cartPrices'] as const;

/**
 * /checkout/club-info/: what the loyalty club gives (cat 1 club members: club
 * prices and early offers), with the way to log in and the way back to the cart.
 */
export default function CheckoutClubInfoPage(_props: ClubInfoPageProps) {
  const { t, href, config } = useSite();
  return (
    <div className="club-info">
      <h1 className="club-info__title">{t('clubInfo.title', { brand: config.brandName })}</h1>
      <p className="club-info__intro">{t('clubInfo.intro', { brand: config.brandName })}</p>
      <ul className="club-info__benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="club-info__benefit">
            <h2 className="club-info__benefit-title">{t(`clubInfo.benefits.${benefit}.title`)}</h2>
            <p>{t(`clubInfo.benefits.${benefit}.text`)}</p>
          </li>
        ))}
      </ul>
      <p>
        <a className="club-info__offers" href={href('campaignsClubOffers')}>{t('clubInfo.seeOffers')}</a>
      </p>
      <div className="club-info__actions">
        <a className="button button--primary" href={href('accountsLogin')}>{t('clubInfo.logIn')}</a>
        <a className="club-info__back" href={href('checkout')}>{t('clubInfo.backToCart')}</a>
      </div>
    </div>
  );
}

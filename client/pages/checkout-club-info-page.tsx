import { useState } from 'react';
import { loginHref } from '../../shared/account/login-path.ts';
import type { ClubInfoPageProps } from '../../shared/types/order-pages.ts';
import { AccountAlert } from '../components/account/account-alert.tsx';
import { useAuth } from '../hooks/use-auth.ts';
import { useNavigation } from '../navigation/navigation-context.tsx';
import { updateCustomer } from '../state/customer-update.ts';
import { useSite } from '../site-context.tsx';

const BENEFITS = ['clubPrices', 'earlyOffers', 'cartPrices'] as const;

/**
 * What the visitor can do here (issue 15 item 6): a customer joins with one
 * button and goes back to the cart, now priced for a member; a member is
 * told so; a guest logs in (and comes back here) or creates an account.
 * Nothing shows until the auth state is known: the HTML is the same for all.
 */
function ClubActions() {
  const { t, href, config } = useSite();
  const { navigate } = useNavigation();
  const { loading, user } = useAuth();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');

  const join = async () => {
    if (sending) return;
    setFailure('');
    setSending(true);
    const answer = await updateCustomer({ club_member: true }, config.language);
    setSending(false);
    if (answer.kind === 'ok') return navigate(href('checkout'));
    setFailure(answer.kind === 'refused' ? answer.message : t('errors.unexpected'));
  };

  if (loading) return null;
  if (!user) {
    return (
      <>
        <p>{t('clubInfo.guestPrompt')}</p>
        <div className="club-info__actions">
          <a className="button button--primary" href={loginHref(href('accountsLogin'), { next: href('checkoutClubInfo'), reason: 'club' })}>{t('clubInfo.logIn')}</a>
          <a className="button" href={href('accountsRegister')}>{t('clubInfo.register')}</a>
        </div>
      </>
    );
  }
  if (user.isClubMember) return <p className="club-info__member">{t('clubInfo.member', { brand: config.brandName })}</p>;
  return (
    <>
      <button className="button button--primary" type="button" disabled={sending} onClick={() => void join()}>
        {sending ? t('clubInfo.joining') : t('clubInfo.join')}
      </button>
      {failure ? <AccountAlert text={failure} /> : null}
    </>
  );
}

/**
 * /checkout/club-info/: what the loyalty club gives (cat 1 club members: club
 * prices and early offers), with the way to join or log in and the way back to the cart.
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
      <div className="club-info__join">
        <ClubActions />
      </div>
      <p>
        <a className="club-info__back" href={href('checkout')}>{t('clubInfo.backToCart')}</a>
      </p>
    </div>
  );
}

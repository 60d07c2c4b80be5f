import { useSyncExternalStore } from 'react';
import { priceDisplay, type ClubViewer } from '../../../shared/grid/price-display.ts';
import type { ListPrice } from '../../../shared/types/product-list.ts';
import { useMoney } from '../../hooks/use-money.ts';
import { useSite } from '../../site-context.tsx';

interface PriceTagProps {
  price: ListPrice;
  fromPrefix: boolean;
  showDiscountPercentage: boolean;
  /** Who looks (shared/grid/price-display.ts): the club prompt depends on it. */
  viewer: ClubViewer;
  /**
   * Render the club prompt link here. A card passes false and renders
   * `ClubPromptLink` outside its main link, so no link sits inside another.
   */
  loginLink?: boolean;
}

/** The five price states of cat 4 Price display; a reduced price is highlighted and the reference struck through. */
export function PriceTag({ price, fromPrefix, showDiscountPercentage, viewer, loginLink = true }: PriceTagProps) {
  const { t, config } = useSite();
  const format = useMoney();
  const display = priceDisplay(price, { viewer, showDiscountPercentage });
  // cat 9: in Finland the comparison price is the lowest price of the last 30 days.
  const finnish = config.deliveryCountryCode.toLowerCase() === 'fi';
  const club = display.state === 'club';
  const referenceLabel = finnish ? t('card.lowestPrice30Days') : t('card.regularPrice');
  // The club label and the Finnish legal wording are shown; elsewhere the strike-through speaks for itself.
  const visibleLabel = club || finnish;
  return (
    <div className={`price-tag price-tag--${display.state}`}>
      <p className="price-tag__prices">
        {club ? <span className="price-tag__label">{t('card.clubPrice')}</span> : null}
        <span className="price-tag__shown">
          {display.reference !== null && !club ? <span className="visually-hidden">{t('card.currentPrice')} </span> : null}
          {fromPrefix ? <span className="price-tag__from">{t('card.from')} </span> : null}
          {format(display.shown)}
        </span>
        {display.reference !== null ? (
          <span className="price-tag__reference">
            <span className={visibleLabel ? 'price-tag__reference-label' : 'visually-hidden'}>{referenceLabel} </span>
            <s>{format(display.reference)}</s>
          </span>
        ) : null}
      </p>
      {loginLink && display.clubPrompt ? <ClubPromptLink prompt={display.clubPrompt} /> : null}
    </div>
  );
}

const noSubscription = () => () => {};

/**
 * cat 4 / cat 6: a guest seeing a club price is asked to log in to receive it,
 * and comes back to this page after (`next`: known in the browser only, so the
 * server render and hydration link without it); a logged-in customer outside
 * the club is asked to join it in the account area.
 */
export function ClubPromptLink({ prompt }: { prompt: 'login' | 'join' }) {
  const { t, href } = useSite();
  const next = useSyncExternalStore(noSubscription, () => location.pathname + location.search, () => '');
  const join = prompt === 'join';
  const login = `${href('accountsLogin')}?reason=club${next && `&next=${encodeURIComponent(next)}`}`;
  return <a className="club-login-link" href={join ? href('accounts') : login}>{t(join ? 'menu.joinClub' : 'card.clubLogin')}</a>;
}

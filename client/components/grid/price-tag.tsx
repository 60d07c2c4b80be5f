import { priceDisplay } from '../../../shared/grid/price-display.ts';
import type { ListPrice } from '../../../shared/types/product-list.ts';
import { useMoney } from '../../hooks/use-money.ts';
import { useSite } from '../../site-context.tsx';

interface PriceTagProps {
  price: ListPrice;
  fromPrefix: boolean;
  showDiscountPercentage: boolean;
  isGuest: boolean;
  /**
   * Render the guest's club login link here. A card passes false and renders
   * `ClubLoginLink` outside its main link, so no link sits inside another.
   */
  loginLink?: boolean;
}

/** The five price states of cat 4 Price display; a reduced price is highlighted and the reference struck through. */
export function PriceTag({ price, fromPrefix, showDiscountPercentage, isGuest, loginLink = true }: PriceTagProps) {
  const { t, config } = useSite();
  const format = useMoney();
  const display = priceDisplay(price, { isGuest, showDiscountPercentage });
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
      {loginLink && display.clubLoginPrompt ? <ClubLoginLink /> : null}
    </div>
  );
}

/** cat 4 / cat 6 Guest: a guest seeing a club price is asked to log in to receive it. */
export function ClubLoginLink() {
  const { t, href } = useSite();
  return <a className="club-login-link" href={href('accountsLogin')}>{t('card.clubLogin')}</a>;
}

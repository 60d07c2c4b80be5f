import type { CardSize } from '../../../shared/grid/card-size.ts';
import { numberFormat } from '../../../shared/intl-formats.ts';
import { LANGUAGE_DEFAULTS } from '../../../shared/languages.ts';
import type { ListRibbon } from '../../../shared/types/product-list.ts';
import { readableBadgeColours } from '../../../shared/readable-colours.ts';
import { useSite } from '../../site-context.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';
import { cardStars } from './star-rating.tsx';

/** How wide a card image is drawn: 2/4 columns, or 3/6 for small cards (page width 1200 px, mobile below 900 px). */
const CARD_IMAGE_SIZES: Record<CardSize, string> = {
  default: '(min-width: 1200px) 285px, (min-width: 900px) 24vw, 48vw',
  extended: '(min-width: 1200px) 185px, (min-width: 900px) 16vw, 32vw',
};

interface CardMediaProps {
  image: string;
  name: string;
  size: CardSize;
  priority: boolean;
  outletRibbon: boolean;
  ribbons: ListRibbon[];
  percentOff: number | null;
  /** Star badge value, or null when it must not show (cat 2: stars sort and rating 1 or more). */
  badgeRating: number | null;
}

const PERCENT_RIBBON = /^[-−–]?\s*\d+\s*%$/;

/** '-23 %' as the language writes a percentage (fi and sv put a space before the sign). */
const percentOffText = (percent: number, language: keyof typeof LANGUAGE_DEFAULTS) =>
  numberFormat(LANGUAGE_DEFAULTS[language].numberLocale, { style: 'percent', maximumFractionDigits: 0 }).format(-percent / 100);

/** The card's square image (or placeholder) with its ribbons and the star badge over it. */
export function CardMedia({ image, name, size, priority, outletRibbon, ribbons, percentOff, badgeRating }: CardMediaProps) {
  const { t, config } = useSite();
  // Not said twice: a group under /outlet/ adds its own Outlet ribbon, and the computed
  // percent-off ribbon stands in for an operator's percentage ribbon such as "-30 %".
  const ownRibbons = ribbons.filter((ribbon) => !(outletRibbon && ribbon.slug === 'outlet') && !(percentOff !== null && PERCENT_RIBBON.test(ribbon.name)));
  const hasRibbons = outletRibbon || ownRibbons.length > 0 || percentOff !== null;
  return (
    <div className="product-card__media">
      {image ? (
        <ResponsiveImage className="product-card__image" src={image} alt={name} width={480} height={480} sizes={CARD_IMAGE_SIZES[size]} maxWidth={640} priority={priority} />
      ) : (
        <span className="product-card__placeholder">
          <PlaceholderIcon />
        </span>
      )}
      {hasRibbons ? (
        <ul className="product-card__ribbons">
          {outletRibbon ? <li className="card-ribbon card-ribbon--outlet">{t('card.outlet')}</li> : null}
          {ownRibbons.map((ribbon) => (
            <li key={ribbon.slug} className="card-ribbon" style={readableBadgeColours(ribbon.bgColor, ribbon.textColor)}>
              {ribbon.name}
            </li>
          ))}
          {percentOff !== null ? <li className="card-ribbon card-ribbon--percent">{percentOffText(percentOff, config.language)}</li> : null}
        </ul>
      ) : null}
      {badgeRating !== null ? <StarBadge rating={badgeRating} /> : null}
    </div>
  );
}

/** The stars sort's badge; the star rating line below says the same in words, so this is decorative. */
function StarBadge({ rating }: { rating: number }) {
  const { config } = useSite();
  const value = numberFormat(LANGUAGE_DEFAULTS[config.language].numberLocale, { maximumFractionDigits: 1 }).format(cardStars(rating));
  return (
    <span className="product-card__star-badge" aria-hidden="true">
      <span className="product-card__star-glyph">★</span> {value}
    </span>
  );
}

function PlaceholderIcon() {
  return (
    <svg className="icon" aria-hidden="true" focusable="false" width="40" height="40" viewBox="0 0 24 24">
      <path d="M4 5h16v14H4z M4 16l5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      <circle cx="15.5" cy="8.5" r="1.5" fill="currentColor" />
    </svg>
  );
}

import { numberFormat } from '../../../shared/intl-formats.ts';
import { LANGUAGE_DEFAULTS } from '../../../shared/languages.ts';
import { reviewStars } from '../../../shared/product/review-stars.ts';
import { useSite } from '../../site-context.tsx';
import { pluralText } from '../plural-text.ts';

const FIVE_STARS = '★★★★★';

/** Five stars filled to `stars` (0-5); the sentence for screen readers is the caller's. */
export function Stars({ stars, label }: { stars: number; label: string }) {
  return (
    <span className="review-stars" role="img" aria-label={label}>
      <span className="review-stars__base" aria-hidden="true">
        {FIVE_STARS}<span className="review-stars__fill" style={{ width: `${stars * 20}%` }}>{FIVE_STARS}</span>
      </span>
    </span>
  );
}

/** cat 2: the review count is written out only above 5 reviews. */
const COUNT_TEXT_OVER = 5;

/** The average stars (rating / 2) with "4.3 / 5" and, above 5 reviews, the count. Nothing without reviews. */
export function AverageStars({ rating, ratingCount }: { rating: number; ratingCount: number }) {
  const { t, config } = useSite();
  if (ratingCount <= 0) return null;
  const locale = LANGUAGE_DEFAULTS[config.language].numberLocale;
  const stars = reviewStars(rating);
  const shown = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(stars);
  const count = numberFormat(locale).format(ratingCount);
  return (
    <span className="average-stars">
      <Stars stars={stars} label={t('reviewsList.stars', { stars: shown })} />
      <span className="average-stars__value" aria-hidden="true">{shown}</span>
      {ratingCount > COUNT_TEXT_OVER ? <span className="average-stars__count">{pluralText(t, 'reviewsList.count', ratingCount, locale, { count })}</span> : null}
    </span>
  );
}


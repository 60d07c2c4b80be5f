import { numberFormat } from '../../../shared/intl-formats.ts';
import { LANGUAGE_DEFAULTS } from '../../../shared/languages.ts';
import { useSite } from '../../site-context.tsx';
import { pluralText } from '../plural-text.ts';

/** Review stars = rating / 2, cards round to half stars (cat 9); ratings are 0-10. */
export function cardStars(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating) / 2));
}

const FIVE_STARS = '★★★★★';

/** Five stars with the count; the visually hidden sentence carries the meaning. Nothing without reviews. */
export function StarRating({ rating, ratingCount }: { rating: number; ratingCount: number }) {
  const { t, config } = useSite();
  if (ratingCount <= 0) return null;
  const stars = cardStars(rating);
  const locale = LANGUAGE_DEFAULTS[config.language].numberLocale;
  const shownStars = numberFormat(locale, { maximumFractionDigits: 1 }).format(stars);
  const count = numberFormat(locale).format(ratingCount);
  return (
    <p className="star-rating">
      {/* Five grey stars with the gold ones laid over them, cut to the rating: a few bytes per card, not five SVGs. */}
      <span className="star-rating__stars" aria-hidden="true">
        {FIVE_STARS}<span className="star-rating__fill" style={{ width: `${stars * 20}%` }}>{FIVE_STARS}</span>
      </span>
      <span className="star-rating__count" aria-hidden="true">({count})</span>
      <span className="visually-hidden">{pluralText(t, 'card.rating', ratingCount, locale, { rating: shownStars, count })}</span>
    </p>
  );
}

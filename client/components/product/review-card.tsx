import { useId, useState } from 'react';
import { numberFormat } from '../../../shared/intl-formats.ts';
import { LANGUAGE_DEFAULTS } from '../../../shared/languages.ts';
import { halfStars, shortenedReview } from '../../../shared/product/review-maths.ts';
import { reviewStars } from '../../../shared/product/review-stars.ts';
import type { ReviewView } from '../../../shared/types/product-extra.ts';
import { useSite } from '../../site-context.tsx';
import { Stars } from './average-stars.tsx';
import { ReviewVotes } from './review-votes.tsx';
import { sizeMarkKey } from './size-hint.tsx';

/** cat 9: dates as DD.MM.YYYY in every language, on the shop's (Helsinki) calendar. */
export function reviewDate(created: string): string {
  const date = new Date(created);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Helsinki' }).formatToParts(date);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}

interface ReviewCardProps {
  review: ReviewView;
  onOpenImage(image: { url: string; alt: string }): void;
}

/**
 * One review (cat 3 Review): stars rounded to halves, name, date, the fit
 * the reviewer gave, the text cut to 200 characters with "Read more" when
 * over 300 (cat 5), the review's images opening the image modal, and the
 * up and down votes (issue 15).
 */
export function ReviewCard({ review, onOpenImage }: ReviewCardProps) {
  const { t, config } = useSite();
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const stars = halfStars(reviewStars(review.rating));
  const shownStars = numberFormat(LANGUAGE_DEFAULTS[config.language].numberLocale, { maximumFractionDigits: 1 }).format(stars);
  const short = shortenedReview(review.comment);
  const text = expanded || !short.shortened ? review.comment : short.text;
  const imageAlt = t('reviewsList.imageBy', { name: review.visible_name });
  return (
    <article className="review-card">
      <header className="review-card__head">
        <Stars stars={stars} label={t('reviewsList.stars', { stars: shownStars })} />
        <p className="review-card__author">{review.visible_name}</p>
        <time className="review-card__date" dateTime={review.created}>{reviewDate(review.created)}</time>
      </header>
      {review.size !== null ? (
        <p className="review-card__fit">{t('reviewsList.fit', { fit: t(sizeMarkKey(review.size)) })}</p>
      ) : null}
      {review.comment ? <p id={textId} className="review-card__comment">{text}</p> : null}
      {short.shortened ? (
        <button type="button" className="review-card__more" aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('reviewsList.showLess') : t('reviewsList.readMore')}
        </button>
      ) : null}
      {review.images.length > 0 ? (
        <ul className="review-card__images">
          {review.images.map((url, index) => (
            <li key={url}>
              <button type="button" className="review-card__image" onClick={() => onOpenImage({ url, alt: imageAlt })}
                aria-label={t('reviewsList.openImage', { n: index + 1, count: review.images.length })}>
                <img src={url} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* A new answer from the reviews call starts the counts afresh. */}
      <ReviewVotes key={`${review.votes_up}:${review.votes_down}`} reviewId={review.id} votesUp={review.votes_up} votesDown={review.votes_down} />
    </article>
  );
}

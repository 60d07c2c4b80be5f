import { useId, useMemo, useState } from 'react';
import { averageSizeHint, sortReviews } from '../../../shared/product/review-maths.ts';
import type { ReviewOrdering } from '../../../shared/types/product-extra.ts';
import { useProductReviews } from '../../hooks/use-product-reviews.ts';
import { useSite } from '../../site-context.tsx';
import { AverageStars } from './average-stars.tsx';
import { ReviewCard } from './review-card.tsx';
import { ReviewImageModal, type ReviewImage } from './review-image-modal.tsx';
import { SizeHint } from './size-hint.tsx';

const ORDERINGS: ReviewOrdering[] = ['date', 'votes', 'stars'];

interface ReviewsSectionProps {
  modelId: number;
  ratingCount: number;
  /** Mean rating 0-10 from the model. */
  rating: number;
}

/**
 * The reviews list (cat 4 Reviews, cat 9): loaded after the page, sorted on
 * the client (date by default), the reviewers' average fit, cards, "Load
 * more" while pages remain, photos in a modal. A failed load is only logged
 * (cat 8), so the list simply stays empty. Each card carries its votes.
 */
export function ReviewsSection({ modelId, ratingCount, rating }: ReviewsSectionProps) {
  const { t } = useSite();
  const headingId = useId();
  const sortId = useId();
  const { status, reviews, images, hasMore, loadMore } = useProductReviews(modelId);
  const [ordering, setOrdering] = useState<ReviewOrdering>('date');
  const [image, setImage] = useState<ReviewImage | null>(null);
  const sorted = useMemo(() => sortReviews(reviews, ordering), [reviews, ordering]);
  const sizeHint = useMemo(() => averageSizeHint(reviews), [reviews]);
  const namesById = useMemo(() => new Map(reviews.map((review) => [review.id, review.visible_name])), [reviews]);

  return (
    <section className="reviews" aria-labelledby={headingId} aria-busy={status !== 'DONE'}>
      <h2 id={headingId} className="reviews__title">{t('reviewsList.title')}</h2>
      <div className="reviews__summary">
        <AverageStars rating={rating} ratingCount={ratingCount} />
        {sizeHint !== null ? <SizeHint value={sizeHint} /> : null}
      </div>
      {images.length > 0 ? (
        <ul className="reviews__images" aria-label={t('reviewsList.photos')}>
          {images.map((entry, index) => (
            <li key={`${entry.reviewId}-${entry.url}`}>
              <button type="button" className="review-card__image" aria-label={t('reviewsList.openImage', { n: index + 1, count: images.length })}
                onClick={() => setImage({ url: entry.url, alt: t('reviewsList.imageBy', { name: namesById.get(entry.reviewId) ?? '' }) })}>
                <img src={entry.url} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {reviews.length > 1 ? (
        <div className="reviews__sort field">
          <label className="field__label" htmlFor={sortId}>{t('reviewsList.sortLabel')}</label>
          <select id={sortId} value={ordering} onChange={(event) => setOrdering(event.target.value as ReviewOrdering)}>
            {ORDERINGS.map((value) => <option key={value} value={value}>{t(`reviewsList.sort.${value}`)}</option>)}
          </select>
        </div>
      ) : null}
      {status !== 'DONE' && reviews.length === 0 ? <p role="status" className="reviews__loading">{t('reviewsList.loading')}</p> : null}
      <ul className="reviews__list">
        {sorted.map((review) => <li key={review.id}><ReviewCard review={review} onOpenImage={setImage} /></li>)}
      </ul>
      {hasMore || (status === 'PENDING' && reviews.length > 0) ? (
        <button type="button" className="button button--secondary reviews__more" onClick={loadMore} disabled={status === 'PENDING'}>
          {t('reviewsList.loadMore')}
        </button>
      ) : null}
      <ReviewImageModal image={image} onClose={() => setImage(null)} />
    </section>
  );
}

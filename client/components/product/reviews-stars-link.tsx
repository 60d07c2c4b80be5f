import type { SharedValue } from '../../state/shared-value.ts';
import { AverageStars } from './average-stars.tsx';
import { productTabId } from './product-tabs.tsx';

/**
 * The buy box's average stars, a link to the Reviews tab (cat 2). The link's hash selects the tab
 * when the information under the buy box hydrates; once both have, a click counts as a request.
 */
export function ReviewsStarsLink({ rating, ratingCount, requests }: { rating: number; ratingCount: number; requests: SharedValue<number> }) {
  return (
    <a className="product-buy__stars" href={`#${productTabId('reviews')}`} onClick={() => requests.set(requests.get() + 1)}>
      <AverageStars rating={rating} ratingCount={ratingCount} />
    </a>
  );
}

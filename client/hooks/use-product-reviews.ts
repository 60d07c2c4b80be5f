import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReviewsResponse, ReviewView } from '../../shared/types/product-extra.ts';

/** cat 9: the product page asks for 1000 reviews a page. */
export const REVIEW_PAGE_SIZE = 1000;

/** cat 4 Reviews load state. */
export type ReviewsStatus = 'UNSET' | 'PENDING' | 'DONE';

export interface ProductReviews {
  status: ReviewsStatus;
  reviews: ReviewView[];
  images: ReviewsResponse['images'];
  /** A further page exists (cat 9 "Load more"). */
  hasMore: boolean;
  /** The last load failed; it was logged (cat 8: review load failures are only logged). */
  failed: boolean;
  loadMore(): void;
}

interface Loaded { reviews: ReviewView[]; images: ReviewsResponse['images']; page: number; maxPages: number }
const EMPTY: Loaded = { reviews: [], images: [], page: 0, maxPages: 0 };

/**
 * The model's reviews, fetched after hydration (the page never waits for
 * them), page by page on demand. Follows use-recommendations: plain fetch,
 * no cache library in the page bundle.
 */
export function useProductReviews(modelId: number): ProductReviews {
  const [status, setStatus] = useState<ReviewsStatus>('UNSET');
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>(EMPTY);
  const live = useRef(modelId);

  const load = useCallback((page: number) => {
    setStatus('PENDING');
    const query = new URLSearchParams({ model_id: String(modelId), size: String(REVIEW_PAGE_SIZE), page: String(page) });
    fetch(`/api/product_reviews/?${query}`, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`product reviews answered ${response.status}`);
        const body = await response.json() as ReviewsResponse;
        if (live.current !== modelId) return;
        setLoaded((before) => {
          const known = new Set(before.reviews.map((review) => review.id));
          const reviews = page === 1 ? body.results : [...before.reviews, ...body.results.filter((review) => !known.has(review.id))];
          return { reviews, images: page === 1 ? body.images : before.images, page, maxPages: body.max_pages };
        });
        setFailed(false);
        setStatus('DONE');
      })
      .catch((error: unknown) => {
        console.error('Product reviews could not be loaded', error);
        if (live.current !== modelId) return;
        setFailed(true);
        setStatus('DONE');
      });
  }, [modelId]);

  useEffect(() => {
    live.current = modelId;
    setLoaded(EMPTY); // another product's reviews never stay on screen
    load(1);
    return () => { live.current = -1; };
  }, [modelId, load]);

  return {
    status,
    reviews: loaded.reviews,
    images: loaded.images,
    hasMore: status === 'DONE' && loaded.page > 0 && loaded.page < loaded.maxPages,
    failed,
    loadMore: () => { if (status !== 'PENDING') load(loaded.page + 1); },
  };
}

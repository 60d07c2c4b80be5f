import { useCallback, useMemo } from 'react';
import type { ReviewsResponse, ReviewView } from '../../shared/types/product-extra.ts';
import { useApiPages } from './use-api-pages.ts';

/** cat 9: the product page asks for 1000 reviews a page. */
const REVIEW_PAGE_SIZE = 1000;

/** cat 4 Reviews load state. */
type ReviewsStatus = 'PENDING' | 'DONE';

interface ProductReviews {
  status: ReviewsStatus;
  reviews: ReviewView[];
  images: ReviewsResponse['images'];
  /** A further page exists (cat 9 "Load more"). */
  hasMore: boolean;
  /** The last load failed; it was logged (cat 8: review load failures are only logged). */
  failed: boolean;
  loadMore(): void;
}

/** Each review once, in page order (a review may move to the next page while the shopper reads). */
function mergePages(pages: ReviewsResponse[]): ReviewView[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.results.filter((review) => {
    if (seen.has(review.id)) return false;
    seen.add(review.id);
    return true;
  }));
}

/**
 * The model's reviews, fetched after hydration (the page never waits for
 * them), page by page on demand. Another model's key starts from page 1, so
 * another product's reviews never stay on screen.
 */
export function useProductReviews(modelId: number): ProductReviews {
  const keyOf = useCallback((index: number, previous: ReviewsResponse | null) => {
    if (previous && index >= previous.max_pages) return null;
    return `/api/product_reviews/?${new URLSearchParams({ model_id: String(modelId), size: String(REVIEW_PAGE_SIZE), page: String(index + 1) })}`;
  }, [modelId]);
  const { data, error, size, setSize, mutate, isValidating } = useApiPages<ReviewsResponse>(keyOf, { label: 'Product reviews could not be loaded' });
  const pages = useMemo(() => data ?? [], [data]);
  const reviews = useMemo(() => mergePages(pages), [pages]);
  const failed = error !== undefined;
  const status: ReviewsStatus = pages.length < size && (!failed || isValidating) ? 'PENDING' : 'DONE';
  const maxPages = pages.at(-1)?.max_pages ?? 0;
  return {
    status,
    reviews,
    images: pages[0]?.images ?? [],
    hasMore: status === 'DONE' && pages.length > 0 && pages.length < maxPages,
    failed,
    // After a failed page, the same page is asked again.
    loadMore: () => { if (status !== 'PENDING') void (pages.length < size ? mutate() : setSize(pages.length + 1)); },
  };
}

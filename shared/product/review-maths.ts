/**
 * Review numbers and ordering (cat 3 Review, cat 4 Reviews, cat 5, cat 9):
 * stars from the 0-10 rating, the fit hint, sorting and the read-more cut.
 */
import type { ReviewOrdering, ReviewView } from '../types/product-extra.ts';

/** The fit slider's marks, from Small (2) to Large (10). */
export const SIZE_MARKS = [2, 4, 6, 8, 10] as const;
/** Reviews longer than this are shortened with "read more" (cat 5). */
export const REVIEW_SHORTEN_OVER = 300;
/** ... to at most this many characters before the ellipsis. */
export const REVIEW_SHORT_LENGTH = 200;
/** How far back from the cut a word boundary is looked for. */
const REVIEW_WORD_LOOKBACK = 20;

/** Stars rounded to the nearest half (cards), within 0-5; 0 when not a number. */
export function halfStars(stars: number): number {
  if (!Number.isFinite(stars)) return 0;
  return Math.min(5, Math.max(0, Math.round(stars * 2) / 2));
}

/** The mean fit of the reviews that give one (2..10); null when none does. */
export function averageSizeHint(reviews: Array<{ size: number | null }>): number | null {
  const sizes = reviews
    .map((review) => review.size)
    .filter((size): size is number => typeof size === 'number' && size >= SIZE_MARKS[0] && size <= SIZE_MARKS[SIZE_MARKS.length - 1]);
  return sizes.length === 0 ? null : sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
}

/** Creation time for ordering; an unreadable date sorts as the oldest. */
const createdAt = (review: ReviewView): number => {
  const time = Date.parse(review.created);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};
const newestFirst = (a: ReviewView, b: ReviewView): number => {
  const [x, y] = [createdAt(a), createdAt(b)];
  return x === y ? 0 : x < y ? 1 : -1;
};

/**
 * A sorted copy (the input is never changed); ties keep their given order:
 * date newest first; votes by up minus down, most first; stars by rating,
 * highest first, equal ratings newest first.
 */
export function sortReviews<T extends ReviewView>(reviews: T[], ordering: ReviewOrdering): T[] {
  const copy = [...reviews];
  if (ordering === 'votes') return copy.sort((a, b) => b.votes_up - b.votes_down - (a.votes_up - a.votes_down));
  if (ordering === 'stars') return copy.sort((a, b) => b.rating - a.rating || newestFirst(a, b));
  return copy.sort(newestFirst);
}

const isSpace = (char: string | undefined): boolean => char !== undefined && /\s/.test(char);

/**
 * A comment over 300 characters is cut to at most 200 plus '…'. The cut moves
 * back to the last whitespace when one lies within the last 20 characters (so
 * no word is split), else it falls at 200 (one long word or a URL); trailing
 * whitespace is dropped and a surrogate pair is never split.
 */
export function shortenedReview(comment: string): { text: string; shortened: boolean } {
  if (comment.length <= REVIEW_SHORTEN_OVER) return { text: comment, shortened: false };
  let end = REVIEW_SHORT_LENGTH;
  if (!isSpace(comment[end])) {
    const space = comment.slice(0, end).search(/\s\S*$/);
    if (space >= REVIEW_SHORT_LENGTH - REVIEW_WORD_LOOKBACK) end = space;
  }
  let text = comment.slice(0, end);
  if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
  return { text: `${text.trimEnd()}…`, shortened: true };
}

import { describe, expect, it } from 'vitest';
import type { ReviewView } from '../types/product-extra.ts';
import {
  averageSizeHint,
  halfStars,
  REVIEW_SHORT_LENGTH,
  REVIEW_SHORTEN_OVER,
  shortenedReview,
  SIZE_MARKS,
  sortReviews,
} from './review-maths.ts';
import { reviewStars } from './review-stars.ts';

const review = (id: number, overrides: Partial<ReviewView> = {}): ReviewView => ({
  id, created: '2024-01-01T00:00:00Z', rating: 8, visible_name: `R${id}`, comment: '', language: 'fi',
  size: null, images: [], votes_up: 0, votes_down: 0, votes_total: 0, ...overrides,
});
const ids = (reviews: ReviewView[]) => reviews.map((r) => r.id);

describe('reviewStars and halfStars', () => {
  it('halves the 0-10 rating', () => {
    expect([0, 1, 7, 10].map(reviewStars)).toEqual([0, 0.5, 3.5, 5]);
  });

  it('rounds stars to the nearest half', () => {
    expect([3.2, 3.25, 3.7, 3.74, 3.75, 4.9].map(halfStars)).toEqual([3, 3.5, 3.5, 3.5, 4, 5]);
  });

  it('keeps half stars within 0 to 5', () => {
    expect([-1, 7, Number.NaN].map(halfStars)).toEqual([0, 5, 0]);
  });
});

describe('averageSizeHint', () => {
  it('averages the given sizes, skipping reviews without one', () => {
    expect(averageSizeHint([{ size: 4 }, { size: null }, { size: 8 }, { size: 10 }])).toBeCloseTo(22 / 3);
  });

  it('is null when no review gives a size', () => {
    expect(averageSizeHint([])).toBeNull();
    expect(averageSizeHint([{ size: null }])).toBeNull();
  });

  it('ignores sizes off the 2-10 scale', () => {
    expect(averageSizeHint([{ size: 0 }, { size: 6 }, { size: 12 }])).toBe(6);
    expect(SIZE_MARKS).toEqual([2, 4, 6, 8, 10]);
  });
});

describe('sortReviews', () => {
  const reviews = [
    review(1, { created: '2024-03-01T10:00:00Z', rating: 6, votes_up: 2, votes_down: 1 }),
    review(2, { created: '2024-05-01T10:00:00Z', rating: 10, votes_up: 1, votes_down: 3 }),
    review(3, { created: '2024-04-01T10:00:00Z', rating: 6, votes_up: 4, votes_down: 0 }),
    review(4, { created: '2024-02-01T10:00:00Z', rating: 10, votes_up: 3, votes_down: 2 }),
  ];

  it('sorts by date newest first', () => {
    expect(ids(sortReviews(reviews, 'date'))).toEqual([2, 3, 1, 4]);
  });

  it('sorts by up minus down votes, keeping ties in order', () => {
    expect(ids(sortReviews(reviews, 'votes'))).toEqual([3, 1, 4, 2]);
  });

  it('sorts by rating, equal ratings newest first', () => {
    expect(ids(sortReviews(reviews, 'stars'))).toEqual([2, 4, 3, 1]);
  });

  it('keeps reviews of the same time in their order and unreadable dates last', () => {
    const same = [review(1), review(2, { created: 'garbage' }), review(3), review(4, { created: '2025-01-01T00:00:00Z' })];
    expect(ids(sortReviews(same, 'date'))).toEqual([4, 1, 3, 2]);
  });

  it('never mutates the input', () => {
    const copy = [...reviews];
    sortReviews(reviews, 'stars');
    expect(reviews).toEqual(copy);
  });
});

describe('shortenedReview', () => {
  const words = (length: number) => 'word '.repeat(Math.ceil(length / 5)).slice(0, length);

  it('keeps a comment of up to 300 characters whole', () => {
    const comment = words(REVIEW_SHORTEN_OVER);
    expect(shortenedReview(comment)).toEqual({ text: comment, shortened: false });
  });

  it('cuts a longer comment at a word boundary near 200 characters', () => {
    const result = shortenedReview(words(301));
    expect(result.shortened).toBe(true);
    expect(result.text.endsWith('word…')).toBe(true);
    expect(result.text.length - 1).toBeLessThanOrEqual(REVIEW_SHORT_LENGTH);
    expect(result.text.length - 1).toBeGreaterThanOrEqual(REVIEW_SHORT_LENGTH - 20);
  });

  it('cuts at 200 when a word ends exactly there', () => {
    const comment = `${'a'.repeat(200)} ${'b'.repeat(150)}`;
    expect(shortenedReview(comment).text).toBe(`${'a'.repeat(200)}…`);
  });

  it('moves back to the last space within 20 characters', () => {
    const comment = `${'a'.repeat(185)} ${'b'.repeat(200)}`;
    expect(shortenedReview(comment).text).toBe(`${'a'.repeat(185)}…`);
  });

  it('cuts inside a word when no space is within 20 characters', () => {
    const comment = `${'a'.repeat(100)} ${'b'.repeat(250)}`;
    expect(shortenedReview(comment).text).toBe(`${'a'.repeat(100)} ${'b'.repeat(99)}…`);
  });

  it('never splits an emoji in two', () => {
    const comment = `${'a'.repeat(199)}😀${'b'.repeat(150)}`;
    expect(shortenedReview(comment).text).toBe(`${'a'.repeat(199)}…`);
  });
});

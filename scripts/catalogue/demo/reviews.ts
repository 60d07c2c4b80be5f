import type { Language } from '../../../shared/languages.ts';
import type { Family } from './kinds/kind.ts';
import { chance, pickWeighted, timeBetween, type Random } from './random.ts';
import { REVIEW_COMMENTS, REVIEWER_NAMES } from './texts/review-comments.ts';
import type { DemoReview } from './types.ts';

const LANGUAGE_SHARE: [Language, number][] = [['fi', 55], ['sv', 12], ['en', 12], ['de', 8], ['fr', 6], ['ru', 7]];
// Ratings are 0-10 (stars = rating / 2); shoppers mostly leave 4-5 stars.
const RATING_SHARE: [number, number][] = [[10, 34], [9, 10], [8, 25], [7, 6], [6, 10], [5, 3], [4, 5], [2, 5], [0, 2]];
const SIZE_HINTS = [2, 4, 6, 6, 6, 8, 10] as const;
export const REVIEWS_UNTIL = '2026-11-20T20:00:00Z';

export interface ReviewContext {
  family: Family;
  popularity: number;
  published: string;
  /** Clothing and footwear reviews may say whether the size runs small (2) or large (10). */
  sized: boolean;
}

function comment(language: Language, rating: number, family: Family, random: Random): string {
  const pool = REVIEW_COMMENTS[language];
  const opener = random.pick(rating >= 8 ? pool.positive : rating >= 5 ? pool.mixed : pool.negative);
  const parts = [opener, random.pick(pool.family[family])];
  if (rating >= 8 && chance(random, 0.5)) parts.push(random.pick(pool.closers));
  return parts.join(' ');
}

/** 0-15 reviews, more for popular models, dated after the model was published. */
export function generateReviews(context: ReviewContext, firstId: number, random: Random): DemoReview[] {
  if (chance(random, 0.3 - context.popularity * 0.25)) return [];
  const count = Math.min(15, Math.round(context.popularity * 16 * (0.3 + random.next() * 0.7)));
  const reviews: Omit<DemoReview, 'id'>[] = [];
  for (let i = 0; i < count; i++) {
    const language = pickWeighted(random, LANGUAGE_SHARE, ([, share]) => share)[0];
    const rating = pickWeighted(random, RATING_SHARE, ([, share]) => share)[0];
    const names = REVIEWER_NAMES[language];
    reviews.push({
      created: timeBetween(random, context.published, REVIEWS_UNTIL),
      rating,
      visibleName: `${random.pick(names.first)} ${names.initials[random.int(0, names.initials.length - 1)]}.`,
      comment: comment(language, rating, context.family, random),
      language,
      size: context.sized && chance(random, 0.6) ? random.pick(SIZE_HINTS) : null,
      votesUp: random.int(0, Math.round(2 + context.popularity * 12)),
      votesDown: chance(random, 0.3) ? random.int(1, 3) : 0,
    });
  }
  // Ids in date order, so the newest review also has the highest id.
  return reviews.sort((a, b) => (a.created < b.created ? -1 : a.created > b.created ? 1 : 0)).map((review, i) => ({ id: firstId + i, ...review }));
}

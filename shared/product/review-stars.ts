/**
 * Review stars = rating / 2 (cat 9; ratings are 0-10). Its own module: the
 * product page's average stars need only this, and the rest of review-maths.ts
 * loads with the reviews tab (issue 5 JS budget).
 */
export function reviewStars(rating: number): number {
  return rating / 2;
}

/**
 * The auth user's transitions of core 4 ("Review vote", wishlist ids) and
 * cat 4 Reviews, pure so the browser and the tests share them. Apart from
 * auth-user.ts, which the eager auth store imports: only click code loaded on
 * demand uses these (the product page's JS budget).
 */
import type { VotedReview } from '../types/account.ts';
import type { VoteChoice } from './auth-user.ts';

/** core 4 Review vote: 'up' sets true, 'down' false, null removes; a vote for a new review is added. */
export function applyVote(votes: readonly VotedReview[], reviewId: number, choice: VoteChoice): VotedReview[] {
  const others = votes.filter((vote) => vote.id !== reviewId);
  if (choice === null) return others;
  const existing = votes.findIndex((vote) => vote.id === reviewId);
  const next = { id: reviewId, vote: choice === 'up' };
  if (existing === -1) return [...others, next];
  return votes.map((vote) => (vote.id === reviewId ? next : vote));
}

/** cat 4 Reviews: clicking the current vote again clears it. */
export function nextVoteChoice(current: VotedReview | undefined, clicked: 'up' | 'down'): VoteChoice {
  const currentChoice = current === undefined ? null : current.vote ? 'up' : 'down';
  return currentChoice === clicked ? null : clicked;
}

/** The wishlist after the server said whether the model is now on it. */
export function withWishlistModel(ids: readonly number[], modelId: number, added: boolean): number[] {
  const others = ids.filter((id) => id !== modelId);
  return added ? [modelId, ...others] : others;
}

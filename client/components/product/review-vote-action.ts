/**
 * What a press on a review's vote does (cat 4 Reviews, cat 5, cat 7, cat 8),
 * loaded with the first press. The auth state is awaited while it loads
 * (core 8). A guest gets the warning "You need to be logged in to like" as a
 * toast (the login page's own reason text, in the deferred 'account' part,
 * loaded only then): a timed toast holds no link, and the header's account
 * link is there to log in. A customer's vote is optimistic: the counts and
 * the auth user's voteReviews change at once, the server's answer then sets
 * the counts, and a failure puts both back and is logged (cat 8 "Vote
 * failure: buttons re-enabled, logged").
 */
import { applyVote, nextVoteChoice } from '../../../shared/account/auth-transitions.ts';
import type { VoteChoice } from '../../../shared/account/auth-user.ts';
import type { Translate } from '../../../shared/i18n.ts';
import { countsAfterVote, type VoteCounts } from '../../../shared/product/review-vote-counts.ts';
import type { ReviewVoteResponse } from '../../../shared/types/account.ts';
import { ensureDictionaryPart } from '../../dictionary-parts.ts';
import { ApiError, readJson } from '../../hooks/api-fetcher.ts';
import { authStore, waitForAuth } from '../../state/auth-store.ts';
import { showToast } from '../../state/toasts.ts';

const VOTE_API = '/api/review_votes/';

interface VoteRequest {
  reviewId: number;
  clicked: 'up' | 'down';
  /** The counts on screen when pressed. */
  counts: VoteCounts;
  showCounts(counts: VoteCounts): void;
  t: Translate;
}

async function warnGuest(t: Translate): Promise<void> {
  await ensureDictionaryPart('account').catch(() => undefined);
  showToast(t('accountPages.login.reason.vote'), 'warning');
}

const setOwnVote = (reviewId: number, choice: VoteChoice) =>
  authStore.updateUser((user) => ({ ...user, voteReviews: applyVote(user.voteReviews, reviewId, choice) }));

export async function castVote({ reviewId, clicked, counts, showCounts, t }: VoteRequest): Promise<void> {
  const { user } = await waitForAuth();
  if (!user) return warnGuest(t);
  const own = user.voteReviews.find((vote) => vote.id === reviewId);
  const from: VoteChoice = own === undefined ? null : own.vote ? 'up' : 'down';
  const to = nextVoteChoice(own, clicked);
  showCounts(countsAfterVote(counts, from, to));
  setOwnVote(reviewId, to);
  try {
    const response = await fetch(VOTE_API, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      // cat 7 names customer_id in the body; the server reads the customer from the session only.
      body: JSON.stringify({ review_id: reviewId, review_vote: to, customer_id: user.id }),
    });
    const answer = await readJson<ReviewVoteResponse>(response, VOTE_API);
    showCounts({ up: answer.votes_up, down: answer.votes_down });
  } catch (error) {
    showCounts(counts);
    setOwnVote(reviewId, from);
    console.error('Review vote failed', error);
    // The session ended elsewhere (core 4: a failed customer call logs out): now a guest.
    if (error instanceof ApiError && error.status === 401) {
      authStore.clear();
      await warnGuest(t);
    }
  }
}

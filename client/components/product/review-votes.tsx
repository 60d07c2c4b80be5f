import { useState } from 'react';
import type { VoteChoice } from '../../../shared/account/auth-user.ts';
import type { VoteCounts } from '../../../shared/product/review-vote-counts.ts';
import { useAuth } from '../../hooks/use-auth.ts';
import { useSite } from '../../site-context.tsx';

interface ReviewVotesProps {
  reviewId: number;
  /** The counts as the reviews call gave them: imported plus every customer's vote, this visitor's too. */
  votesUp: number;
  votesDown: number;
}

/**
 * A review's up and down votes with their counts (cat 4 Reviews, issue 15
 * item 5). Each is a toggle: pressed is the visitor's current vote (the auth
 * user's voteReviews), and pressing it again clears it. What a press does
 * loads with the first press (review-vote-action.ts): the counts change at
 * once, both buttons wait while the vote is saved (aria-disabled, so focus
 * stays), and a failure puts the counts back. The list keeps its order while
 * the visitor votes: it was sorted by the counts it was loaded with.
 */
export function ReviewVotes({ reviewId, votesUp, votesDown }: ReviewVotesProps) {
  const { t } = useSite();
  const { user } = useAuth();
  const [counts, setCounts] = useState<VoteCounts>({ up: votesUp, down: votesDown });
  const [saving, setSaving] = useState(false);
  const own = user?.voteReviews.find((vote) => vote.id === reviewId);
  const choice: VoteChoice = own === undefined ? null : own.vote ? 'up' : 'down';

  const press = (clicked: 'up' | 'down') => {
    if (saving) return;
    setSaving(true);
    import('./review-vote-action.ts')
      .then((action) => action.castVote({ reviewId, clicked, counts, showCounts: setCounts, t }))
      .catch((error: unknown) => console.error('Review vote could not load', error))
      .finally(() => setSaving(false));
  };
  const button = (side: 'up' | 'down') => (
    <button type="button" className={`review-votes__button review-votes__button--${side}`} aria-pressed={choice === side}
      aria-disabled={saving || undefined} onClick={() => press(side)}>
      <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
        <path d={side === 'up' ? 'M12 7l7 10H5z' : 'M12 17L5 7h14z'} />
      </svg>
      {t(side === 'up' ? 'reviewsList.voteUp' : 'reviewsList.voteDown')} <span className="review-votes__count">{side === 'up' ? counts.up : counts.down}</span>
    </button>
  );
  return <div className="review-votes">{button('up')}{button('down')}</div>;
}

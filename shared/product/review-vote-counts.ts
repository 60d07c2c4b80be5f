/**
 * A review's counts after the visitor's own vote changes (cat 4 Reviews:
 * votes are optimistic): the old vote leaves its count, the new one joins
 * its own. Pure, so the optimistic update and its rollback are tested alone.
 */
import type { VoteChoice } from '../account/auth-user.ts';

export interface VoteCounts { up: number; down: number }

const share = (choice: VoteChoice, side: 'up' | 'down') => (choice === side ? 1 : 0);

/** Never below zero: counts read before another device's vote was cleared may already lack it. */
export function countsAfterVote(counts: VoteCounts, from: VoteChoice, to: VoteChoice): VoteCounts {
  return {
    up: Math.max(0, counts.up - share(from, 'up') + share(to, 'up')),
    down: Math.max(0, counts.down - share(from, 'down') + share(to, 'down')),
  };
}

/**
 * cat 4 review votes (migrations/0014): one per customer and review. A
 * review's counts are its imported counts plus the customers' votes.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { VotedReview } from '../../shared/types/account.ts';

export async function listVotedReviews(db: D1Database, customerId: number): Promise<VotedReview[]> {
  const rows = await db.prepare('SELECT review_id, vote FROM review_votes WHERE customer_id = ? ORDER BY voted_at DESC').bind(customerId).all<{ review_id: number; vote: number }>();
  return rows.results.map((row) => ({ id: row.review_id, vote: row.vote === 1 }));
}

export interface ReviewCounts { votesUp: number; votesDown: number }

/** Sets (1, -1) or clears (null) the customer's vote and answers the review's counts after it; null for an unknown review. */
export async function setReviewVote(db: D1Database, customerId: number, reviewId: number, vote: 1 | -1 | null, now: string): Promise<ReviewCounts | null> {
  const change = vote === null
    ? db.prepare('DELETE FROM review_votes WHERE customer_id = ?1 AND review_id = ?2').bind(customerId, reviewId)
    : db.prepare(`INSERT INTO review_votes (customer_id, review_id, vote, voted_at) SELECT ?1, id, ?3, ?4 FROM reviews WHERE id = ?2
        ON CONFLICT (customer_id, review_id) DO UPDATE SET vote = excluded.vote, voted_at = excluded.voted_at`).bind(customerId, reviewId, vote, now);
  const counts = db.prepare(`SELECT r.votes_up + (SELECT count(*) FROM review_votes v WHERE v.review_id = r.id AND v.vote = 1) AS up,
      r.votes_down + (SELECT count(*) FROM review_votes v WHERE v.review_id = r.id AND v.vote = -1) AS down
    FROM reviews r WHERE r.id = ?1`).bind(reviewId);
  const [, read] = await db.batch<{ up: number; down: number }>([change, counts]);
  const row = read.results[0];
  return row ? { votesUp: row.up, votesDown: row.down } : null;
}

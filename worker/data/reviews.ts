/**
 * A model's reviews a page at a time (cat 3 Review, cat 7 GET
 * /api/product_reviews/). Read from D1 on every call, not the catalogue
 * cache: customers' votes change between imports, and a voter who reloads
 * must see the count with their vote (issue 15). votes_up and votes_down are
 * the imported counts plus the customers' votes (migrations/0014
 * review_votes), the same sum the vote call answers (review-votes.ts).
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { ReviewOrdering, ReviewView, ReviewsResponse } from '../../shared/types/product-extra.ts';

interface ReviewsQuery {
  modelId: number;
  /** Reviews per page, 1-1000. */
  pageSize: number;
  /** 1-based; a page past the last answers no results. */
  page: number;
  ordering: ReviewOrdering;
}

/** The image strip is bounded: a model with thousands of photo reviews still answers a small body. */
const MAX_STRIP_IMAGES = 500;

// cat 4 Reviews: date newest first, votes up minus down, stars; ties newest first, then by id for a stable page order.
const ORDER_BY: Record<ReviewOrdering, string> = {
  date: 'r.created DESC, r.id DESC',
  votes: '(r.votes_up - r.votes_down) DESC, r.created DESC, r.id DESC',
  stars: 'r.rating DESC, r.created DESC, r.id DESC',
};

/**
 * The model's reviews with the combined counts under the imported columns'
 * names, so the votes ordering sorts by what the page shows. Each count is
 * one lookup in the index review_votes_review (review_id, vote).
 */
const COUNTED = `(SELECT r.id, r.created, r.rating, r.visible_name, r.comment, r.language, r.size,
    r.votes_up + (SELECT count(*) FROM review_votes v WHERE v.review_id = r.id AND v.vote = 1) AS votes_up,
    r.votes_down + (SELECT count(*) FROM review_votes v WHERE v.review_id = r.id AND v.vote = -1) AS votes_down
  FROM reviews r WHERE r.model_id = ?1) r`;

const pageOf = (ordering: ReviewOrdering) => `SELECT r.id FROM ${COUNTED} ORDER BY ${ORDER_BY[ordering]} LIMIT ?2 OFFSET ?3`;

interface ReviewRow {
  id: number; created: string; rating: number; visible_name: string; comment: string; language: string;
  size: number | null; votes_up: number; votes_down: number;
}

/** The page of reviews with the count and the model's review images; null for an unknown or non-public model. */
export async function getModelReviews(db: D1Database, query: ReviewsQuery): Promise<ReviewsResponse | null> {
  const { modelId, pageSize, page, ordering } = query;
  const offset = (page - 1) * pageSize;
  const [model, count, rows, pageImages, strip] = await db.batch([
    db.prepare('SELECT 1 AS found FROM product_models WHERE id = ?1 AND is_public = 1').bind(modelId),
    db.prepare('SELECT COUNT(*) AS count FROM reviews WHERE model_id = ?1').bind(modelId),
    db.prepare(`SELECT r.id, r.created, r.rating, r.visible_name, r.comment, r.language, r.size, r.votes_up, r.votes_down
      FROM ${COUNTED} ORDER BY ${ORDER_BY[ordering]} LIMIT ?2 OFFSET ?3`).bind(modelId, pageSize, offset),
    db.prepare(`SELECT review_id, url FROM review_images WHERE review_id IN (${pageOf(ordering)}) ORDER BY review_id, position`).bind(modelId, pageSize, offset),
    db.prepare(`SELECT i.review_id, i.url FROM review_images i JOIN reviews r ON r.id = i.review_id
      WHERE r.model_id = ?1 ORDER BY ${ORDER_BY.date}, i.position LIMIT ?2`).bind(modelId, MAX_STRIP_IMAGES),
  ]);
  if (model.results.length === 0) return null;
  const total = (count.results[0] as { count: number }).count;
  const imagesByReview = new Map<number, string[]>();
  for (const image of pageImages.results as Array<{ review_id: number; url: string }>) {
    imagesByReview.set(image.review_id, [...(imagesByReview.get(image.review_id) ?? []), image.url]);
  }
  const results = (rows.results as unknown as ReviewRow[]).map((row): ReviewView => ({
    id: row.id,
    created: row.created,
    rating: row.rating,
    visible_name: row.visible_name,
    comment: row.comment,
    language: row.language,
    size: row.size,
    images: imagesByReview.get(row.id) ?? [],
    votes_up: row.votes_up,
    votes_down: row.votes_down,
    // Every vote cast, up or down; the votes ordering uses up minus down.
    votes_total: row.votes_up + row.votes_down,
  }));
  return {
    results,
    count: total,
    max_pages: Math.ceil(total / pageSize),
    images: (strip.results as Array<{ review_id: number; url: string }>).map((image) => ({ url: image.url, reviewId: image.review_id })),
  };
}

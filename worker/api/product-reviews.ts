import { Hono } from 'hono';
import { notFound } from '../errors/app-error.ts';
import * as v from 'valibot';
import type { ReviewOrdering } from '../../shared/types/product-extra.ts';
import { getModelReviews } from '../data/reviews.ts';
import type { AppEnv } from '../hono-env.ts';
import { idValue } from '../../shared/query-fields.ts';
import { validate } from '../middleware/validate.ts';

/** cat 9: the product page asks for 1000 a page, the other reading 10; 10 when not given. */
const DEFAULT_REVIEW_PAGE_SIZE = 10;
const MAX_REVIEW_PAGE_SIZE = 1000;
const MAX_PAGE = 1_000_000;
const ORDERINGS = ['date', 'votes', 'stars'] as const satisfies readonly ReviewOrdering[];

const wholeNumber = (max: number, message: string) => v.pipe(idValue(message), v.maxValue(max, message));

// Query values arrive as text; messages are for API callers (the page never sends a bad query).
const reviewsQuerySchema = v.object({
  model_id: idValue(),
  size: v.optional(wholeNumber(MAX_REVIEW_PAGE_SIZE, `Must be a whole number from 1 to ${MAX_REVIEW_PAGE_SIZE}.`), String(DEFAULT_REVIEW_PAGE_SIZE)),
  page: v.optional(wholeNumber(MAX_PAGE, `Must be a whole number from 1 to ${MAX_PAGE}.`), '1'),
  ordering: v.optional(v.picklist(ORDERINGS, 'Use date, votes or stars.'), 'date'),
});

/**
 * GET /api/product_reviews/?model_id&size&page&ordering (cat 7): a page of a
 * public model's reviews with the count, max_pages and the image strip. A
 * page past the last answers empty results; an unknown model is a 404.
 */
export const productReviewsApi = new Hono<AppEnv>();

productReviewsApi.get('/product_reviews/', validate('query', reviewsQuerySchema, { code: 'invalid_query', message: 'The review query is not valid.' }), async (c) => {
  const query = c.req.valid('query');
  const { model_id: modelId, size: pageSize, page, ordering } = query;
  const reviews = await getModelReviews(c.env.DB, { modelId, pageSize, page, ordering });
  if (!reviews) throw notFound('Product not found.');
  // Not cached for a minute as catalogue reads are: the counts include customers' votes, and a
  // voter who reloads must see their own vote counted (issue 15). The answer is the same for everyone.
  c.header('Cache-Control', 'public, no-cache');
  return c.json(reviews);
});

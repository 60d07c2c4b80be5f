import { Hono } from 'hono';
import * as v from 'valibot';
import { idValue } from '../../shared/query-fields.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { getLocaleReference } from '../data/locale-catalogue.ts';
import { getProductListFirstPage } from '../data/product-list-first-page.ts';
import type { AppEnv } from '../hono-env.ts';
import { badQuery, notFound } from '../errors/app-error.ts';
import { INVALID_QUERY, validate } from '../middleware/validate.ts';

/** How many best sellers the group page's "recommended" row shows. */
export const RECOMMENDATION_COUNT = 12;

/**
 * The group page's recommendations (issue 4 item 7) from the shop's own
 * data instead of the external reco service of cat 7: the group's best
 * sellers. Answers `{ data: [...] }` with list-model items, as that call does.
 */
export const recommendationsApi = new Hono<AppEnv>();

const recommendationsQuery = v.object({ group: idValue(), taxAreaId: idValue() });

recommendationsApi.get('/recommendations/', validate('query', recommendationsQuery, INVALID_QUERY), async (c) => {
  const { group: groupId, taxAreaId } = c.req.valid('query');
  const language = c.get('language');
  const reference = await getLocaleReference(c.env.DB);
  if (!reference.taxAreaIds.has(taxAreaId)) throw badQuery('taxAreaId', 'Unknown tax area.');
  // The 'popular' sort is by sold amount: its cached first page holds the best sellers, not the megabytes of a whole list.
  const first = await getProductListFirstPage(catalogueOf(c), { kind: 'ProductGroup', id: groupId }, language, taxAreaId, 'popular');
  if (!first) throw notFound('Product group not found.');
  const data = first.items.slice(0, RECOMMENDATION_COUNT);
  c.header('Cache-Control', 'public, max-age=60');
  return c.json({ data });
});

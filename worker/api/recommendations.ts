import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { catalogueOf } from '../data/catalogue-context.ts';
import { getLocaleReference } from '../data/locale-catalogue.ts';
import { getProductListFirstPage } from '../data/product-list-first-page.ts';
import type { AppEnv } from '../hono-env.ts';
import { badQuery, queryId, queryLanguage } from './bad-input.ts';

/** How many best sellers the group page's "recommended" row shows. */
export const RECOMMENDATION_COUNT = 12;

/**
 * The group page's recommendations (issue 4 item 7) from the shop's own
 * data instead of the external reco service of cat 7: the group's best
 * sellers. Answers `{ data: [...] }` with list-model items, as that call does.
 */
export const recommendationsApi = new Hono<AppEnv>();

recommendationsApi.get('/recommendations/', async (c) => {
  const language = queryLanguage(c);
  const groupId = queryId(c, 'group');
  const taxAreaId = queryId(c, 'taxAreaId');
  const reference = await getLocaleReference(c.env.DB);
  if (!reference.taxAreaIds.has(taxAreaId)) throw badQuery('taxAreaId', 'Unknown tax area.');
  // The 'popular' sort is by sold amount: its cached first page holds the best sellers, not the megabytes of a whole list.
  const first = await getProductListFirstPage(catalogueOf(c), { kind: 'ProductGroup', id: groupId }, language, taxAreaId, 'popular');
  if (!first) throw new HTTPException(404, { message: 'Product group not found.' });
  const data = first.items.slice(0, RECOMMENDATION_COUNT);
  c.header('Cache-Control', 'public, max-age=60');
  return c.json({ data });
});

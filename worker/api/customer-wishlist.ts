import { Hono } from 'hono';
import * as v from 'valibot';
import { idValue } from '../../shared/query-fields.ts';
import type { WishlistResponse } from '../../shared/types/wishlist.ts';
import { getLocaleReference } from '../data/locale-catalogue.ts';
import { getWishlistItems } from '../data/wishlist-items.ts';
import { badQuery } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { noStoreMiddleware } from '../middleware/no-store.ts';
import { INVALID_QUERY, validate } from '../middleware/validate.ts';
import { customerIdOf } from './customer.ts';

/**
 * GET /api/customer/wishlist/?taxAreaId&lang (issue 15 item 4): the
 * /wishlist/ page's cards, priced in the visitor's tax area (the browser's
 * config, as for product lists) with texts in `lang`. One customer's answer:
 * never stored by a cache; a guest gets the 401 of every customer call.
 */
export const customerWishlistApi = new Hono<AppEnv>();

const wishlistQuery = v.object({ taxAreaId: idValue() });

customerWishlistApi.get('/customer/wishlist/', noStoreMiddleware, validate('query', wishlistQuery, INVALID_QUERY), async (c) => {
  const customerId = customerIdOf(c);
  const { taxAreaId } = c.req.valid('query');
  const reference = await getLocaleReference(c.env.DB);
  if (!reference.taxAreaIds.has(taxAreaId)) throw badQuery('taxAreaId', 'Unknown tax area.');
  return c.json<WishlistResponse>({ items: await getWishlistItems(c.env.DB, customerId, c.get('language'), taxAreaId) });
});

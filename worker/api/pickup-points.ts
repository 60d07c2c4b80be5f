import { Hono } from 'hono';
import { notFound } from '../errors/app-error.ts';
import * as v from 'valibot';
import { POSTCODE_PATTERN } from '../../shared/checkout/checkout-options.ts';
import type { PickupPointsResponse } from '../../shared/types/pickup-point.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { searchPickupPoints } from '../data/pickup-points.ts';
import type { AppEnv } from '../hono-env.ts';
import { idValue } from '../../shared/query-fields.ts';
import { validate } from '../middleware/validate.ts';

const POSTAL_CODE_MESSAGE = 'Must be a postal code: letters, digits, spaces and hyphens, at most 12.';

// The postal code as the checkout takes it (shared/checkout/checkout-options.ts), with at least one letter or digit.
const pickupPointsQuerySchema = v.object({
  method: idValue('Must be a delivery method id.'),
  postal_code: v.pipe(v.string(), v.trim(), v.regex(POSTCODE_PATTERN, POSTAL_CODE_MESSAGE), v.regex(/[A-Za-z0-9]/, POSTAL_CODE_MESSAGE)),
  country: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{2}$/, 'Must be a two-letter country code, e.g. fi.')),
});

/**
 * GET /api/pickup-points/?method&postal_code&country (issue 6 item 5, cat 5:
 * a pickup point needs a postal code): the enabled points of a parcel-locker
 * method nearest to the postal code, at most ten. Empty when the method does
 * not deliver there; 404 for a method that is not an enabled parcel locker.
 * Points change only with an import, so a shared cache may keep an answer
 * for five minutes.
 */
export const pickupPointsApi = new Hono<AppEnv>();

pickupPointsApi.get('/pickup-points/', validate('query', pickupPointsQuerySchema, { code: 'invalid_query', message: 'The pickup points query is not valid.' }), async (c) => {
  const query = c.req.valid('query');
  const points = await searchPickupPoints(catalogueOf(c), query.method, query.country, query.postal_code);
  if (!points) throw notFound('No parcel-locker delivery method with that id.');
  c.header('Cache-Control', 'public, max-age=300');
  return c.json({ pickup_points: points } satisfies PickupPointsResponse);
});

import { Hono } from 'hono';
import type { StaffAdminResponse } from '../../shared/admin-context.ts';
import type { AppEnv } from '../hono-env.ts';
import { adminBase } from '../services/admin-links.ts';
import { staffOnlyMiddleware } from './staff-only.ts';

/**
 * GET /api/staff/admin/ → `{ admin_url }`: the back office's address
 * (ADMIN_URL) for an admin's "Open in admin" link to the page shown
 * (core 3 admin context, decision 021); null when ADMIN_URL is empty or not
 * an absolute http(s) URL, so no link leads to a 404. Staff only (403 to
 * anyone else, never cached): the address reaches the browser of staff
 * alone, as the size tables' links do.
 */
export const staffAdminApi = new Hono<AppEnv>();

staffAdminApi.get('/staff/admin/', staffOnlyMiddleware, (c) => {
  return c.json<StaffAdminResponse>({ admin_url: adminBase(c.env.ADMIN_URL) });
});

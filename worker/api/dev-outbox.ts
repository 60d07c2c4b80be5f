import { Hono } from 'hono';
import type { AppEnv } from '../hono-env.ts';
import { listLatestEmails } from '../data/outbox-emails.ts';
import { notFound } from '../errors/app-error.ts';

/**
 * GET /api/dev/outbox/: the latest emails of the outbox, for local runs
 * (decision 011: locally an email is stored and viewable). Answers only
 * while the DEV_OUTBOX var is 'on'; otherwise 404 as if it did not exist.
 */
export const devOutboxApi = new Hono<AppEnv>();

devOutboxApi.get('/dev/outbox/', async (c) => {
  if (!/^(1|true|on|yes)$/i.test(c.env.DEV_OUTBOX ?? '')) throw notFound('No such API endpoint.');
  c.header('Cache-Control', 'no-store');
  return c.json({ emails: await listLatestEmails(c.env.DB) });
});

import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppEnv } from '../hono-env.ts';
import { listLatestEmails } from '../data/outbox-emails.ts';
import { notFound } from '../errors/app-error.ts';
import { devOutboxPage } from '../html/dev-outbox-page.ts';

/** The DEV_OUTBOX switch (wrangler.toml keeps it off; local runs turn it on). */
const devOutboxOn = (c: Context<AppEnv>) => /^(1|true|on|yes)$/i.test(c.env.DEV_OUTBOX ?? '');

/**
 * GET /api/dev/outbox/: the latest emails of the outbox, every column (text,
 * HTML, the transport that delivered each and the provider's id), for local
 * runs (decisions 011, 020). Answers only while the DEV_OUTBOX var is 'on';
 * otherwise 404 as if it did not exist.
 */
export const devOutboxApi = new Hono<AppEnv>();

devOutboxApi.get('/dev/outbox/', async (c) => {
  if (!devOutboxOn(c)) throw notFound('No such API endpoint.');
  c.header('Cache-Control', 'no-store');
  return c.json({ emails: await listLatestEmails(c.env.DB) });
});

/** Mails on the page: each carries an iframe, so fewer than the API lists. */
const PAGE_MAILS = 30;

/**
 * /dev/outbox/ (and with a language prefix): the same mails as a page to
 * read (worker/html/dev-outbox-page.ts), in the request's language. While
 * DEV_OUTBOX is off the route steps aside: the shop's own 404 page, as for
 * any unknown path.
 */
export const devOutboxRoutes = new Hono<AppEnv>();

for (const path of ['/dev/outbox/', '/:lang{[a-z][a-z]}/dev/outbox/']) {
  devOutboxRoutes.get(path, async (c, next) => {
    // Off: on to the page routes, which answer an unknown path with the 404 page.
    if (!devOutboxOn(c)) return next();
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex');
    const emails = await listLatestEmails(c.env.DB, PAGE_MAILS);
    return c.html(devOutboxPage({ language: c.get('language'), t: c.get('t'), brandName: c.get('settings').brandName, emails }));
  });
}

import { Hono } from 'hono';
import { NEWSLETTER_MESSAGES, newsletterTokenSchema, subscribeSchema, type NewsletterAnswer } from '../../shared/service/newsletter-schema.ts';
import { AppError } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { noStoreMiddleware } from '../middleware/no-store.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { NEWSLETTER_ADDRESS_LIMIT, NEWSLETTER_CLIENT_LIMIT, NEWSLETTER_LINK_LIMIT } from '../services/service-forms/form-limits.ts';
import { subscribeToNewsletter } from '../services/newsletters/subscribe.ts';
import { confirmSubscription, unsubscribe } from '../services/newsletters/subscription-links.ts';
import { limitRequest, rateLimited } from './rate-limited.ts';
import { formContext, serviceFormBody } from './service-form-input.ts';

/**
 * The newsletters of issue 16 item 6 under /api/newsletters/:
 * - POST subscribe/ {list, email, name?, company?, consent: true, consent_version?}
 *   → 200 with the same message for every address (no enumeration);
 * - POST confirm/ {token} → 200 confirmed; 400 `token_expired` or `token_invalid`;
 * - POST unsubscribe/ {token} → 200 unsubscribed (again too); 400 `token_invalid`.
 * The mails' link pages call confirm and unsubscribe from their buttons.
 */
export const newslettersApi = new Hono<AppEnv>();

const guarded = [sameOriginMiddleware, noStoreMiddleware] as const;

newslettersApi.post('/newsletters/subscribe/', ...guarded, serviceFormBody(subscribeSchema, { consent: NEWSLETTER_MESSAGES.consent }), async (c) => {
  const request = c.req.valid('json');
  const t = c.get('t');
  const context = formContext(c);
  await limitRequest(c, [[NEWSLETTER_CLIENT_LIMIT, context.clientKey], [NEWSLETTER_ADDRESS_LIMIT, request.email.toLowerCase()]],
    (minutes) => t('newsletter.error.tooMany', { minutes }));
  await subscribeToNewsletter(context, request, c.get('language'));
  return c.json<NewsletterAnswer>({ ok: true, message: t('newsletter.subscribed') });
});

const linkLimit = rateLimited(NEWSLETTER_LINK_LIMIT);

/** A link's token that cannot be used: 400 on `token`, with the text the page shows. */
function refused(message: string, outcome: 'expired' | 'invalid'): AppError {
  return new AppError(400, `token_${outcome}`, message, { fields: { token: message } });
}

newslettersApi.post('/newsletters/confirm/', ...guarded, linkLimit, serviceFormBody(newsletterTokenSchema), async (c) => {
  const t = c.get('t');
  const outcome = await confirmSubscription(formContext(c), c.req.valid('json').token);
  if (outcome !== 'confirmed') throw refused(t(outcome === 'expired' ? 'newsletter.error.linkExpired' : 'newsletter.error.linkInvalid'), outcome);
  return c.json<NewsletterAnswer>({ ok: true, message: t('newsletter.confirmed') });
});

newslettersApi.post('/newsletters/unsubscribe/', ...guarded, linkLimit, serviceFormBody(newsletterTokenSchema), async (c) => {
  const t = c.get('t');
  const outcome = await unsubscribe(formContext(c), c.req.valid('json').token);
  if (outcome === 'invalid') throw refused(t('newsletter.error.linkInvalid'), outcome);
  return c.json<NewsletterAnswer>({ ok: true, message: t('newsletter.unsubscribed') });
});

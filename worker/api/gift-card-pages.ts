import { Hono } from 'hono';
import { isLanguage, type Language } from '../../shared/languages.ts';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import { getPrintableGiftCard } from '../data/gift-cards.ts';
import type { AppEnv } from '../hono-env.ts';
import { giftCardPrintPage } from '../html/gift-card-print-page.ts';
import { translatorFor } from '../i18n.ts';

/** A print token as issue-gift-cards.ts makes them (randomToken(24)); anything else names no card. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/**
 * The printable gift card (decision 028) the buyer's mail links to, with or
 * without a language prefix: the card's own language, whatever the path.
 * An unknown token is a 404 page of its own, in the visitor's language. The
 * token is the page's secret (the code is on it): never cached, not indexed.
 */
export const giftCardPageRoutes = new Hono<AppEnv>();

for (const path of ['/service-products/giftcards/card/:token/', '/:lang{[a-z][a-z]}/service-products/giftcards/card/:token/']) {
  giftCardPageRoutes.get(path, async (c) => {
    const token = c.req.param('token') ?? '';
    const card = TOKEN.test(token) ? await getPrintableGiftCard(c.env.DB, token) : null;
    const language: Language = card && isLanguage(card.language) ? card.language : c.get('language');
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex');
    const html = giftCardPrintPage({
      card, language, t: translatorFor(language), brandName: c.get('settings').brandName, shopPath: withLocalePrefix('/', language, c.get('strategy')),
    });
    return c.html(html, card ? 200 : 404);
  });
}

import type { Context } from 'hono';
import { Hono } from 'hono';
import { isLanguage, type Language } from '../../shared/languages.ts';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import { confirmStockAlert, getStockAlert, removeStockAlert, type StockAlert } from '../data/stock-notifications.ts';
import type { AppEnv } from '../hono-env.ts';
import { stockAlertPage, type StockAlertPageKind } from '../html/stock-alert-page.ts';
import { translatorFor } from '../i18n.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import type { StockAlertLinks } from '../services/stock-alerts/sign-up.ts';
import { stockAlertPath, type StockAlertAction } from '../services/stock-alerts/alert-paths.ts';

/** The link's path in the subscription's language, with the prefix the host's strategy asks for. */
const alertPath = (c: Context<AppEnv>, token: string, action: StockAlertAction, language: Language) =>
  withLocalePrefix(stockAlertPath(token, action), language, c.get('strategy'));

/** The mails' links (decision 017): on the host the sign-up came to, like the order result pages. */
export function stockAlertLinks(c: Context<AppEnv>): StockAlertLinks {
  const origin = new URL(c.req.url).origin;
  return {
    origin,
    confirm: (token, language) => `${origin}${alertPath(c, token, 'confirm', language)}`,
    remove: (token, language) => `${origin}${alertPath(c, token, 'remove', language)}`,
  };
}

/** A token as sign-up.ts makes them (randomToken(24)); anything else names no subscription. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/**
 * The pages behind a back-in-stock mail's links (decision 017), with or
 * without a language prefix: GET shows what the button will do, POST (the
 * page's own form) does it. Every answer is a page in the subscription's
 * language, never the 404 page: an unknown token to confirm is 410 "this
 * link no longer works"; to remove, "removed" (removing twice is done).
 */
export const stockAlertRoutes = new Hono<AppEnv>();

const PATHS = ['/stock-alerts/:token/:action{confirm|remove}/', '/:lang{[a-z][a-z]}/stock-alerts/:token/:action{confirm|remove}/'];

async function alertOf(c: Context<AppEnv>): Promise<StockAlert | null> {
  const token = c.req.param('token') ?? '';
  return TOKEN.test(token) ? getStockAlert(c.env.DB, token) : null;
}

function answer(c: Context<AppEnv>, kind: StockAlertPageKind, alert: StockAlert | null) {
  const language: Language = alert && isLanguage(alert.language) ? alert.language : c.get('language');
  const token = c.req.param('token') ?? '';
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex');
  // The token is the page's secret: the shop-wide Referrer-Policy (strict-origin-when-cross-origin,
  // security-headers middleware) gives other sites only the origin, never this path.
  const html = stockAlertPage({
    kind, language, t: translatorFor(language), brandName: c.get('settings').brandName, product: alert?.product ?? '',
    action: c.req.path, removePath: alertPath(c, token, 'remove', language), shopPath: withLocalePrefix('/', language, c.get('strategy')),
  });
  return c.html(html, kind === 'gone' ? 410 : 200);
}

for (const path of PATHS) {
  stockAlertRoutes.get(path, async (c) => {
    const alert = await alertOf(c);
    if (c.req.param('action') === 'remove') return answer(c, alert ? 'remove' : 'removed', alert);
    return answer(c, !alert ? 'gone' : alert.confirmed ? 'confirmed' : 'confirm', alert);
  });

  stockAlertRoutes.post(path, sameOriginMiddleware, async (c) => {
    const alert = await alertOf(c);
    if (!alert) return answer(c, c.req.param('action') === 'remove' ? 'removed' : 'gone', null);
    if (c.req.param('action') === 'remove') {
      await removeStockAlert(c.env.DB, alert.token);
      return answer(c, 'removed', alert);
    }
    await confirmStockAlert(c.env.DB, alert.token, new Date());
    return answer(c, 'confirmed', { ...alert, confirmed: true });
  });
}

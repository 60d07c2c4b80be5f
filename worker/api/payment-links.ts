import type { Context } from 'hono';
import { isLanguage } from '../../shared/languages.ts';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import type { AppEnv } from '../hono-env.ts';
import { routerFor } from '../i18n.ts';
import type { OrderLinks, PaymentRunContext, ResultKind } from '../services/orders/start-payment.ts';

const RESULT_ROUTES: Record<ResultKind, string> = { ok: 'orderPaymentOk', cancelled: 'orderPaymentCancelled', error: 'orderPaymentError' };

/**
 * Addresses on the host the request came to (brief 2): the result pages
 * /order/payment_ok/{orderNumber}/{token}/ in the order's language, with the
 * prefix the host's strategy asks for.
 */
function orderLinks(c: Context<AppEnv>): OrderLinks {
  const origin = new URL(c.req.url).origin;
  return {
    origin,
    resultUrl(order, kind) {
      const language = isLanguage(order.language) ? order.language : c.get('language');
      const path = routerFor(language).pathFor(RESULT_ROUTES[kind], { slug: `${order.orderNumber}/${order.viewToken}` });
      return `${origin}${withLocalePrefix(path, language, c.get('strategy'))}`;
    },
  };
}

/** The providers' API calls go through the global fetch; tests swap in fakes at the service level. */
export function paymentRun(c: Context<AppEnv>): PaymentRunContext {
  return { env: c.env, now: new Date(), links: orderLinks(c), fetch: (input, init) => fetch(input, init) };
}

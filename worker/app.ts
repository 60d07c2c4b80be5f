import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorReportApi } from './api/error-report.ts';
import { BadInputError } from './api/bad-input.ts';
import { apiError, codeForStatus } from './api/errors.ts';
import { catalogueResourcesApi } from './api/catalogue-resources.ts';
import { productListApi } from './api/product-list.ts';
import { productExtraApi } from './api/product-extra.ts';
import { fastShippingApi } from './api/fast-shipping.ts';
import { pickupPointsApi } from './api/pickup-points.ts';
import { productReviewsApi } from './api/product-reviews.ts';
import { stockNotifyApi } from './api/stock-notify.ts';
import { checkoutApi } from './api/checkout.ts';
import { devOutboxApi } from './api/dev-outbox.ts';
import { ordersApi } from './api/orders.ts';
import { staffOrdersApi } from './api/staff-orders.ts';
import { klarnaConfirmRoutes } from './api/klarna-confirm-route.ts';
import { paypalWebhookRoutes } from './api/paypal-webhook.ts';
import { providerCallbackRoutes } from './api/provider-callbacks.ts';
import { testPaymentRoutes } from './api/test-payments.ts';
import { productModelApi } from './api/product-model.ts';
import { recommendationsApi } from './api/recommendations.ts';
import { imageRoutes } from './api/images.ts';
import { localeConfigApi } from './api/locale-config.ts';
import type { AppEnv } from './hono-env.ts';
import { languageMiddleware } from './middleware/language.ts';
import { pathGuardMiddleware } from './middleware/path-guard.ts';
import { securityHeadersMiddleware } from './middleware/security-headers.ts';
import { trailingSlashMiddleware } from './middleware/trailing-slash.ts';
import { handlePage } from './pages/page-handler.ts';
import { respondNotFound, respondWithErrorPage } from './render/error-response.ts';

export const app = new Hono<AppEnv>();

app.use('*', securityHeadersMiddleware);
app.use('*', pathGuardMiddleware);
app.use('*', trailingSlashMiddleware);
// Images answer before the language middleware: no locale prefix or redirect applies to them.
app.route('/', imageRoutes);
app.use('*', languageMiddleware);

/** Liveness probe; also the "hello" target of the benchmark. */
app.get('/healthz/', (c) => c.text('ok'));

app.route('/api', localeConfigApi);
app.route('/api', catalogueResourcesApi);
app.route('/api', productListApi);
app.route('/api', productExtraApi);
app.route('/api', fastShippingApi);
app.route('/api', pickupPointsApi);
app.route('/api', productReviewsApi);
app.route('/api', stockNotifyApi);
app.route('/api', checkoutApi);
app.route('/api', ordersApi);
app.route('/api', staffOrdersApi);
app.route('/api', devOutboxApi);
app.route('/api', productModelApi);
app.route('/api', recommendationsApi);
app.route('/api/', errorReportApi);
app.all('/api/*', (c) => c.json(apiError('not_found', 'No such API endpoint.'), 404));

// The payment providers' pages and callbacks (decision 011) answer before the page catch-all.
app.route('/', testPaymentRoutes);
app.route('/', providerCallbackRoutes);
app.route('/', paypalWebhookRoutes);
app.route('/', klarnaConfirmRoutes);

app.get('*', handlePage);

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

app.onError((error, c) => {
  const status = (error instanceof HTTPException ? error.status : 500) as ContentfulStatusCode;
  if (status >= 500) console.error('Request failed', c.req.method, c.req.path, error);
  const t = c.get('t');
  const message = error instanceof HTTPException && error.message ? error.message : (t?.('errors.unexpected') ?? 'An unexpected error has occurred. Try again later.');
  if (error instanceof BadInputError) return c.json(apiError(error.code, error.message, error.fields), 400);
  if (isApi(c.req.path) || !c.get('language')) return c.json(apiError(codeForStatus(status), message), status);
  return respondWithErrorPage(c, { status, message });
});

app.notFound((c) => {
  if (isApi(c.req.path) || !c.get('language')) return c.json(apiError('not_found', 'Not found.'), 404);
  return respondNotFound(c);
});

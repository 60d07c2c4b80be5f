import { Hono } from 'hono';
import { errorReportApi } from './api/error-report.ts';
import { catalogueResourcesApi } from './api/catalogue-resources.ts';
import { productListApi } from './api/product-list.ts';
import { productExtraApi } from './api/product-extra.ts';
import { fastShippingApi } from './api/fast-shipping.ts';
import { pickupPointsApi } from './api/pickup-points.ts';
import { productReviewsApi } from './api/product-reviews.ts';
import { giftCampaignsApi } from './api/gift-campaigns.ts';
import { stockNotifyApi } from './api/stock-notify.ts';
import { stockAlertRoutes } from './api/stock-alert-pages.ts';
import { checkoutApi } from './api/checkout.ts';
import { devOutboxApi, devOutboxRoutes } from './api/dev-outbox.ts';
import { authApi } from './api/auth.ts';
import { customerApi } from './api/customer.ts';
import { customerOrdersApi } from './api/customer-orders.ts';
import { customerWishlistApi } from './api/customer-wishlist.ts';
import { returnsApi } from './api/returns.ts';
import { serviceFormsApi } from './api/service-forms.ts';
import { newslettersApi } from './api/newsletters.ts';
import { ordersApi } from './api/orders.ts';
import { orderActionsApi } from './api/order-actions.ts';
import { staffAdminApi } from './api/staff-admin.ts';
import { caseDeskApi } from './api/case-desk.ts';
import { reclamationsApi } from './api/reclamations.ts';
import { staffCaseAttachmentsApi } from './api/staff-case-attachments.ts';
import { staffOrderDeskApi } from './api/staff-order-desk.ts';
import { warehouseWebhookApi } from './api/warehouse-webhook.ts';
import { serviceCasesApi } from './api/service-cases.ts';
import { staffOrdersApi } from './api/staff-orders.ts';
import { klarnaConfirmRoutes } from './api/klarna-confirm-route.ts';
import { paypalWebhookRoutes } from './api/paypal-webhook.ts';
import { providerCallbackRoutes } from './api/provider-callbacks.ts';
import { testPaymentRoutes } from './api/test-payments.ts';
import { productModelApi } from './api/product-model.ts';
import { recommendationsApi } from './api/recommendations.ts';
import { skiWizardApi } from './api/ski-wizard.ts';
import { searchApi } from './api/search.ts';
import { imageRoutes } from './api/images.ts';
import { localeConfigApi } from './api/locale-config.ts';
import { companiesApi } from './api/companies.ts';
import { campaignAdminApi } from './api/campaign-admin.ts';
import { giftCardsApi } from './api/gift-cards.ts';
import { giftCardPageRoutes } from './api/gift-card-pages.ts';
import { sitemapRoutes } from './api/sitemap-routes.ts';
import type { AppEnv } from './hono-env.ts';
import { languageMiddleware } from './middleware/language.ts';
import { pathGuardMiddleware } from './middleware/path-guard.ts';
import { securityHeadersMiddleware } from './middleware/security-headers.ts';
import { trailingSlashMiddleware } from './middleware/trailing-slash.ts';
import { sessionMiddleware } from './middleware/session.ts';
import { d1SessionMiddleware } from './middleware/d1-session.ts';
import { AppError, notFound } from './errors/app-error.ts';
import { allowedMethods } from './errors/allowed-methods.ts';
import { answerError } from './errors/answer-error.ts';
import { localeMiddleware } from './middleware/locale.ts';
import { htmlCacheMiddleware } from './middleware/html-cache.ts';
import { handlePage } from './pages/page-handler.ts';
import { pageNotFound } from './render/error-response.ts';

export const app = new Hono<AppEnv>();

app.use('*', securityHeadersMiddleware);
app.use('*', pathGuardMiddleware);
app.use('*', trailingSlashMiddleware);
// Every request reads D1 through a session: the nearest replica, or one at least as fresh as the visitor's last write (decision 040).
app.use('*', d1SessionMiddleware);
// Images answer before the language middleware: no locale prefix or redirect applies to them.
app.route('/', imageRoutes);
// Browsers and crawlers ask for /favicon.ico whatever the page's icon link says; the shop's icon is an SVG asset.
app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));
// sitemap.xml and robots.txt (decision 037) are per host, never per prefix: before the language middleware.
app.route('/', sitemapRoutes);
app.use('*', languageMiddleware);
app.use('*', sessionMiddleware);

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
app.route('/api', giftCampaignsApi);
app.route('/api', checkoutApi);
app.route('/api', ordersApi);
app.route('/api', orderActionsApi);
app.route('/api', staffOrdersApi);
app.route('/api', staffAdminApi);
app.route('/api', reclamationsApi);
// Before the case desk: /staff/cases/attachments/:id/ is a file, not a case number.
app.route('/api', staffCaseAttachmentsApi);
app.route('/api', caseDeskApi);
app.route('/api', staffOrderDeskApi);
app.route('/api', warehouseWebhookApi);
app.route('/api', serviceCasesApi);
app.route('/api', returnsApi);
app.route('/api', serviceFormsApi);
app.route('/api', newslettersApi);
app.route('/api', devOutboxApi);
app.route('/api', authApi);
app.route('/api', customerApi);
app.route('/api', customerOrdersApi);
app.route('/api', customerWishlistApi);
app.route('/api', productModelApi);
app.route('/api', recommendationsApi);
app.route('/api', skiWizardApi);
app.route('/api', searchApi);
app.route('/api', companiesApi);
app.route('/api', campaignAdminApi);
app.route('/api', giftCardsApi);
app.route('/api/', errorReportApi);
// A known call with another method is a 405 naming the methods it takes; anything else under /api/ a 404.
app.all('/api/*', (c) => {
  const allowed = allowedMethods(app.routes, c.req.path);
  if (allowed.length === 0) throw notFound('No such API endpoint.');
  throw new AppError(405, 'method_not_allowed', `Use ${allowed.join(', ')}.`, { headers: { Allow: allowed.join(', ') } });
});

// The payment providers' pages and callbacks (decision 011) answer before the page catch-all.
app.route('/', testPaymentRoutes);
app.route('/', providerCallbackRoutes);
app.route('/', paypalWebhookRoutes);
app.route('/', klarnaConfirmRoutes);
// The pages behind a back-in-stock mail's links (decision 017).
app.route('/', stockAlertRoutes);
// The dev outbox page (decision 020): local runs only, the 404 page otherwise.
app.route('/', devOutboxRoutes);
// The printable gift card of the buyer's mail (decision 028): plain HTML before the page catch-all.
app.route('/', giftCardPageRoutes);

// The edge HTML cache (decision 039) answers a page it keeps before the page renders; a stale page's refresh renders through the whole app again.
app.get('*', localeMiddleware, htmlCacheMiddleware(async (request, env, ctx) => app.fetch(request, env, ctx)), handlePage);

app.onError((error, c) => answerError(c, error));

app.notFound((c) => answerError(c, c.get('language') ? pageNotFound(c) : notFound('Not found.')));

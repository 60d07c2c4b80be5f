/**
 * Every route of core 2, in English base form, in matching precedence (specific
 * before generic). Static segments are localised per language through the
 * `routeSegments` dictionary in locales/*.json; `:name` is one segment and
 * `:name*` the rest of the path. `page` names the page module that serves the
 * route; a route without one answers the 404 page until its issue builds it.
 */
export type LayoutId = 'default' | 'error' | 'rentle';

/**
 * Every page module of the shop. The client registry and the worker's page map
 * are typed by this union, so a page added on one side and not the other fails
 * the type check. 'error' and 'fatal' serve the error screens, not routes.
 */
export type PageId = 'front' | 'menu' | 'static' | 'tabbed' | 'group' | 'brand' | 'listing' | 'brands' | 'product' | 'checkout' | 'checkoutPayment' | 'checkoutClubInfo' | 'orderResult' | 'viewOrder' | 'error' | 'fatal'
  // Issue 15: login, registration, activation and the password reset.
  | 'login' | 'register' | 'activate' | 'resetPassword' | 'resetPasswordConfirm'
  // Issue 15: the account area and the deletion and reminder mails' pages.
  | 'account' | 'deleteAccount' | 'stopReminders'
  // Issue 15: the customer's wishlist.
  | 'wishlist'
  // Issue 16: returns, the request for a link and the form it opens.
  | 'returns' | 'returnsForm'
  // Issue 16: the questions and corporate forms, the newsletters' sign-ups and their mails' link pages.
  | 'ask' | 'corporateInfoForm' | 'enterprise' | 'corporateNewsletter' | 'forestNewsletter' | 'newsletterConfirm' | 'newsletterUnsubscribe'
  // Issue 16: the returns and complaints desk and the customer's case page.
  | 'staffReturns' | 'staffComplaints' | 'staffCase' | 'serviceCase'
  // Issue 16: the staff order desk.
  | 'staffOrders' | 'staffOrder'
  // Issue 16: complaints with attachments.
  | 'reclamation'
  // Issue 17: company registration, campaign management, staff's company verification.
  | 'companyRegistration' | 'campaignList' | 'campaignManage' | 'staffCompanies'
  // Issue 17: a gift campaign category's products (the recipient's side).
  | 'giftcampaignsCategory'
  // Issue 17: gift cards for sale.
  | 'serviceProductsGiftcards'
  // Issue 17: the ski wizard.
  | 'skiWizard' | 'skiWizardSport'
  // Issue 17: the shoe wizard and its landing page.
  | 'shoeWizard' | 'womensAndMensShoes'
  // Issue 18: search results.
  | 'search'
  // Issue 18: the life outdoors area (hub, blog and its categories, a post, the bloggers).
  | 'lifeOutdoors' | 'blogIndex' | 'blogPost' | 'bloggers' | 'blogger'
  // Issue 18: the stores.
  | 'stores' | 'store'
  // Issue 18: rental (the rentle layout's booking frame) and experiences.
  | 'rental' | 'rentalRentle' | 'experiences'
  // Issue 18: the catalogue, the company history, the component gallery and the static pages' index.
  | 'catalog' | 'history' | 'styleGuide' | 'staticIndex';
/**
 * Page modules a route can name: every page but the views the catch-all finds
 * by path and the error screens. 'content' is the catch-all's: it serves a
 * static, tabbed, product group or brand page (its view) found by the path.
 * 'listing' serves the product listings of cat 2 (newest, second hand, campaigns).
 * 'product' serves the product page's /old/ and gift-campaign forms; its plain
 * form /{manufacturerSlug}/{subs...}/ is found by the catch-all.
 * 'redirect' has no view: its loader answers the legacy paths' 301 to their
 * canonical pages (worker/pages/legacy-redirects.ts) or the 404 page.
 */
export type RoutePageId = Exclude<PageId, 'static' | 'tabbed' | 'group' | 'brand' | 'error' | 'fatal'> | 'content' | 'redirect';

export interface RouteDefinition {
  id: string;
  path: string;
  page?: RoutePageId;
  layout?: LayoutId;
}

export const ROUTES: readonly RouteDefinition[] = [
  { id: 'front', path: '/', page: 'front' },
  { id: 'accounts', path: '/accounts/', page: 'account' },
  { id: 'accountsLogin', path: '/accounts/login/', page: 'login' },
  { id: 'accountsRegister', path: '/accounts/register/', page: 'register' },
  { id: 'accountsActivate', path: '/accounts/activate/:hash/', page: 'activate' },
  { id: 'accountsDeleteAccount', path: '/accounts/delete-account/:token/', page: 'deleteAccount' },
  { id: 'accountsResetPassword', path: '/accounts/reset-password/', page: 'resetPassword' },
  { id: 'accountsPasswordResetConfirm', path: '/accounts/password/reset/confirm/:hash/', page: 'resetPasswordConfirm' },
  { id: 'accountsStopReminders', path: '/accounts/stop_reminders/:email/', page: 'stopReminders' },
  // Issue 17: a customer registers their company; a verified company's users manage its gift campaigns.
  { id: 'accountsCompany', path: '/accounts/company/', page: 'companyRegistration' },
  { id: 'accountsGiftCampaigns', path: '/accounts/gift-campaigns/', page: 'campaignList' },
  { id: 'accountsGiftCampaign', path: '/accounts/gift-campaigns/:campaignId/', page: 'campaignManage' },
  { id: 'ask', path: '/ask/', page: 'ask' },
  { id: 'campaignsClubOffers', path: '/campaigns/club-offers/', page: 'listing' },
  { id: 'campaign', path: '/campaigns/:campaignSlug/', page: 'listing' },
  { id: 'catalog', path: '/catalog/', page: 'catalog' },
  { id: 'checkout', path: '/checkout/', page: 'checkout' },
  { id: 'checkoutClubInfo', path: '/checkout/club-info/', page: 'checkoutClubInfo' },
  { id: 'checkoutPayment', path: '/checkout/payment/', page: 'checkoutPayment' },
  { id: 'checkoutKlarnaConfirm', path: '/checkout/klarna/confirm/' },
  { id: 'corporateInfoForm', path: '/corporate-info-form/', page: 'corporateInfoForm' },
  { id: 'corporateNewsletter', path: '/corporate-newsletter/', page: 'corporateNewsletter' },
  { id: 'forestNewsletter', path: '/forest-newsletter/', page: 'forestNewsletter' },
  { id: 'enterprise', path: '/enterprise/', page: 'enterprise' },
  { id: 'experiencesProducts', path: '/experiences/products/', page: 'experiences' },
  { id: 'experiences', path: '/experiences/:slug*', page: 'experiences' },
  { id: 'giftcampaignProduct', path: '/giftcampaigns/:campaignSlug/:productSlug/', page: 'product' },
  { id: 'giftcampaignsCategory', path: '/giftcampaigns/:category/', page: 'giftcampaignsCategory' },
  { id: 'history', path: '/history/', page: 'history' },
  { id: 'lifeOutdoors', path: '/life-outdoors/', page: 'lifeOutdoors' },
  { id: 'lifeOutdoorsBlog', path: '/life-outdoors/blog/', page: 'blogIndex' },
  { id: 'lifeOutdoorsBlogPost', path: '/life-outdoors/blog/:slug/', page: 'blogIndex' },
  { id: 'lifeOutdoorsBloggers', path: '/life-outdoors/bloggers/', page: 'bloggers' },
  { id: 'lifeOutdoorsBlogger', path: '/life-outdoors/bloggers/:blogger/', page: 'blogger' },
  { id: 'lifeOutdoorsPost', path: '/life-outdoors/:post/', page: 'blogPost' },
  { id: 'manufacturer', path: '/manufacturer/', page: 'redirect' },
  { id: 'manufacturers', path: '/manufacturers/', page: 'brands' },
  { id: 'menu', path: '/menu/', page: 'menu' },
  { id: 'newest', path: '/newest/', page: 'listing' },
  // cat 2: the product page under an old path (gift cards and bundles live here).
  { id: 'oldProduct', path: '/old/:manufacturerSlug/:slug*', page: 'product' },
  { id: 'orderPaymentOk', path: '/order/payment_ok/:slug*', page: 'orderResult' },
  { id: 'orderPaymentCancelled', path: '/order/payment_cancelled/:slug*', page: 'orderResult' },
  { id: 'orderPaymentError', path: '/order/payment_error/:slug*', page: 'orderResult' },
  { id: 'orderPaymentAddress', path: '/order/payment_address/:slug*', page: 'orderResult' },
  { id: 'orderProcess', path: '/order/process/', page: 'orderResult' },
  { id: 'page', path: '/page/:slug*', page: 'content' },
  { id: 'productGroup', path: '/product-group/', page: 'redirect' },
  { id: 'productNew', path: '/product-new/', page: 'redirect' },
  { id: 'productOld', path: '/product-old/', page: 'redirect' },
  { id: 'removedNewProductPage', path: '/removed-new-product-page/:slug*', page: 'redirect' },
  { id: 'reclamation', path: '/reclamation/', page: 'reclamation' },
  { id: 'returns', path: '/returns/', page: 'returns' },
  // Issue 16: the return form behind the mailed one-time link, and a case's own page (its mails link there).
  { id: 'returnsForm', path: '/returns/form/:token/', page: 'returnsForm' },
  { id: 'serviceCase', path: '/service-cases/:token/', page: 'serviceCase' },
  // Issue 16: newsletter double opt-in and unsubscribe, the mails' links.
  { id: 'newsletterConfirm', path: '/newsletter/confirm/:token/', page: 'newsletterConfirm' },
  { id: 'newsletterUnsubscribe', path: '/newsletter/unsubscribe/:token/', page: 'newsletterUnsubscribe' },
  // Issue 16: the staff desk (staff and admin accounts only; the pages are frames, the data is the staff API's).
  { id: 'staffOrders', path: '/staff/orders/', page: 'staffOrders' },
  { id: 'staffOrder', path: '/staff/orders/:orderNumber/', page: 'staffOrder' },
  { id: 'staffReturns', path: '/staff/returns/', page: 'staffReturns' },
  { id: 'staffComplaints', path: '/staff/complaints/', page: 'staffComplaints' },
  { id: 'staffCase', path: '/staff/cases/:caseNumber/', page: 'staffCase' },
  // Issue 17: staff verify the companies that registered for gift campaigns.
  { id: 'staffCompanies', path: '/staff/companies/', page: 'staffCompanies' },
  // The rental page is a shop page; only the booking partner's frame has the rentle layout.
  { id: 'rental', path: '/rental/', page: 'rental' },
  { id: 'rentalRentle', path: '/rental/rentle/', page: 'rentalRentle', layout: 'rentle' },
  { id: 'search', path: '/search/', page: 'search' },
  { id: 'secondHand', path: '/second-hand/', page: 'listing' },
  { id: 'skiWizard', path: '/ski-wizard/', page: 'skiWizard' },
  { id: 'skiWizardSport', path: '/ski-wizard/:sport/', page: 'skiWizardSport' },
  { id: 'shoeWizard', path: '/shoe-wizard/:slug*', page: 'shoeWizard' },
  { id: 'static', path: '/static/', page: 'staticIndex' },
  { id: 'staticWithTabs', path: '/static-with-tabs/', page: 'staticIndex' },
  { id: 'stores', path: '/stores/', page: 'stores' },
  { id: 'store', path: '/stores/:store/', page: 'store' },
  { id: 'styleGuide', path: '/style-guide/', page: 'styleGuide' },
  { id: 'viewOrder', path: '/view-order/', page: 'viewOrder' },
  { id: 'wishlist', path: '/wishlist/', page: 'wishlist' },
  { id: 'faq', path: '/faq/', page: 'content' },
  { id: 'faqFrequentlyAskedQuestions', path: '/faq/frequently-asked-questions/', page: 'content' },
  { id: 'responsibility', path: '/responsibility/', page: 'content' },
  { id: 'serviceProductsGiftcards', path: '/service-products/giftcards/', page: 'serviceProductsGiftcards' },
  { id: 'womensAndMensShoes', path: '/womens-and-mens-shoes/', page: 'womensAndMensShoes' },
  // Catch-all content page: static pages, navigation pages, brands and products
  // register here from the server's slug lists (core 2, cat 2).
  { id: 'content', path: '/:slug*', page: 'content' },
];

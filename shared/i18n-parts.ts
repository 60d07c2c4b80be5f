/**
 * Dictionary parts the browser loads only when needed. Every page downloads
 * its language's dictionary before hydrating; the checkout's texts (cart,
 * payment form, order pages) would weigh on every product page's JavaScript
 * budget (issue 5: 110 KB), so they live in a part of their own that the
 * checkout pages and the cart's lazy modules load. The worker always renders
 * with the whole dictionary; locales/*.json stay one file per language.
 */
export const DICTIONARY_PARTS = {
  checkout: ['cart', 'cartPage', 'toast', 'checkoutForm', 'orderPages', 'viewOrder', 'clubInfo', 'checkoutReason', 'orderError', 'staff'],
  // The account pages (issue 15): login, registration, the mail links' pages, the account area and the wishlist page.
  account: ['account', 'accountPages', 'accountArea', 'wishlistPage'],
  // The service desk's customer pages (issue 16): returns, complaints, a case's own page, the questions and corporate forms, newsletters.
  service: ['serviceForm', 'returns', 'reclamation', 'serviceCase', 'askForm', 'corporateForms', 'newsletter'],
  // The staff desk (issue 16): the order, returns and complaints lists and their actions.
  desk: ['desk', 'orderDesk', 'caseDesk'],
  // Gift campaigns and gift cards (issue 17): a recipient's category page and code form, the gift card page.
  gifts: ['giftCampaign', 'giftCards'],
  // Companies and their campaign management (issue 17), and staff's company verification.
  campaignAdmin: ['company', 'campaignAdmin'],
  // The ski and shoe wizards (issue 17).
  wizards: ['skiWizard', 'shoeWizard'],
  // Search (issue 18): the results page's texts and the header's suggestions, which load on first use.
  search: ['search'],
  // The life outdoors area (issue 18): the blog, its posts and bloggers.
  outdoors: ['lifeOutdoors'],
  // The store pages (issue 18).
  stores: ['stores'],
  // Issue 18's other areas: rental, experiences, the catalogue, the history page, the style guide, the static pages' index.
  areas: ['rental', 'experiences', 'catalogPage', 'historyPage', 'styleGuide', 'staticIndex'],
  // The catalogue's pages (issue 19): product cards and grids, the product page, brands and listings, and the
  // delivery promise's words. The error page, static pages and most other pages never show them, and they were
  // 69 % of the dictionary those pages downloaded.
  catalogue: ['product', 'availability', 'card', 'delivery', 'sizeTable'],
  // The product grids' filters, sorting and paging: the product page shows none.
  grids: ['grid'],
  // The product page's information under the buy box (decision 043), which loads with that region's code, and
  // what loads after it: the reviews, the bundles, the keyword popups, the back-in-stock form (a region too),
  // and what loads with its first use: the size guide, the stores' table, the zoomed image and the delivery
  // methods to a postal code.
  productInfo: ['productContent', 'reviewsList', 'bundles', 'keyword', 'stockNotifier', 'sizeGuide', 'storeAvailability', 'galleryZoom', 'postalDelivery'],
  // The listing, brand and brands pages' own texts: the product and group pages never show them.
  listings: ['listing', 'brandPage', 'brands'],
  // The analytics consent banner (decision 037): loaded only where the shop has a tag manager container.
  consent: ['consent'],
  // The delivery country and currency modal, which loads with its first opening from the header or the menu page.
  locale: ['localeModal'],
} as const;

export type DictionaryPart = keyof typeof DICTIONARY_PARTS;

/**
 * Namespaces only the worker reads (the head's default title and description;
 * the front page's headings, sent in its props; the back-in-stock sign-up's
 * answers, its confirmation mail and its link pages, decision 017; the order mail and the
 * test provider's page, served as plain HTML; the mails and the dev outbox
 * page, decision 020):
 * the browser never downloads them, which keeps the product page in its budget.
 */
export const WORKER_ONLY_NAMESPACES: readonly string[] = ['meta', 'front', 'notify', 'stockAlert', 'orderEmail', 'testPayment', 'accountMail', 'mail', 'serviceMail', 'deskMail', 'giftMail'];

type Tree = Record<string, unknown>;

/** The dictionary without any part's or the worker's namespaces, each part's namespaces alone, and the worker's. */
export function splitDictionary(dictionary: Tree): { base: Tree; parts: Record<DictionaryPart, Tree>; workerOnly: Tree } {
  const deferred = new Map<string, DictionaryPart>();
  for (const [part, namespaces] of Object.entries(DICTIONARY_PARTS) as Array<[DictionaryPart, readonly string[]]>) {
    for (const namespace of namespaces) deferred.set(namespace, part);
  }
  const base: Tree = {};
  const parts = Object.fromEntries(Object.keys(DICTIONARY_PARTS).map((part) => [part, {}])) as Record<DictionaryPart, Tree>;
  const workerOnly: Tree = {};
  for (const [key, value] of Object.entries(dictionary)) {
    const part = deferred.get(key);
    if (part) parts[part][key] = value;
    else if (WORKER_ONLY_NAMESPACES.includes(key)) workerOnly[key] = value;
    else base[key] = value;
  }
  return { base, parts, workerOnly };
}

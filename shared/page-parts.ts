import type { DictionaryPart } from './i18n-parts.ts';
import type { PageId } from './route-table.ts';

/**
 * The deferred parts whose texts each page shows. The browser loads them beside the page's module: the
 * first page's are named and preloaded by its document (worker/render/client-assets.ts, client/boot.tsx),
 * a client navigation's by the page registry (client/pages/registry.ts). The first render, hydration too,
 * thus has the texts the server rendered with. shared/i18n-parts-reach.test.ts checks the
 * list against the texts the page's modules read. It is a module of its own, so the browser's boot chunk
 * carries this map and not the parts' namespace lists.
 */
export const PAGE_PARTS: Partial<Record<PageId, readonly DictionaryPart[]>> = {
  group: ['catalogue', 'grids'],
  brand: ['catalogue', 'grids', 'listings'],
  listing: ['catalogue', 'grids', 'listings'],
  brands: ['listings'],
  product: ['catalogue'],
  giftcampaignsCategory: ['gifts'],
  // The cart's rows are product cards, and its delivery promise is the catalogue's words (one truth).
  checkout: ['checkout', 'catalogue'],
  checkoutPayment: ['checkout', 'catalogue'],
  checkoutClubInfo: ['checkout'],
  orderResult: ['checkout'],
  viewOrder: ['checkout'],
  login: ['account'],
  register: ['account'],
  activate: ['account'],
  resetPassword: ['account'],
  resetPasswordConfirm: ['account'],
  // The order history's status labels are the checkout part's (orderPages.statuses).
  account: ['account', 'checkout'],
  deleteAccount: ['account'],
  stopReminders: ['account'],
  wishlist: ['account', 'catalogue'],
  // The desk's pages show the case statuses and case texts of the 'service' part too.
  staffReturns: ['desk', 'service'],
  staffComplaints: ['desk', 'service'],
  staffCase: ['desk', 'service'],
  // The order desk shows the order status labels and order texts of the 'checkout' part (orderPages).
  staffOrders: ['desk', 'checkout'],
  staffOrder: ['desk', 'checkout'],
  serviceCase: ['service'],
  returns: ['service'],
  returnsForm: ['service'],
  reclamation: ['service'],
  ask: ['service'],
  corporateInfoForm: ['service'],
  enterprise: ['service'],
  corporateNewsletter: ['service'],
  forestNewsletter: ['service'],
  newsletterConfirm: ['service'],
  newsletterUnsubscribe: ['service'],
  serviceProductsGiftcards: ['gifts'],
  skiWizard: ['wizards'],
  skiWizardSport: ['wizards'],
  shoeWizard: ['wizards'],
  womensAndMensShoes: ['wizards'],
  // The results are product cards.
  search: ['search', 'catalogue', 'grids'],
  stores: ['stores'],
  store: ['stores'],
  companyRegistration: ['campaignAdmin'],
  campaignList: ['campaignAdmin'],
  campaignManage: ['campaignAdmin'],
  // Staff's company verification shows the desk's frame texts too.
  staffCompanies: ['campaignAdmin', 'desk'],
  // Rental, the experiences, the style guide and a blog post show product cards.
  rental: ['areas', 'catalogue', 'grids'],
  rentalRentle: ['areas'],
  experiences: ['areas', 'catalogue', 'grids'],
  catalog: ['areas'],
  history: ['areas'],
  styleGuide: ['areas', 'catalogue'],
  staticIndex: ['areas'],
  lifeOutdoors: ['outdoors'],
  blogIndex: ['outdoors'],
  blogPost: ['outdoors', 'catalogue'],
  bloggers: ['outdoors'],
  blogger: ['outdoors'],
};

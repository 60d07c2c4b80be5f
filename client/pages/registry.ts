import type { ComponentType } from 'react';
import type { PageId } from '../../shared/route-table.ts';
import type { DictionaryPart } from '../../shared/i18n-parts.ts';
import { ensureDictionaryPart } from '../dictionary-parts.ts';

export type PageModule = { default: ComponentType<any> };

/**
 * A page whose texts are in deferred dictionary parts (shared/i18n-parts.ts:
 * 'checkout', the account pages' 'account', the service desk's 'service', the
 * staff desk's 'desk', issue 17's 'gifts', 'campaignAdmin' and 'wizards'): the
 * parts load beside the module, so the first render (hydration) has the
 * texts the server rendered with. One helper for all parts keeps the boot
 * chunk, which every page loads, small.
 */
function withTexts(load: () => Promise<PageModule>, ...parts: DictionaryPart[]): () => Promise<PageModule> {
  return () => Promise.all([load(), ...parts.map(ensureDictionaryPart)]).then(([module]) => module);
}

/**
 * Page id → its code-split module, always `./{id}-page.tsx`: the build maps ids
 * to chunks by that name. Each import here becomes its own chunk; the worker
 * renders the same components (worker/pages/). Page modules use a default
 * export, the shape dynamic import and React.lazy expect.
 */
const PAGES: Record<PageId, () => Promise<PageModule>> = {
  front: () => import('./front-page.tsx'),
  menu: () => import('./menu-page.tsx'),
  static: () => import('./static-page.tsx'),
  tabbed: () => import('./tabbed-page.tsx'),
  group: () => import('./group-page.tsx'),
  brand: () => import('./brand-page.tsx'),
  listing: () => import('./listing-page.tsx'),
  brands: () => import('./brands-page.tsx'),
  product: () => import('./product-page.tsx'),
  giftcampaignsCategory: withTexts(() => import('./giftcampaigns-category-page.tsx'), 'gifts'),
  checkout: withTexts(() => import('./checkout-page.tsx'), 'checkout'),
  checkoutPayment: withTexts(() => import('./checkout-payment-page.tsx'), 'checkout'),
  checkoutClubInfo: withTexts(() => import('./checkout-club-info-page.tsx'), 'checkout'),
  orderResult: withTexts(() => import('./order-result-page.tsx'), 'checkout'),
  viewOrder: withTexts(() => import('./view-order-page.tsx'), 'checkout'),
  login: withTexts(() => import('./login-page.tsx'), 'account'),
  register: withTexts(() => import('./register-page.tsx'), 'account'),
  activate: withTexts(() => import('./activate-page.tsx'), 'account'),
  resetPassword: withTexts(() => import('./reset-password-page.tsx'), 'account'),
  resetPasswordConfirm: withTexts(() => import('./reset-password-confirm-page.tsx'), 'account'),
  // The order history's status labels are the checkout part's (orderPages.statuses).
  account: withTexts(() => import('./account-page.tsx'), 'account', 'checkout'),
  deleteAccount: withTexts(() => import('./delete-account-page.tsx'), 'account'),
  stopReminders: withTexts(() => import('./stop-reminders-page.tsx'), 'account'),
  wishlist: withTexts(() => import('./wishlist-page.tsx'), 'account'),
  // The desk's pages show the case statuses and case texts of the 'service' part too.
  staffReturns: withTexts(() => import('./staff-returns-page.tsx'), 'desk', 'service'),
  staffComplaints: withTexts(() => import('./staff-complaints-page.tsx'), 'desk', 'service'),
  staffCase: withTexts(() => import('./staff-case-page.tsx'), 'desk', 'service'),
  // The order desk shows the order status labels and order texts of the 'checkout' part (orderPages).
  staffOrders: withTexts(() => import('./staff-orders-page.tsx'), 'desk', 'checkout'),
  staffOrder: withTexts(() => import('./staff-order-page.tsx'), 'desk', 'checkout'),
  serviceCase: withTexts(() => import('./service-case-page.tsx'), 'service'),
  returns: withTexts(() => import('./returns-page.tsx'), 'service'),
  returnsForm: withTexts(() => import('./returns-form-page.tsx'), 'service'),
  reclamation: withTexts(() => import('./reclamation-page.tsx'), 'service'),
  ask: withTexts(() => import('./ask-page.tsx'), 'service'),
  corporateInfoForm: withTexts(() => import('./corporate-info-form-page.tsx'), 'service'),
  enterprise: withTexts(() => import('./enterprise-page.tsx'), 'service'),
  corporateNewsletter: withTexts(() => import('./corporate-newsletter-page.tsx'), 'service'),
  forestNewsletter: withTexts(() => import('./forest-newsletter-page.tsx'), 'service'),
  newsletterConfirm: withTexts(() => import('./newsletter-confirm-page.tsx'), 'service'),
  newsletterUnsubscribe: withTexts(() => import('./newsletter-unsubscribe-page.tsx'), 'service'),
  serviceProductsGiftcards: withTexts(() => import('./service-products-giftcards-page.tsx'), 'gifts'),
  skiWizard: withTexts(() => import('./ski-wizard-page.tsx'), 'wizards'),
  skiWizardSport: withTexts(() => import('./ski-wizard-sport-page.tsx'), 'wizards'),
  shoeWizard: withTexts(() => import('./shoe-wizard-page.tsx'), 'wizards'),
  womensAndMensShoes: withTexts(() => import('./womens-and-mens-shoes-page.tsx'), 'wizards'),
  // Search results (issue 18).
  search: withTexts(() => import('./search-page.tsx'), 'search'),
  // The store pages (issue 18).
  stores: withTexts(() => import('./stores-page.tsx'), 'stores'),
  store: withTexts(() => import('./store-page.tsx'), 'stores'),
  // Company registration and campaign management (issue 17); staff's verification shows the desk's frame texts too.
  companyRegistration: withTexts(() => import('./company-registration-page.tsx'), 'campaignAdmin'),
  campaignList: withTexts(() => import('./campaign-list-page.tsx'), 'campaignAdmin'),
  campaignManage: withTexts(() => import('./campaign-manage-page.tsx'), 'campaignAdmin'),
  staffCompanies: withTexts(() => import('./staff-companies-page.tsx'), 'campaignAdmin', 'desk'),
  // Rental, experiences, the catalogue, the history, the style guide and the static pages' indexes (issue 18).
  rental: withTexts(() => import('./rental-page.tsx'), 'areas'),
  rentalRentle: withTexts(() => import('./rental-rentle-page.tsx'), 'areas'),
  experiences: withTexts(() => import('./experiences-page.tsx'), 'areas'),
  catalog: withTexts(() => import('./catalog-page.tsx'), 'areas'),
  history: withTexts(() => import('./history-page.tsx'), 'areas'),
  styleGuide: withTexts(() => import('./style-guide-page.tsx'), 'areas'),
  staticIndex: withTexts(() => import('./static-index-page.tsx'), 'areas'),
  // The life outdoors area (issue 18): the hub, the blog and its categories, a post, the bloggers.
  lifeOutdoors: withTexts(() => import('./life-outdoors-page.tsx'), 'outdoors'),
  blogIndex: withTexts(() => import('./blog-index-page.tsx'), 'outdoors'),
  blogPost: withTexts(() => import('./blog-post-page.tsx'), 'outdoors'),
  bloggers: withTexts(() => import('./bloggers-page.tsx'), 'outdoors'),
  blogger: withTexts(() => import('./blogger-page.tsx'), 'outdoors'),
  error: () => import('./error-page.tsx'),
  fatal: () => import('./fatal-page.tsx'),
};

export function loadPage(pageId: string): Promise<PageModule> {
  const load = PAGES[pageId as PageId];
  if (!load) return Promise.reject(new Error(`No page module for ${pageId}`));
  return load();
}

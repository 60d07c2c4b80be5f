import type { ComponentType } from 'react';
import type { PageId } from '../../shared/route-table.ts';
import { PAGE_PARTS } from '../../shared/page-parts.ts';
import { ensureDictionaryPart } from '../dictionary-parts.ts';
import { loadDeferredRegions } from '../deferred-region.tsx';

export type PageModule = { default: ComponentType<any> };

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
  giftcampaignsCategory: () => import('./giftcampaigns-category-page.tsx'),
  checkout: () => import('./checkout-page.tsx'),
  checkoutPayment: () => import('./checkout-payment-page.tsx'),
  checkoutClubInfo: () => import('./checkout-club-info-page.tsx'),
  orderResult: () => import('./order-result-page.tsx'),
  viewOrder: () => import('./view-order-page.tsx'),
  login: () => import('./login-page.tsx'),
  register: () => import('./register-page.tsx'),
  activate: () => import('./activate-page.tsx'),
  resetPassword: () => import('./reset-password-page.tsx'),
  resetPasswordConfirm: () => import('./reset-password-confirm-page.tsx'),
  account: () => import('./account-page.tsx'),
  deleteAccount: () => import('./delete-account-page.tsx'),
  stopReminders: () => import('./stop-reminders-page.tsx'),
  wishlist: () => import('./wishlist-page.tsx'),
  staffReturns: () => import('./staff-returns-page.tsx'),
  staffComplaints: () => import('./staff-complaints-page.tsx'),
  staffCase: () => import('./staff-case-page.tsx'),
  staffOrders: () => import('./staff-orders-page.tsx'),
  staffOrder: () => import('./staff-order-page.tsx'),
  serviceCase: () => import('./service-case-page.tsx'),
  returns: () => import('./returns-page.tsx'),
  returnsForm: () => import('./returns-form-page.tsx'),
  reclamation: () => import('./reclamation-page.tsx'),
  ask: () => import('./ask-page.tsx'),
  corporateInfoForm: () => import('./corporate-info-form-page.tsx'),
  enterprise: () => import('./enterprise-page.tsx'),
  corporateNewsletter: () => import('./corporate-newsletter-page.tsx'),
  forestNewsletter: () => import('./forest-newsletter-page.tsx'),
  newsletterConfirm: () => import('./newsletter-confirm-page.tsx'),
  newsletterUnsubscribe: () => import('./newsletter-unsubscribe-page.tsx'),
  serviceProductsGiftcards: () => import('./service-products-giftcards-page.tsx'),
  skiWizard: () => import('./ski-wizard-page.tsx'),
  skiWizardSport: () => import('./ski-wizard-sport-page.tsx'),
  shoeWizard: () => import('./shoe-wizard-page.tsx'),
  womensAndMensShoes: () => import('./womens-and-mens-shoes-page.tsx'),
  search: () => import('./search-page.tsx'),
  stores: () => import('./stores-page.tsx'),
  store: () => import('./store-page.tsx'),
  companyRegistration: () => import('./company-registration-page.tsx'),
  campaignList: () => import('./campaign-list-page.tsx'),
  campaignManage: () => import('./campaign-manage-page.tsx'),
  staffCompanies: () => import('./staff-companies-page.tsx'),
  rental: () => import('./rental-page.tsx'),
  rentalRentle: () => import('./rental-rentle-page.tsx'),
  experiences: () => import('./experiences-page.tsx'),
  catalog: () => import('./catalog-page.tsx'),
  history: () => import('./history-page.tsx'),
  styleGuide: () => import('./style-guide-page.tsx'),
  staticIndex: () => import('./static-index-page.tsx'),
  lifeOutdoors: () => import('./life-outdoors-page.tsx'),
  blogIndex: () => import('./blog-index-page.tsx'),
  blogPost: () => import('./blog-post-page.tsx'),
  bloggers: () => import('./bloggers-page.tsx'),
  blogger: () => import('./blogger-page.tsx'),
  error: () => import('./error-page.tsx'),
  fatal: () => import('./fatal-page.tsx'),
};

/**
 * A page's module, with the deferred dictionary parts it shows texts of
 * (shared/page-parts.ts) and its deferred regions' code (client/deferred-region.tsx,
 * known once the module has run): the first render has every text and part, and
 * no region pops in after it.
 */
export function loadPage(pageId: string): Promise<PageModule> {
  const load = PAGES[pageId as PageId];
  if (!load) return Promise.reject(new Error(`No page module for ${pageId}`));
  const parts = PAGE_PARTS[pageId as PageId] ?? [];
  // A region whose code cannot load answers for itself when it renders (client/deferred-region.tsx): the page still comes.
  const withRegions = load().then((module) => loadDeferredRegions().catch(() => {}).then(() => module));
  return Promise.all([withRegions, ...parts.map(ensureDictionaryPart)]).then(([module]) => module);
}

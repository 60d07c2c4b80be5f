import type { ComponentType } from 'react';
import type { PageId } from '../../shared/route-table.ts';
import { ensureDictionaryPart } from '../dictionary-parts.ts';

export type PageModule = { default: ComponentType<any> };

/**
 * Pages whose texts are in the deferred 'checkout' dictionary part
 * (shared/i18n-parts.ts): the part loads beside the module, so the first
 * render (hydration) has the texts the server rendered with.
 */
function withCheckoutTexts(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return () => Promise.all([load(), ensureDictionaryPart('checkout')]).then(([module]) => module);
}

/** The account pages' texts (issue 15) are the 'account' part, loaded the same way. */
export function withAccountTexts(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return () => Promise.all([load(), ensureDictionaryPart('account')]).then(([module]) => module);
}

/** The service desk's customer pages (issue 16) read the 'service' part. */
export function withServiceTexts(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return () => Promise.all([load(), ensureDictionaryPart('service')]).then(([module]) => module);
}

/** The staff desk's pages (issue 16) read the 'desk' part. */
export function withDeskTexts(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return () => Promise.all([load(), ensureDictionaryPart('desk')]).then(([module]) => module);
}

/** Gift campaign and gift card pages (issue 17) read the 'gifts' part. */
export function withGiftTexts(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return () => Promise.all([load(), ensureDictionaryPart('gifts')]).then(([module]) => module);
}

/** Company and campaign management pages (issue 17) read the 'campaignAdmin' part. */
export function withCampaignAdminTexts(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return () => Promise.all([load(), ensureDictionaryPart('campaignAdmin')]).then(([module]) => module);
}

/** The ski and shoe wizards (issue 17) read the 'wizards' part. */
export function withWizardTexts(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return () => Promise.all([load(), ensureDictionaryPart('wizards')]).then(([module]) => module);
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
  checkout: withCheckoutTexts(() => import('./checkout-page.tsx')),
  checkoutPayment: withCheckoutTexts(() => import('./checkout-payment-page.tsx')),
  checkoutClubInfo: withCheckoutTexts(() => import('./checkout-club-info-page.tsx')),
  orderResult: withCheckoutTexts(() => import('./order-result-page.tsx')),
  viewOrder: withCheckoutTexts(() => import('./view-order-page.tsx')),
  login: withAccountTexts(() => import('./login-page.tsx')),
  register: withAccountTexts(() => import('./register-page.tsx')),
  activate: withAccountTexts(() => import('./activate-page.tsx')),
  resetPassword: withAccountTexts(() => import('./reset-password-page.tsx')),
  resetPasswordConfirm: withAccountTexts(() => import('./reset-password-confirm-page.tsx')),
  // The order history's status labels are the checkout part's (orderPages.statuses).
  account: withAccountTexts(withCheckoutTexts(() => import('./account-page.tsx'))),
  deleteAccount: withAccountTexts(() => import('./delete-account-page.tsx')),
  stopReminders: withAccountTexts(() => import('./stop-reminders-page.tsx')),
  wishlist: withAccountTexts(() => import('./wishlist-page.tsx')),
  // The desk's pages show the case statuses and case texts of the 'service' part too.
  staffReturns: withDeskTexts(withServiceTexts(() => import('./staff-returns-page.tsx'))),
  staffComplaints: withDeskTexts(withServiceTexts(() => import('./staff-complaints-page.tsx'))),
  staffCase: withDeskTexts(withServiceTexts(() => import('./staff-case-page.tsx'))),
  // The order desk shows the order status labels and order texts of the 'checkout' part (orderPages).
  staffOrders: withDeskTexts(withCheckoutTexts(() => import('./staff-orders-page.tsx'))),
  staffOrder: withDeskTexts(withCheckoutTexts(() => import('./staff-order-page.tsx'))),
  serviceCase: withServiceTexts(() => import('./service-case-page.tsx')),
  returns: withServiceTexts(() => import('./returns-page.tsx')),
  returnsForm: withServiceTexts(() => import('./returns-form-page.tsx')),
  reclamation: withServiceTexts(() => import('./reclamation-page.tsx')),
  ask: withServiceTexts(() => import('./ask-page.tsx')),
  corporateInfoForm: withServiceTexts(() => import('./corporate-info-form-page.tsx')),
  enterprise: withServiceTexts(() => import('./enterprise-page.tsx')),
  corporateNewsletter: withServiceTexts(() => import('./corporate-newsletter-page.tsx')),
  forestNewsletter: withServiceTexts(() => import('./forest-newsletter-page.tsx')),
  newsletterConfirm: withServiceTexts(() => import('./newsletter-confirm-page.tsx')),
  newsletterUnsubscribe: withServiceTexts(() => import('./newsletter-unsubscribe-page.tsx')),
  error: () => import('./error-page.tsx'),
  fatal: () => import('./fatal-page.tsx'),
};

export function loadPage(pageId: string): Promise<PageModule> {
  const load = PAGES[pageId as PageId];
  if (!load) return Promise.reject(new Error(`No page module for ${pageId}`));
  return load();
}

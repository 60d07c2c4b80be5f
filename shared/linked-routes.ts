import type { RoutePaths } from './route-href.ts';

/**
 * The routes the shop's components link to by id (`useSite().href`). Only
 * these routes' paths go into the browser's dictionary: the other half of the
 * route table (payment returns, old product paths, catch-alls) is matched on
 * the worker and never linked from a component. That is 0.5 KB gzip less on
 * every page (issue 19). `href` takes only these ids, so the type check fails
 * on a link to a route missing here.
 */
export const LINKED_ROUTE_IDS = [
  'front', 'menu', 'search', 'checkout', 'checkoutPayment', 'checkoutClubInfo', 'checkoutKlarnaConfirm', 'viewOrder', 'orderPaymentOk',
  'accounts', 'accountsLogin', 'accountsRegister', 'accountsResetPassword', 'accountsCompany', 'accountsGiftCampaigns', 'accountsGiftCampaign',
  'stores', 'store', 'manufacturers', 'history', 'faq', 'static', 'staticWithTabs',
  'returns', 'reclamation', 'ask', 'corporateInfoForm', 'corporateNewsletter', 'forestNewsletter', 'enterprise',
  'staffOrders', 'staffOrder', 'staffCase',
  'rental', 'rentalRentle', 'skiWizardSport', 'serviceProductsGiftcards',
  'campaign', 'campaignsClubOffers', 'giftcampaignsCategory', 'giftcampaignProduct',
] as const;

export type LinkedRouteId = (typeof LINKED_ROUTE_IDS)[number];

/** A language's route paths with only the linked routes, for the browser's dictionary. */
export function linkedRoutePaths(paths: RoutePaths): RoutePaths {
  return Object.fromEntries(LINKED_ROUTE_IDS.map((id) => [id, paths[id]])) as RoutePaths;
}

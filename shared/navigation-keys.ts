/**
 * Static pages the fixed navigation tree of core 2 links to, by key: an
 * operator marks a page with one of these keys (import format `navKey`) and the
 * menu links to it in every language under that language's slug. A key no page
 * carries simply leaves its menu item out.
 */
export const NAV_PAGE_KEYS = [
  // Circular economy (fi only)
  'repair-service', 'sustainability',
  // Customer service
  'payment-methods', 'delivery', 'returns', 'member-discounts', 'terms',
  // Corporate deals (fi only, 7 subpages)
  'corporate-sales', 'corporate-gift-cards', 'corporate-staff-benefits', 'corporate-gifts', 'corporate-events', 'corporate-rental', 'corporate-contact',
  // Life outdoors
  'guides', 'product-tests', 'events',
] as const;
export type NavPageKey = (typeof NAV_PAGE_KEYS)[number];

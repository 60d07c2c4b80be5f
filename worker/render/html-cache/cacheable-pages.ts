import type { PageId } from '../../../shared/route-table.ts';

/**
 * The pages the edge keeps (issue 19, decision 039): catalogue and content
 * pages, the same for every visitor who shares their URL and locale. Left out
 * are the pages of a customer's own things (account, orders, returns, cases),
 * forms that mint tokens, staff desks, checkout and search, whose sort A/B
 * test cookie makes its HTML differ per visitor (decision 033). A page joins
 * this list only when its loader reads nothing of the request but the URL,
 * the locale and the card size cookie.
 */
const CACHEABLE_PAGES: ReadonlySet<PageId> = new Set<PageId>([
  'front', 'menu', 'static', 'tabbed', 'group', 'brand', 'listing', 'brands', 'product',
  'lifeOutdoors', 'blogIndex', 'blogPost', 'bloggers', 'blogger', 'stores', 'store',
  'rental', 'rentalRentle', 'experiences', 'catalog', 'history', 'staticIndex',
  'womensAndMensShoes', 'skiWizard', 'skiWizardSport', 'shoeWizard', 'serviceProductsGiftcards',
]);

export function isCacheablePage(page: PageId): boolean {
  return CACHEABLE_PAGES.has(page);
}

/**
 * core 3's admin context: what a back office's toolbar reads from the page
 * being shown (cat 6 Staff: "the page records admin data (route, group id)").
 * The page payload already names the page and carries its ids, so the
 * context is derived from it when an admin's bar needs it instead of every
 * page writing it for every visitor (decision 021).
 */
export interface AdminContext {
  /** The page module shown (PagePayload.page), e.g. 'product', 'group', 'static'. */
  route: string;
  modelId: number | null;
  productGroupId: number | null;
  staticId: number | null;
  /** The id of a static page with tabs. */
  staticWithTabs: number | null;
  /** Always null: the shop has no customer picker for staff to act for a customer. */
  selectedCustomer: null;
}

/** The part of a page payload the context is read from. */
export interface PageOfContext {
  page: string;
  props: unknown;
}

const idOf = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);
const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);

/** The admin context of a page: the ids its props hold for the page kinds that have one (ProductPageProps, GroupPageProps, StaticPageProps, TabbedPageProps). */
export function adminContextOf({ page, props }: PageOfContext): AdminContext {
  return {
    route: page,
    modelId: page === 'product' ? idOf(field(field(props, 'product'), 'modelId')) : null,
    productGroupId: page === 'group' ? idOf(field(field(props, 'group'), 'id')) : null,
    staticId: page === 'static' ? idOf(field(props, 'id')) : null,
    staticWithTabs: page === 'tabbed' ? idOf(field(props, 'id')) : null,
    selectedCustomer: null,
  };
}

/**
 * The page's "Open in admin" address (decision 021): `{base}/models/{id}/`,
 * `/product-groups/{id}/`, `/static-pages/{id}/` or
 * `/static-pages-with-tabs/{id}/`, with the operator's own ids from the
 * catalogue import; null for a page with no back-office record. `base` is
 * the server's ADMIN_URL, already checked to be absolute http(s).
 */
export function adminPageUrl(base: string, context: AdminContext): string | null {
  // The server sends only a usable address; anything else still gives no link rather than one that leads nowhere.
  if (!/^https?:\/\/[^\s/?#@]+/.test(base)) return null;
  const root = base.replace(/\/+$/, '');
  if (context.modelId !== null) return `${root}/models/${context.modelId}/`;
  if (context.productGroupId !== null) return `${root}/product-groups/${context.productGroupId}/`;
  if (context.staticId !== null) return `${root}/static-pages/${context.staticId}/`;
  if (context.staticWithTabs !== null) return `${root}/static-pages-with-tabs/${context.staticWithTabs}/`;
  return null;
}

/** GET /api/staff/admin/ (staff only): the back office's address, null when ADMIN_URL is empty or unusable. */
export interface StaffAdminResponse {
  admin_url: string | null;
}

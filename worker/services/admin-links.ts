/**
 * Staff's "Open in admin" links (cat 6, decision 021). The shop has no back
 * office of its own: ADMIN_URL names the operator's, and a link is
 * `{ADMIN_URL}/{kind}/{id}/` with the operator's own id from the catalogue
 * import, so a back office keyed by the same ids resolves it. Without a
 * usable ADMIN_URL there are no links, so none leads to a 404.
 */
import type { ProductExtraResponse } from '../../shared/types/product-extra.ts';

/** An absolute http(s) URL with a host; anything else (a path, another scheme, '//host') gives no links. */
const ADMIN_URL_PATTERN = /^https?:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/;

/** ADMIN_URL without its trailing slash, or null when it is empty or not usable. */
export function adminBase(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return ADMIN_URL_PATTERN.test(trimmed) ? trimmed.replace(/\/+$/, '') : null;
}

/** The size tables of extra type 2 with their back-office links (cat 6: "Open in admin" on size tables). */
export function withSizeTableAdminLinks(extra: ProductExtraResponse, base: string | null): ProductExtraResponse {
  if (!base) return extra;
  return { ...extra, sizetables: extra.sizetables.map((table) => ({ ...table, admin_url: `${base}/sizetables/${table.id}/` })) };
}

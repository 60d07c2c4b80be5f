import type { ProductExtraResponse } from '../../shared/types/product-extra.ts';
import { useSite } from '../site-context.tsx';
import { useApi } from './use-api.ts';

/**
 * Extra data type 2 (cat 7): bundles, size tables, recommendations and
 * also-bought, fetched after hydration so the page never waits for them; a
 * failure sets `error` and the page shows "An unexpected error(#2664)" (cat 8).
 * `groupId` is the last group the shopper came through, null for none.
 */
export function useProductExtra(slug: string, groupId: number | null, staff: boolean) {
  const { config } = useSite();
  const query = new URLSearchParams({
    slug,
    'delivery-country-code': config.deliveryCountryCode,
    type: '2',
    lang: config.language,
  });
  if (groupId !== null) query.set('group', String(groupId));
  // A staff preview of a hidden product passes its preview secret on (decision 009); only in the browser.
  const preview = staff && typeof window !== 'undefined' ? new URLSearchParams(window.location.search).get('preview') : null;
  if (preview) query.set('preview', preview);
  return useApi<ProductExtraResponse>(`/api/product/extra/?${query}`, { label: 'Product extra data could not be loaded (#2664)' });
}

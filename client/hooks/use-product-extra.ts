import type { ProductExtraResponse } from '../../shared/types/product-extra.ts';
import { useSite } from '../site-context.tsx';
import { useApi } from './use-api.ts';

/**
 * Extra data type 2 (cat 7): bundles, size tables, recommendations and
 * also-bought, fetched after hydration so the page never waits for them; a
 * failure sets `error` and the page shows "An unexpected error(#2664)" (cat 8).
 * `groupId` is the last group the shopper came through, null for none. A
 * staff session's cookie goes with the call, so a hidden model's extra data
 * answers for staff too (decision 021).
 */
export function useProductExtra(slug: string, groupId: number | null) {
  const { config } = useSite();
  const query = new URLSearchParams({
    slug,
    'delivery-country-code': config.deliveryCountryCode,
    type: '2',
    lang: config.language,
  });
  if (groupId !== null) query.set('group', String(groupId));
  return useApi<ProductExtraResponse>(`/api/product/extra/?${query}`, { label: 'Product extra data could not be loaded (#2664)' });
}

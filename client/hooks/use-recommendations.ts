import type { ProductListItem } from '../../shared/types/product-list.ts';
import { useSite } from '../site-context.tsx';
import { useApi } from './use-api.ts';

const NONE: ProductListItem[] = [];

/**
 * The group's recommended products (issue 4 item 7), fetched after hydration.
 * A failure shows nothing and is logged (cat 7: the recommendation call gives an empty list on failure).
 */
export function useRecommendations(groupId: number): ProductListItem[] {
  const { config } = useSite();
  const query = new URLSearchParams({ group: String(groupId), lang: config.language, taxAreaId: String(config.taxAreaId) });
  const { data } = useApi<{ data: ProductListItem[] }>(`/api/recommendations/?${query}`, { label: 'Recommendations could not be loaded' });
  return data?.data ?? NONE;
}

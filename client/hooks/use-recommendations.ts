import { useEffect, useState } from 'react';
import type { ProductListItem } from '../../shared/types/product-list.ts';
import { useSite } from '../site-context.tsx';

/**
 * The group's recommended products (issue 4 item 7), fetched after hydration.
 * A failure shows nothing and is logged (cat 7: the recommendation call gives an empty list on failure).
 */
export function useRecommendations(groupId: number): ProductListItem[] {
  const { config } = useSite();
  const [items, setItems] = useState<ProductListItem[]>([]);
  useEffect(() => {
    let live = true;
    setItems([]); // another group's row never stays on screen
    const query = new URLSearchParams({ group: String(groupId), lang: config.language, taxAreaId: String(config.taxAreaId) });
    fetch(`/api/recommendations/?${query}`, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`recommendations answered ${response.status}`);
        const body = await response.json() as { data: ProductListItem[] };
        if (live) setItems(body.data);
      })
      .catch((error: unknown) => console.error('Recommendations could not be loaded', error));
    return () => { live = false; };
  }, [groupId, config.language, config.taxAreaId]);
  return items;
}

import { useEffect } from 'react';
import type { ProductExtraResponse } from '../../../shared/types/product-extra.ts';
import { useProductExtra } from '../../hooks/use-product-extra.ts';

/** What the product page knows of its extra data: nothing yet, the answer, or the failure (cat 8 #2664). */
export interface ProductExtraState {
  data?: ProductExtraResponse;
  error?: Error;
}

interface ProductExtraReaderProps {
  slug: string;
  groupId: number | null;
  onChange: (state: ProductExtraState) => void;
}

/**
 * Reads the product's extra data (bundles, size tables, recommendations)
 * through the one SWR wrapper and hands it to the page; it renders nothing.
 * It is a chunk of its own that the page loads after hydration, so SWR is not
 * in the product page's first load (issue 19): the data came after
 * hydration anyway.
 */
export function ProductExtraReader({ slug, groupId, onChange }: ProductExtraReaderProps) {
  const { data, error } = useProductExtra(slug, groupId);
  useEffect(() => onChange({ data, error }), [data, error, onChange]);
  return null;
}
